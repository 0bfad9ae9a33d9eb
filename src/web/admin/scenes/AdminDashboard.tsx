import { useParams } from 'wouter';
import { AdminGuard } from '../components/AdminGuard';
import { DashboardFrame, type AdminSection } from '../components/DashboardFrame';
import { NotAvailable } from '../../shared/components/NotAvailable';

const sections: AdminSection[] = ['products', 'accounts', 'llm-config'];

/** /admin/dashboard and /admin/dashboard/{section}. */
export default function AdminDashboard() {
  const params = useParams<{ section?: string }>();
  const section = (sections as string[]).includes(params.section ?? '') ? (params.section as AdminSection) : 'products';
  return (
    <AdminGuard>
      {() => (
        <DashboardFrame section={section}>
          <NotAvailable />
        </DashboardFrame>
      )}
    </AdminGuard>
  );
}
