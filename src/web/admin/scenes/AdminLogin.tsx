import { Box, Button, Callout, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import * as v from 'valibot';
import { AdminLoginSchema } from '../../../modules/accounts/schema';
import { api, ApiError, tokens } from '../../shared/api';
import { useToast } from '../../shared/toast';
import { LanguageSwitcher } from '../../shared/components/LanguageSwitcher';
import { ThemeSwitcher } from '../../shared/components/ThemeSwitcher';

/** admin-area.md §2 "Admin login screen". */
export default function AdminLogin() {
  const { t } = useTranslation('admin');
  const [, navigate] = useLocation();
  const toast = useToast();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = v.safeParse(AdminLoginSchema, { username, password });
    if (!parsed.success) {
      const errors: typeof fieldErrors = {};
      for (const issue of parsed.issues) {
        const key = issue.path?.[0]?.key as 'username' | 'password';
        errors[key] ??= t(key === 'username' ? 'login.usernameRequired' : 'login.passwordRequired');
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    try {
      const answer = await api<{ success: boolean; token?: string; message?: string }>('/api/auth/login', {
        body: parsed.output,
        area: 'admin',
        token: null,
      });
      if (answer.success && answer.token) {
        tokens.setAdmin(answer.token);
        toast({ title: t('login.successTitle'), description: t('login.successBody'), variant: 'success' });
        navigate('/admin/dashboard');
      } else setError(answer.message ?? t('login.failed'));
    } catch (e) {
      if (e instanceof ApiError) setError(e.serverMessage ?? t('login.failed'));
      else setError(t('common:errors.generic'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', background: 'var(--gray-2)' }} p="4">
      <Box style={{ width: '100%', maxWidth: 400 }}>
        <Flex justify="end" gap="2" mb="3">
          <LanguageSwitcher />
          <ThemeSwitcher />
        </Flex>
        <Card size="4">
          <form onSubmit={submit} noValidate>
            <Flex direction="column" gap="4">
              <Box>
                <Heading size="6" align="center">
                  {t('login.title')}
                </Heading>
                <Text as="p" align="center" color="gray" size="2" mt="1">
                  {t('login.subtitle')}
                </Text>
              </Box>
              {error && (
                <Callout.Root color="red" role="alert">
                  <Callout.Icon>
                    <ExclamationTriangleIcon />
                  </Callout.Icon>
                  <Callout.Text>{error}</Callout.Text>
                </Callout.Root>
              )}
              <label>
                <Text as="div" size="2" weight="medium" mb="1">
                  {t('login.username')}
                </Text>
                <TextField.Root
                  name="username"
                  autoComplete="username"
                  placeholder={t('login.usernamePlaceholder')}
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                  aria-invalid={!!fieldErrors.username}
                />
                {fieldErrors.username && (
                  <Text size="1" color="red">
                    {fieldErrors.username}
                  </Text>
                )}
              </label>
              <label>
                <Text as="div" size="2" weight="medium" mb="1">
                  {t('login.password')}
                </Text>
                <TextField.Root
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  placeholder={t('login.passwordPlaceholder')}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  aria-invalid={!!fieldErrors.password}
                />
                {fieldErrors.password && (
                  <Text size="1" color="red">
                    {fieldErrors.password}
                  </Text>
                )}
              </label>
              <Button type="submit" size="3" disabled={submitting}>
                {submitting ? t('login.submitting') : t('login.submit')}
              </Button>
            </Flex>
          </form>
        </Card>
      </Box>
    </Flex>
  );
}
