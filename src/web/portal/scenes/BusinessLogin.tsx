import { Box, Checkbox, Flex, Grid, Heading, Link as RadixLink, Spinner, Text } from '@radix-ui/themes';
import { ClockIcon, LayersIcon, MagicWandIcon, MixerHorizontalIcon } from '@radix-ui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { BusinessLoginSchema } from '../../../modules/accounts/schema';
import { api, tokens } from '../../shared/api';
import type { SessionUser } from '../../shared/hooks/useSession';
import { useToast } from '../../shared/toast';
import { LoginForm, LoginSwitchers } from '../../shared/components/LoginForm';
import { postLoginPath } from '../redirect';

const features = [
  { key: 'automated', icon: <MagicWandIcon width={20} height={20} /> },
  { key: 'platforms', icon: <LayersIcon width={20} height={20} /> },
  { key: 'customizable', icon: <MixerHorizontalIcon width={20} height={20} /> },
  { key: 'timeSaving', icon: <ClockIcon width={20} height={20} /> },
] as const;

/** business-portal.md §2 "Login page": the form beside a marketing panel with four features. */
export default function BusinessLogin() {
  const { t } = useTranslation('signin');
  const [, navigate] = useLocation();
  const search = useSearch();
  const toast = useToast();
  const [remember, setRemember] = useState(true);
  // Someone already signed in (/, /login, a bookmark) goes to their home, not to a second sign-in
  // (issue 24): a business user to the portal's next step, a platform admin to the dashboard. A
  // token the server refuses leaves the form.
  const [checking, setChecking] = useState(() => !!tokens.forArea('portal'));
  useEffect(() => {
    if (!checking) return;
    let cancelled = false;
    api<{ success: boolean; user?: SessionUser }>('/api/auth/verify', { area: 'portal' })
      .then(async (answer) => {
        const role = answer.success ? answer.user?.role : undefined;
        const home = role === 'admin' ? '/admin/dashboard' : role ? await postLoginPath(search) : null;
        if (cancelled) return;
        if (home) navigate(home, { replace: true });
        else setChecking(false);
      })
      .catch(() => !cancelled && setChecking(false));
    return () => {
      cancelled = true;
    };
  }, [checking, navigate, search]);

  async function signIn(input: { email: string; password: string }) {
    const answer = await api<{ success: boolean; token?: string; message?: string }>('/api/business/login', { body: { ...input, remember }, token: null });
    if (!answer.success || !answer.token) return answer.message ?? t('login.failed');
    tokens.setBusiness(answer.token, remember);
    toast({ title: t('login.successTitle'), description: t('login.successBody'), variant: 'success' });
    navigate(await postLoginPath(search), { replace: true });
    return undefined;
  }

  if (checking) {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }} data-testid="login-checking">
        <Spinner size="3" />
      </Flex>
    );
  }
  return (
    <Grid columns={{ initial: '1', md: '2' }} style={{ minHeight: '100vh' }}>
      <Flex direction="column" p={{ initial: '4', sm: '6' }} justify="center" align="center">
        <Box style={{ width: '100%', maxWidth: 420 }}>
          <Flex justify="end" gap="2" mb="4">
            <LoginSwitchers />
          </Flex>
          <LoginForm
            identity="email"
            schema={BusinessLoginSchema}
            signIn={signIn}
            texts={{
              title: t('login.title'),
              subtitle: t('login.subtitle'),
              identityLabel: t('login.email'),
              identityPlaceholder: t('login.emailPlaceholder'),
              identityInvalid: t('login.invalidEmail'),
              passwordLabel: t('login.password'),
              passwordPlaceholder: t('login.passwordPlaceholder'),
              passwordInvalid: t('login.passwordTooShort'),
              submit: t('login.submit'),
              submitting: t('login.submitting'),
              failed: t('login.failed'),
              error: t('login.error'),
            }}
            options={
              <Flex justify="between" align="center">
                <Text as="label" size="2">
                  <Flex gap="2" align="center">
                    <Checkbox checked={remember} onCheckedChange={(c) => setRemember(c === true)} />
                    {t('login.rememberMe')}
                  </Flex>
                </Text>
                {/* Issue 23: a reset link by e-mail, on a page of its own (loaded when opened, so this page stays small). */}
                <RadixLink size="2" href="/team/forgot-password">
                  {t('login.forgotPassword')}
                </RadixLink>
              </Flex>
            }
            footer={
              <Text size="2" color="gray" align="center">
                {t('login.noAccount')}
              </Text>
            }
          />
        </Box>
      </Flex>
      <Flex
        direction="column"
        justify="center"
        p={{ initial: '5', sm: '8' }}
        gap="5"
        style={{ background: 'linear-gradient(135deg, var(--accent-9), var(--accent-11))', color: 'white' }}
      >
        <Box>
          <Heading size="8" style={{ color: 'white' }}>
            {t('landing.title')}
          </Heading>
          <Text as="p" size="4" mt="3" style={{ opacity: 0.9 }}>
            {t('landing.subtitle')}
          </Text>
        </Box>
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          {features.map((f) => (
            <Flex key={f.key} gap="3" align="start" p="3" style={{ background: 'rgba(255,255,255,0.12)', borderRadius: 'var(--radius-3)' }}>
              <Box mt="1">{f.icon}</Box>
              <Box>
                <Text as="div" weight="bold">
                  {t(`landing.features.${f.key}.title`)}
                </Text>
                <Text as="div" size="2" style={{ opacity: 0.9 }}>
                  {t(`landing.features.${f.key}.body`)}
                </Text>
              </Box>
            </Flex>
          ))}
        </Grid>
      </Flex>
    </Grid>
  );
}
