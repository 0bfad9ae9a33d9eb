import { AlertDialog, Box, Button, Callout, Card, Flex, Select, Spinner, Text, TextField } from '@radix-ui/themes';
import { CheckCircledIcon, CrossCircledIcon, ExclamationTriangleIcon, InfoCircledIcon, TrashIcon } from '@radix-ui/react-icons';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useLocation } from 'wouter';
import { api, ApiError, tokens } from '../../shared/api';
import { FacebookDemoNotice } from '../../shared/components/FacebookDemoNotice';
import { useSession } from '../../shared/hooks/useSession';
import { useToast } from '../../shared/toast';
import { PortalGuard } from '../components/PortalGuard';
import { PortalLayout } from '../components/PortalLayout';
import { useFacebookConfig } from '../hooks/useFacebook';

type Platform = 'facebook' | 'instagram';

/** Why the deletion failed: the server's message in the UI language (it sends each message's key), else the spec's fallback. */
function failureText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return t('deletePost.errors.unauthorized');
  return (error instanceof ApiError ? error.serverMessage : undefined) || t('deletePost.failed');
}

function Field({ label, htmlFor, error, children }: { label: string; htmlFor: string; error?: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="label" htmlFor={htmlFor} size="2" weight="medium">
        {label}
      </Text>
      <Box mt="1">{children}</Box>
      {error && (
        <Text as="div" size="1" color="red" mt="1" role="alert">
          {error}
        </Text>
      )}
    </Box>
  );
}

function DeletePostForm() {
  const { t } = useTranslation('portal');
  const toast = useToast();
  const config = useFacebookConfig();
  const [platform, setPlatform] = useState<Platform | ''>('');
  const [postId, setPostId] = useState('');
  const [errors, setErrors] = useState<{ platform?: string; postId?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  // business-portal.md §5: the post id is trimmed and required, the platform required.
  function validate(): { platform: Platform; postId: string } | null {
    const next: typeof errors = {};
    if (!postId.trim()) next.postId = t('deletePost.errors.postIdRequired');
    if (!platform) next.platform = t('deletePost.errors.platformRequired');
    setErrors(next);
    return next.postId || next.platform ? null : { platform: platform as Platform, postId: postId.trim() };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    if (validate()) setConfirming(true);
  }

  async function remove() {
    const input = validate();
    if (!input) return;
    setDeleting(true);
    try {
      await api('/api/social-media/delete', { method: 'DELETE', body: input });
      const text = t('deletePost.success', { platform: input.platform === 'instagram' ? 'Instagram' : 'Facebook' });
      setResult({ ok: true, text });
      toast({ title: text, variant: 'success' });
      setPostId('');
    } catch (e) {
      const text = failureText(t, e);
      setResult({ ok: false, text });
      toast({ title: t('deletePost.failed'), description: text, variant: 'destructive' });
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  }

  return (
    <>
      <FacebookDemoNotice mode={config.data?.mode} />
      <Card size="3" style={{ maxWidth: 640 }}>
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="4">
            <Field label={t('deletePost.platform')} htmlFor="delete-platform" error={errors.platform}>
              <Select.Root value={platform} onValueChange={(value) => setPlatform(value as Platform)} name="platform">
                <Select.Trigger id="delete-platform" placeholder={t('deletePost.platformPlaceholder')} aria-label={t('deletePost.platform')} aria-invalid={!!errors.platform} style={{ width: '100%' }} />
                <Select.Content>
                  <Select.Item value="facebook">Facebook</Select.Item>
                  <Select.Item value="instagram">Instagram</Select.Item>
                </Select.Content>
              </Select.Root>
            </Field>
            <Field label={t('deletePost.postId')} htmlFor="delete-post-id" error={errors.postId}>
              <TextField.Root
                id="delete-post-id"
                name="postId"
                value={postId}
                onChange={(e) => setPostId(e.target.value)}
                placeholder={t('deletePost.postIdPlaceholder')}
                autoComplete="off"
                aria-invalid={!!errors.postId}
              />
            </Field>

            <Callout.Root color="red" size="1">
              <Callout.Icon>
                <ExclamationTriangleIcon />
              </Callout.Icon>
              <Callout.Text>{t('deletePost.irreversible')}</Callout.Text>
            </Callout.Root>
            <Callout.Root color="gray" size="1" variant="surface">
              <Callout.Icon>
                <InfoCircledIcon />
              </Callout.Icon>
              <Callout.Text>
                {t('deletePost.helpIds')} {t('deletePost.helpInstagram')}
              </Callout.Text>
            </Callout.Root>

            {result && (
              <Callout.Root color={result.ok ? 'green' : 'red'} role={result.ok ? 'status' : 'alert'} data-testid="delete-result">
                <Callout.Icon>{result.ok ? <CheckCircledIcon /> : <CrossCircledIcon />}</Callout.Icon>
                <Callout.Text style={{ overflowWrap: 'anywhere' }}>{result.text}</Callout.Text>
              </Callout.Root>
            )}

            <Flex justify="end">
              <Button type="submit" color="red" size="3" disabled={deleting}>
                <TrashIcon /> {t('deletePost.delete')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Card>

      <AlertDialog.Root open={confirming} onOpenChange={(open) => !deleting && setConfirming(open)}>
        <AlertDialog.Content maxWidth="440px">
          <AlertDialog.Title>{t('deletePost.confirmTitle')}</AlertDialog.Title>
          <AlertDialog.Description size="2" style={{ overflowWrap: 'anywhere' }}>
            {t('deletePost.confirmBody', { id: postId.trim(), platform: platform === 'instagram' ? 'Instagram' : 'Facebook' })}
          </AlertDialog.Description>
          <Flex gap="3" justify="end" mt="4" wrap="wrap">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray" disabled={deleting}>
                {t('common.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button color="red" onClick={() => void remove()} disabled={deleting}>
              {deleting ? t('deletePost.deleting') : t('deletePost.confirm')}
            </Button>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </>
  );
}

/**
 * business-portal.md §6: the page verifies the token and allows only business_admin; other roles
 * (an admin viewing an account included), a failed check or no token go to /business/login.
 */
function BusinessAdminOnly({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const hasToken = !!tokens.forArea('portal');
  const session = useSession('portal', 'any');
  const allowed = hasToken && session.status === 'signed-in' && session.user.role === 'business_admin';
  useEffect(() => {
    if (!hasToken || (session.status !== 'checking' && !allowed)) navigate('/business/login', { replace: true });
  }, [hasToken, session.status, allowed]);
  if (!allowed) {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        <Spinner size="3" />
      </Flex>
    );
  }
  return <PortalGuard>{() => children}</PortalGuard>;
}

/** Delete post (business-portal.md §2, §5, §8): deletes a published post by its id. */
export default function DeletePost() {
  const { t } = useTranslation('portal');
  return (
    <BusinessAdminOnly>
      <PortalLayout title={t('deletePost.title')}>
        <Text as="p" color="gray" size="2" mb="4" style={{ maxWidth: 640 }}>
          {t('deletePost.intro')}
        </Text>
        <DeletePostForm />
      </PortalLayout>
    </BusinessAdminOnly>
  );
}
