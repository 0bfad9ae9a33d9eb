import { Box, Button, Card, Flex, Heading, Link as RadixLink, Text, TextField } from '@radix-ui/themes';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { ApiError, api, tokens } from '../../shared/api';
import { LoginSwitchers } from '../../shared/components/LoginForm';
import { Notice } from '../../shared/components/Notice';
import { useToast } from '../../shared/toast';
import { postLoginPath } from '../redirect';

/**
 * The pages an e-mailed link or the sign-in page's "Forgot password?" opens (issue 23): accepting a
 * team invitation, asking for a reset link, setting a new password. No session: the token in the
 * address authorises. Loaded only when one of them is visited (the sign-in page stays small).
 */
function Frame({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Flex direction="column" align="center" justify="center" p={{ initial: '4', sm: '6' }} style={{ minHeight: '100vh' }}>
      <Box style={{ width: '100%', maxWidth: 420 }}>
        <Flex justify="end" gap="2" mb="4">
          <LoginSwitchers />
        </Flex>
        <Card size="4">
          <Flex direction="column" gap="4">
            <Box>
              <Heading as="h1" size="6">
                {title}
              </Heading>
              <Text as="p" color="gray" size="2" mt="1">
                {subtitle}
              </Text>
            </Box>
            {children}
          </Flex>
        </Card>
      </Box>
    </Flex>
  );
}

const tokenOf = (search: string) => new URLSearchParams(search).get('token') ?? '';
const failure = (error: unknown, fallback: string) => (error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback);

/** A new password twice; answers the password when both agree and it is long enough, else shows why. */
function PasswordFields({ onSubmit, submit, submitting }: { onSubmit: (password: string) => Promise<void>; submit: string; submitting: string }) {
  const { t } = useTranslation('team');
  const { t: tp } = useTranslation('signin');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function send(event: FormEvent) {
    event.preventDefault();
    if (password.length < 6) return setError(tp('login.passwordTooShort'));
    if (password !== confirm) return setError(t('accept.mismatch'));
    setError(null);
    setBusy(true);
    try {
      await onSubmit(password);
    } catch (e) {
      setError(failure(e, tp('login.error')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={send} noValidate>
      <Flex direction="column" gap="3">
        <label>
          <Text size="2" weight="medium">
            {t('accept.password')}
          </Text>
          <TextField.Root type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} mt="1" />
        </label>
        <label>
          <Text size="2" weight="medium">
            {t('accept.confirm')}
          </Text>
          <TextField.Root type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} mt="1" />
        </label>
        {error && (
          <Notice tone="error" size="1" role="alert">
            {error}
          </Notice>
        )}
        <Button type="submit" size="3" disabled={busy}>
          {busy ? submitting : submit}
        </Button>
      </Flex>
    </form>
  );
}

/** /accept-invitation?token=: the invited colleague sets a password and is signed in (POST /api/team/invitations/accept). */
function AcceptInvitation() {
  const { t } = useTranslation('team');
  const [, navigate] = useLocation();
  const search = useSearch();
  const toast = useToast();
  const token = tokenOf(search);
  return (
    <Frame title={t('accept.title')} subtitle={t('accept.subtitle')}>
      {token ? (
        <PasswordFields
          submit={t('accept.submit')}
          submitting={t('accept.submitting')}
          onSubmit={async (password) => {
            const answer = await api<{ token: string }>('/api/team/invitations/accept', { body: { token, password }, token: null });
            tokens.setBusiness(answer.token);
            toast({ title: t('accept.welcome'), variant: 'success' });
            navigate(await postLoginPath(''), { replace: true });
          }}
        />
      ) : (
        <Notice tone="error">{t('accept.noToken')}</Notice>
      )}
    </Frame>
  );
}

/** /forgot-password: asks for a reset link; the answer is the same whether the address exists or not. */
function ForgotPassword() {
  const { t } = useTranslation('team');
  const { t: tp } = useTranslation('signin');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function send(event: FormEvent) {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return setError(tp('login.invalidEmail'));
    setError(null);
    setBusy(true);
    try {
      await api('/api/auth/forgot-password', { body: { email: email.trim() }, token: null });
      setSent(true);
    } catch (e) {
      setError(failure(e, tp('login.error')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Frame title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {sent ? (
        <Notice tone="success" role="status" data-testid="forgot-sent">
          {t('forgot.sent')}
        </Notice>
      ) : (
        <form onSubmit={send} noValidate>
          <Flex direction="column" gap="3">
            <label>
              <Text size="2" weight="medium">
                {t('forgot.email')}
              </Text>
              <TextField.Root
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                mt="1"
                placeholder={tp('login.emailPlaceholder')}
              />
            </label>
            {error && (
              <Notice tone="error" size="1" role="alert">
                {error}
              </Notice>
            )}
            <Button type="submit" size="3" disabled={busy}>
              {busy ? t('forgot.submitting') : t('forgot.submit')}
            </Button>
          </Flex>
        </form>
      )}
      <RadixLink href="/business/login" size="2">
        {t('forgot.back')}
      </RadixLink>
    </Frame>
  );
}

/** /reset-password?token=: the new password (POST /api/auth/reset-password); every session of the user ends. */
function ResetPassword() {
  const { t } = useTranslation('team');
  const search = useSearch();
  const token = tokenOf(search);
  const [done, setDone] = useState(false);
  return (
    <Frame title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {done ? (
        <>
          <Notice tone="success" role="status" data-testid="reset-done">
            {t('reset.done')}
          </Notice>
          <Button asChild size="3">
            <a href="/business/login">{t('reset.signIn')}</a>
          </Button>
        </>
      ) : token ? (
        <PasswordFields
          submit={t('reset.submit')}
          submitting={t('reset.submitting')}
          onSubmit={async (password) => {
            await api('/api/auth/reset-password', { body: { token, password }, token: null });
            tokens.clearBusiness();
            setDone(true);
          }}
        />
      ) : (
        <Notice tone="error">{t('accept.noToken')}</Notice>
      )}
    </Frame>
  );
}

/** The page for the path: /team/accept-invitation, /team/forgot-password or /team/reset-password. */
export default function AccountLinks() {
  const [location] = useLocation();
  return location.endsWith('/accept-invitation') ? <AcceptInvitation /> : location.endsWith('/forgot-password') ? <ForgotPassword /> : <ResetPassword />;
}
