import { Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSession, type SessionUser } from '../../shared/hooks/useSession';
import { useToast } from '../../shared/toast';
import { rememberPreLoginPath } from '../redirect';

/**
 * business-portal.md §2 guard: while the session is verified a spinner shows; when signed out the
 * current path is stored for after login, a toast shows and the user goes to /business/login.
 * An admin session passes too (an admin viewing the portal as an account).
 */
export function PortalGuard({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { t } = useTranslation('portal');
  const session = useSession('portal', 'any');
  const toast = useToast();
  const [location, navigate] = useLocation();
  useEffect(() => {
    if (session.status === 'signed-out') {
      rememberPreLoginPath(location + window.location.search);
      toast({ title: t('guard.requiredTitle'), description: t('guard.requiredBody'), variant: 'destructive' });
      navigate('/business/login', { replace: true });
    }
  }, [session.status]);
  if (session.status === 'error') {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }} p="4">
        <Callout.Root color="red">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>
            <Text weight="bold">{t('guard.errorTitle')}</Text> — {session.error.message}
          </Callout.Text>
        </Callout.Root>
      </Flex>
    );
  }
  if (session.status !== 'signed-in') {
    return (
      <Flex direction="column" align="center" justify="center" gap="3" style={{ minHeight: '100vh' }}>
        <Spinner size="3" />
        <Text color="gray">{t('guard.verifying')}</Text>
      </Flex>
    );
  }
  return <>{children(session.user)}</>;
}
