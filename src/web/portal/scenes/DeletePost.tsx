import { Box, Button, Card, Flex, Select, Spinner, Text, TextField } from '@radix-ui/themes';
import { CrossCircledIcon, TrashIcon } from '@radix-ui/react-icons';
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
import { Notice } from '../../shared/components/Notice';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog';

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

/** The platform a pasted link names by its host (the server reads the rest). */
function linkedPlatform(text: string): Platform | null {
  try {
    const host = new URL(text.trim()).hostname;
    return /(^|\.)instagram\.com$/i.test(host) ? 'instagram' : /(^|\.)(facebook|fb)\.com$/i.test(host) ? 'facebook' : null;
  } catch {
    return null;
  }
}

function DeletePostForm() {
  const { t } = useTranslation('portal');
  const toast = useToast();
  const config = useFacebookConfig();
  // From a post card's "Delete on its own page" link (issue 24): ?platform=&postId= fill the form.
  const [initial] = useState(() => new URLSearchParams(window.location.search));
  const [platform, setPlatform] = useState<Platform | ''>(() => {
    const given = initial.get('platform');
    return given === 'facebook' || given === 'instagram' ? given : '';
  });
  const [postId, setPostId] = useState(() => initial.get('postId') ?? '');
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
                <Select.Trigger
                  id="delete-platform"
                  placeholder={t('deletePost.platformPlaceholder')}
                  aria-label={t('deletePost.platform')}
                  aria-invalid={!!errors.platform}
                  style={{ width: '100%' }}
                />
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
                onChange={(e) => {
                  setPostId(e.target.value);
                  const linked = linkedPlatform(e.target.value);
                  if (linked) setPlatform(linked);
                }}
                placeholder={t('deletePost.postIdPlaceholder')}
                autoComplete="off"
                aria-invalid={!!errors.postId}
              />
            </Field>

            <Notice tone="error" size="1">
              {t('deletePost.irreversible')}
            </Notice>
            <Notice tone="info" size="1" variant="surface">
              {t('deletePost.helpIds')} {t('deletePost.helpInstagram')}
            </Notice>

            {result && (
              <Notice
                tone={result.ok ? 'success' : 'error'}
                icon={result.ok ? undefined : <CrossCircledIcon />}
                role={result.ok ? 'status' : 'alert'}
                data-testid="delete-result"
              >
                {result.text}
              </Notice>
            )}

            <Flex justify="end">
              <Button type="submit" color="red" size="3" disabled={deleting}>
                <TrashIcon /> {t('deletePost.delete')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Card>

      <ConfirmDialog
        open={confirming}
        title={t('deletePost.confirmTitle')}
        text={t('deletePost.confirmBody', { id: postId.trim(), platform: platform === 'instagram' ? 'Instagram' : 'Facebook' })}
        confirmLabel={t('deletePost.confirm')}
        cancelLabel={t('common.cancel')}
        busy={deleting}
        busyLabel={t('deletePost.deleting')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
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
  }, [hasToken, session.status, allowed, navigate]);
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
