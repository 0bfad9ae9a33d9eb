import { Box, Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { lazy, Suspense, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { ApiError } from '../api';
import { useTheme } from '../theme';
import { Flag } from './Flag';
import { Notice } from './Notice';

// The language and theme menus are Radix Selects (react-select, scroll-area, remove-scroll: about
// 16 KB gzipped, a tenth of what a sign-in page downloads) that nothing needs before the form
// paints, so the sign-in pages load them after it.
// A menu that cannot load (a deploy replaced its chunk) leaves its place empty rather than taking
// the sign-in form down with it.
const noMenu = () => ({ default: () => null });
type Menu = ComponentType<Record<string, never>>;
const LanguageSwitcher = lazy<Menu>(() => import('./LanguageSwitcher').then((m) => ({ default: m.LanguageSwitcher }), noMenu));
const ThemeSwitcher = lazy<Menu>(() => import('./ThemeSwitcher').then((m) => ({ default: m.ThemeSwitcher }), noMenu));

/**
 * Until a menu arrives, a copy of its closed trigger (Radix Themes' own classes, the same value)
 * holds its place, so nothing moves when it is replaced. It is inert and hidden from assistive
 * technology: a click or a test waits for the real control rather than landing on the copy.
 */
function TriggerPlaceholder({ children }: { children: ReactNode }) {
  return (
    <button type="button" className="rt-reset rt-SelectTrigger rt-r-size-1 rt-variant-soft" aria-hidden tabIndex={-1} inert>
      <span className="rt-SelectTriggerInner">
        <span>{children}</span>
      </span>
      <svg width="9" height="9" viewBox="0 0 9 9" fill="currentcolor" aria-hidden className="rt-SelectIcon">
        <path d="M0.135232 3.15803C0.324102 2.95657 0.640521 2.94637 0.841971 3.13523L4.5 6.56464L8.158 3.13523C8.3595 2.94637 8.6759 2.95657 8.8648 3.15803C9.0536 3.35949 9.0434 3.67591 8.842 3.86477L4.84197 7.6148C4.64964 7.7951 4.35036 7.7951 4.15803 7.6148L0.158031 3.86477C-0.0434285 3.67591 -0.0536285 3.35949 0.135232 3.15803Z" />
      </svg>
    </button>
  );
}

/** The sign-in pages' language and theme menus, top right above the card. */
export function LoginSwitchers() {
  const { t, i18n } = useTranslation();
  const { choice } = useTheme();
  const language = i18n.resolvedLanguage === 'el' ? 'el' : 'en';
  return (
    <>
      <Suspense
        fallback={
          <TriggerPlaceholder>
            <Flag language={language} /> {t(`language.${language}`)}
          </TriggerPlaceholder>
        }
      >
        <LanguageSwitcher />
      </Suspense>
      <Suspense fallback={<TriggerPlaceholder>{t(`theme.${choice}`)}</TriggerPlaceholder>}>
        <ThemeSwitcher />
      </Suspense>
    </>
  );
}

type Identity = 'username' | 'email';
type LoginSchema<K extends Identity> = v.GenericSchema<unknown, { [P in K | 'password']: string }>;

/** The texts of one sign-in screen, in its own namespace. */
export interface LoginTexts {
  title: string;
  subtitle: string;
  identityLabel: string;
  identityPlaceholder: string;
  /** The field message when the identity does not pass the schema. */
  identityInvalid: string;
  passwordLabel: string;
  passwordPlaceholder: string;
  passwordInvalid: string;
  submit: string;
  submitting: string;
  /** When the server refuses without a message. */
  failed: string;
  /** When the request itself failed (network). */
  error: string;
}

/**
 * The sign-in card both areas use: an identity (admin username or business e-mail) and a password,
 * checked with the server's valibot schema before sending, field messages under the fields, the
 * server's refusal above them. `signIn` sends the checked input and answers the refusal, if any.
 */
export function LoginForm<K extends Identity>(props: {
  identity: K;
  schema: LoginSchema<K>;
  texts: LoginTexts;
  centered?: boolean;
  signIn: (input: { [P in K | 'password']: string }) => Promise<string | undefined>;
  /** Between the password and the submit button (remember me, forgot password). */
  options?: ReactNode;
  /** Below the submit button. */
  footer?: ReactNode;
}) {
  const { identity, texts } = props;
  const [values, setValues] = useState({ identity: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<{ identity?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = v.safeParse(props.schema, { [identity]: values.identity, password: values.password });
    if (!parsed.success) {
      const errors: typeof fieldErrors = {};
      for (const issue of parsed.issues) {
        if (issue.path?.[0]?.key === 'password') errors.password ??= texts.passwordInvalid;
        else errors.identity ??= texts.identityInvalid;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    try {
      const refusal = await props.signIn(parsed.output);
      if (refusal) setError(refusal);
    } catch (e) {
      if (e instanceof ApiError) setError(e.serverMessage ?? texts.failed);
      else setError(texts.error);
    } finally {
      setSubmitting(false);
    }
  }

  const align = props.centered ? 'center' : undefined;
  return (
    <Card size="4">
      <form onSubmit={submit} noValidate>
        <Flex direction="column" gap="4">
          <Box>
            <Heading size="6" align={align}>
              {texts.title}
            </Heading>
            <Text as="p" align={align} color="gray" size="2" mt="1">
              {texts.subtitle}
            </Text>
          </Box>
          {error && (
            <Notice tone="error" role="alert">
              {error}
            </Notice>
          )}
          <label>
            <Text as="div" size="2" weight="medium" mb="1">
              {texts.identityLabel}
            </Text>
            <TextField.Root
              name={identity}
              type={identity === 'email' ? 'email' : undefined}
              autoComplete={identity}
              placeholder={texts.identityPlaceholder}
              value={values.identity}
              onChange={(e) => setValues((s) => ({ ...s, identity: e.target.value }))}
              aria-invalid={!!fieldErrors.identity}
            />
            {fieldErrors.identity && (
              <Text size="1" color="red">
                {fieldErrors.identity}
              </Text>
            )}
          </label>
          <label>
            <Text as="div" size="2" weight="medium" mb="1">
              {texts.passwordLabel}
            </Text>
            <TextField.Root
              name="password"
              type="password"
              autoComplete="current-password"
              placeholder={texts.passwordPlaceholder}
              value={values.password}
              onChange={(e) => setValues((s) => ({ ...s, password: e.target.value }))}
              aria-invalid={!!fieldErrors.password}
            />
            {fieldErrors.password && (
              <Text size="1" color="red">
                {fieldErrors.password}
              </Text>
            )}
          </label>
          {props.options}
          <Button type="submit" size="3" disabled={submitting}>
            {submitting ? texts.submitting : texts.submit}
          </Button>
          {props.footer}
        </Flex>
      </form>
    </Card>
  );
}
