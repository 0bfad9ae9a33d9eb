import { AdminGuard } from '../components/AdminGuard';
import { NotAvailable } from '../../shared/components/NotAvailable';
import { Container } from '@radix-ui/themes';

/** Admin screens built by later work. */
export default function AdminPlaceholder() {
  return (
    <AdminGuard>
      {() => (
        <Container size="3" p="5">
          <NotAvailable />
        </Container>
      )}
    </AdminGuard>
  );
}
