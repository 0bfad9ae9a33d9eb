import { lazy, Suspense } from 'react';
import { Flex, Spinner } from '@radix-ui/themes';
import { useParams } from 'wouter';
import { AdminGuard } from '../components/AdminGuard';
import { DashboardFrame, type AdminSection } from '../components/DashboardFrame';

const Products = lazy(() => import('./Products'));
const Accounts = lazy(() => import('./Accounts'));
const LlmConfig = lazy(() => import('./LlmConfig'));
const Outbox = lazy(() => import('./Outbox'));

const sections = ['products', 'accounts', 'llm-config', 'outbox'] as const;

/** /admin/dashboard and /admin/dashboard/{section}: products (the default), accounts, llm-config, outbox. */
export default function AdminDashboard() {
  const params = useParams<{ section?: string }>();
  const section = (sections as readonly string[]).includes(params.section ?? '') ? (params.section as AdminSection) : 'products';
  return (
    <AdminGuard>
      {() => (
        <DashboardFrame section={section}>
          <Suspense
            fallback={
              <Flex justify="center" py="6">
                <Spinner />
              </Flex>
            }
          >
            {section === 'products' ? <Products /> : section === 'accounts' ? <Accounts /> : section === 'outbox' ? <Outbox /> : <LlmConfig />}
          </Suspense>
        </DashboardFrame>
      )}
    </AdminGuard>
  );
}
