import { Button, Flex, Spinner } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

/** The footer of an admin form dialog: Cancel, and the submit button with a spinner while saving. */
export function FormActions({ onCancel, saving, submitLabel }: { onCancel: () => void; saving: boolean; submitLabel: string }) {
  const { t } = useTranslation('admin');
  return (
    <Flex justify="end" gap="2" mt="2">
      <Button type="button" variant="soft" color="gray" onClick={onCancel} disabled={saving}>
        {t('actions.cancel')}
      </Button>
      <Button type="submit" disabled={saving}>
        {saving && <Spinner />} {submitLabel}
      </Button>
    </Flex>
  );
}
