import { Box, Button, Callout, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useState, type FormEvent, type ReactNode } from 'react';
import * as v from 'valibot';
import { ApiError } from '../api';

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
            <Callout.Root color="red" role="alert">
              <Callout.Icon>
                <ExclamationTriangleIcon />
              </Callout.Icon>
              <Callout.Text>{error}</Callout.Text>
            </Callout.Root>
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
