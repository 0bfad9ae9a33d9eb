import { PortalGuard } from '../components/PortalGuard';
import { PortalLayout } from '../components/PortalLayout';
import { NotAvailable } from '../../shared/components/NotAvailable';

/** Portal screens built by later work: the shared layout and a plain "not available yet" line. */
export default function PortalPlaceholder() {
  return (
    <PortalGuard>
      {() => (
        <PortalLayout>
          <NotAvailable />
        </PortalLayout>
      )}
    </PortalGuard>
  );
}
