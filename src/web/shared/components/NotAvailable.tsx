import { useTranslation } from 'react-i18next';
import { Notice } from './Notice';

/** The plain line a screen owned by later work shows inside the shared layout. */
export function NotAvailable() {
  const { t } = useTranslation();
  return (
    <Notice tone="info" variant="surface">
      {t('notAvailable.body')}
    </Notice>
  );
}
