import { useTranslation } from 'react-i18next';
import { PortalGuard } from '../components/PortalGuard';
import { PortalLayout, type PortalStep as Step } from '../components/PortalLayout';
import { NotAvailable } from '../../shared/components/NotAvailable';

/** A portal step whose screen is built by later work: the shared layout and a plain line. */
export default function PortalStep({ step }: { step: Step }) {
  const { t } = useTranslation('portal');
  return (
    <PortalGuard>
      {() => (
        <PortalLayout step={step} title={t(`layout.steps.${step}`)}>
          <NotAvailable />
        </PortalLayout>
      )}
    </PortalGuard>
  );
}
