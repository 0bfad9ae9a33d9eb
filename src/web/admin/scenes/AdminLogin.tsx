import { Box, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { AdminLoginSchema } from '../../../modules/accounts/schema';
import { api, tokens } from '../../shared/api';
import { useToast } from '../../shared/toast';
import { LoginForm, LoginSwitchers } from '../../shared/components/LoginForm';

/** admin-area.md §2 "Admin login screen". */
export default function AdminLogin() {
  const { t } = useTranslation('admin');
  const [, navigate] = useLocation();
  const toast = useToast();

  async function signIn(input: { username: string; password: string }) {
    const answer = await api<{ success: boolean; token?: string; message?: string }>('/api/auth/login', { body: input, area: 'admin', token: null });
    if (!answer.success || !answer.token) return answer.message ?? t('login.failed');
    tokens.setAdmin(answer.token);
    toast({ title: t('login.successTitle'), description: t('login.successBody'), variant: 'success' });
    navigate('/admin/dashboard');
    return undefined;
  }

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: 'var(--gray-2)' }} p="4">
      <Box style={{ width: '100%', maxWidth: 400 }}>
        <Flex justify="end" gap="2" mb="3">
          <LoginSwitchers />
        </Flex>
        <LoginForm
          identity="username"
          schema={AdminLoginSchema}
          centered
          signIn={signIn}
          texts={{
            title: t('login.title'),
            subtitle: t('login.subtitle'),
            identityLabel: t('login.username'),
            identityPlaceholder: t('login.usernamePlaceholder'),
            identityInvalid: t('login.usernameRequired'),
            passwordLabel: t('login.password'),
            passwordPlaceholder: t('login.passwordPlaceholder'),
            passwordInvalid: t('login.passwordRequired'),
            submit: t('login.submit'),
            submitting: t('login.submitting'),
            failed: t('login.failed'),
            error: t('common:errors.generic'),
          }}
        />
      </Box>
    </Flex>
  );
}
