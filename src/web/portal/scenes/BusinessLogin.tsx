import { Box, Button, Callout, Card, Checkbox, Flex, Grid, Heading, Link as RadixLink, Text, TextField } from '@radix-ui/themes';
import { ClockIcon, ExclamationTriangleIcon, InfoCircledIcon, LayersIcon, MagicWandIcon, MixerHorizontalIcon } from '@radix-ui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import * as v from 'valibot';
import { BusinessLoginSchema } from '../../../modules/accounts/schema';
import { api, ApiError, tokens } from '../../shared/api';
import { useToast } from '../../shared/toast';
import { LanguageSwitcher } from '../../shared/components/LanguageSwitcher';
import { ThemeSwitcher } from '../../shared/components/ThemeSwitcher';
import { postLoginPath } from '../redirect';

const features = [
  { key: 'automated', icon: <MagicWandIcon width={20} height={20} /> },
  { key: 'platforms', icon: <LayersIcon width={20} height={20} /> },
  { key: 'customizable', icon: <MixerHorizontalIcon width={20} height={20} /> },
  { key: 'timeSaving', icon: <ClockIcon width={20} height={20} /> },
] as const;

/** business-portal.md §2 "Login page": the form beside a marketing panel with four features. */
export default function BusinessLogin() {
  const { t } = useTranslation('portal');
  const [, navigate] = useLocation();
  const search = useSearch();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = v.safeParse(BusinessLoginSchema, { email, password });
    if (!parsed.success) {
      const errors: typeof fieldErrors = {};
      for (const issue of parsed.issues) {
        const key = issue.path?.[0]?.key as 'email' | 'password';
        errors[key] ??= t(key === 'email' ? 'login.invalidEmail' : 'login.passwordTooShort');
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    try {
      const answer = await api<{ success: boolean; token?: string; message?: string }>('/api/business/login', {
        body: { ...parsed.output, remember },
        token: null,
      });
      if (!answer.success || !answer.token) {
        setError(answer.message ?? t('login.failed'));
        return;
      }
      tokens.setBusiness(answer.token, remember);
      toast({ title: t('login.successTitle'), description: t('login.successBody'), variant: 'success' });
      navigate(await postLoginPath(search), { replace: true });
    } catch (e) {
      if (e instanceof ApiError) setError(e.serverMessage ?? t('login.failed'));
      else setError(t('login.error'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Grid columns={{ initial: '1', md: '2' }} style={{ minHeight: '100vh' }}>
      <Flex direction="column" p={{ initial: '4', sm: '6' }} justify="center" align="center">
        <Box style={{ width: '100%', maxWidth: 420 }}>
          <Flex justify="end" gap="2" mb="4">
            <LanguageSwitcher />
            <ThemeSwitcher />
          </Flex>
          <Card size="4">
            <form onSubmit={submit} noValidate>
              <Flex direction="column" gap="4">
                <Box>
                  <Heading size="6">{t('login.title')}</Heading>
                  <Text as="p" color="gray" size="2" mt="1">
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
                    {t('login.email')}
                  </Text>
                  <TextField.Root
                    name="email"
                    type="email"
                    autoComplete="email"
                    placeholder={t('login.emailPlaceholder')}
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                    aria-invalid={!!fieldErrors.email}
                  />
                  {fieldErrors.email && (
                    <Text size="1" color="red">
                      {fieldErrors.email}
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
                <Flex justify="between" align="center">
                  <Text as="label" size="2">
                    <Flex gap="2" align="center">
                      <Checkbox checked={remember} onCheckedChange={(c) => setRemember(c === true)} />
                      {t('login.rememberMe')}
                    </Flex>
                  </Text>
                  <RadixLink size="2" href="#" onClick={(e) => (e.preventDefault(), setForgotOpen((o) => !o))}>
                    {t('login.forgotPassword')}
                  </RadixLink>
                </Flex>
                {forgotOpen && (
                  <Callout.Root color="blue" size="1">
                    <Callout.Icon>
                      <InfoCircledIcon />
                    </Callout.Icon>
                    <Callout.Text>{t('login.forgotPasswordHelp')}</Callout.Text>
                  </Callout.Root>
                )}
                <Button type="submit" size="3" disabled={submitting}>
                  {submitting ? t('login.submitting') : t('login.submit')}
                </Button>
                <Text size="2" color="gray" align="center">
                  {t('login.noAccount')}
                </Text>
              </Flex>
            </form>
          </Card>
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
