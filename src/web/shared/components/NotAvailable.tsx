import { Callout } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';

/** The plain line a screen owned by later work shows inside the shared layout. */
export function NotAvailable() {
  const { t } = useTranslation();
  return (
    <Callout.Root color="gray" variant="surface">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Callout.Text>{t('notAvailable.body')}</Callout.Text>
    </Callout.Root>
  );
}
