import { Dialog, Flex, IconButton } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';

/** A dialog's title with its close button. */
export function DialogHeader({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  return (
    <Flex justify="between" align="start">
      <Dialog.Title>{title}</Dialog.Title>
      <Dialog.Close>
        <IconButton variant="ghost" color="gray" aria-label={t('common:close')}>
          <Cross2Icon />
        </IconButton>
      </Dialog.Close>
    </Flex>
  );
}
