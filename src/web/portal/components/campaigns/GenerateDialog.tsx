import { AlertDialog, Button, Callout, Dialog, Flex, Select, Spinner, Text, TextArea } from '@radix-ui/themes';
import { InfoCircledIcon, MagicWandIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { Link } from 'wouter';
import { api, portalFetcher } from '../../../shared/api';
import { ComplianceFindings, type Finding } from '../../../shared/components/ComplianceFindings';
import { useToast } from '../../../shared/toast';
import { formatDateTime } from '../../dates';
import { displayName, type AccountProduct } from '../../products';
import { AiAllowanceLine, AI_ALLOWANCE_KEY } from '../AiAllowanceLine';
import { describeError, isNetworkError } from './messages';
import type { BulkPost } from './types';

export const ACCOUNT_PRODUCTS_KEY = '/api/v2/account-products';

interface Generated {
  content: string;
  complianceFindings: Finding[];
  accountProductId: number;
}

/**
 * The Generate button's dialog: pick one of the account's products, write a post for it
 * (POST /api/generate-post, platform instagram, the product's custom name and description), read
 * or change it, and keep it as a draft (POST /api/bulk-posts: next free day at the posting time).
 */
export function GenerateDialog({ zone, base, onClose, onSaved }: { zone?: string; base: string; onClose: () => void; onSaved: (post: BulkPost) => void }) {
  const { t, i18n } = useTranslation('campaigns');
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { data, isLoading } = useSWR<{ products: AccountProduct[] }>(ACCOUNT_PRODUCTS_KEY, portalFetcher);
  const products = data?.products ?? [];
  const [productId, setProductId] = useState<string>('');
  const [generated, setGenerated] = useState<Generated | null>(null);
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState<'generate' | 'save' | null>(null);
  const chosen = products.find((p) => String(p.id) === productId) ?? (products.length === 1 ? products[0] : undefined);

  async function generate() {
    if (!chosen) return;
    setBusy('generate');
    try {
      const answer = await api<{ post: Generated }>('/api/generate-post', {
        method: 'POST',
        body: { productId: chosen.id, platform: 'instagram', customName: chosen.customName, customDescription: chosen.customDescription },
      });
      setGenerated(answer.post);
      setContent(answer.post.content);
    } catch (error) {
      toast({ title: t('toasts.postGenerationError'), description: isNetworkError(error) ? undefined : describeError(error, t), variant: 'destructive' });
    } finally {
      setBusy(null);
      void mutate(AI_ALLOWANCE_KEY);
    }
  }

  async function save() {
    if (!chosen || !content.trim()) return;
    setBusy('save');
    try {
      const answer = await api<{ bulkPost: BulkPost }>('/api/bulk-posts', { method: 'POST', body: { productId: chosen.id, content: content.trim() } });
      toast({ title: t('toasts.postSaved'), description: t('toasts.postSavedBody', { date: formatDateTime(answer.bulkPost.scheduledDate, i18n.language, zone) }), variant: 'success' });
      onSaved(answer.bulkPost);
      onClose();
    } catch (error) {
      toast({ title: t('toasts.postSaveError'), description: describeError(error, t), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && busy === null && onClose()}>
      <Dialog.Content maxWidth="640px" aria-describedby={undefined}>
        <Dialog.Title>{t('generateDialog.title')}</Dialog.Title>
        <Text as="p" size="2" color="gray" mb="3">
          {t('generateDialog.description')}
        </Text>
        {isLoading ? (
          <Flex justify="center" p="4">
            <Spinner />
          </Flex>
        ) : products.length === 0 ? (
          <Callout.Root color="amber">
            <Callout.Icon>
              <InfoCircledIcon />
            </Callout.Icon>
            <Callout.Text>
              {t('generateDialog.noProducts')}{' '}
              <Link href={`${base}/products`}>{t('generateDialog.toProducts')}</Link>
            </Callout.Text>
          </Callout.Root>
        ) : (
          <Flex direction="column" gap="3">
            <label>
              <Text as="div" size="2" weight="medium" mb="1">
                {t('generateDialog.product')}
              </Text>
              <Flex gap="2" wrap="wrap">
                <Select.Root value={chosen ? String(chosen.id) : ''} onValueChange={(value) => { setProductId(value); setGenerated(null); }} disabled={busy !== null}>
                  <Select.Trigger placeholder={t('generateDialog.choose')} aria-label={t('generateDialog.product')} style={{ flex: 1, minWidth: 0 }} />
                  <Select.Content position="popper">
                    {products.map((p) => (
                      <Select.Item key={p.id} value={String(p.id)}>
                        {displayName(p, i18n.resolvedLanguage)}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
                <Button onClick={generate} disabled={!chosen || busy !== null}>
                  {busy === 'generate' ? <Spinner /> : <MagicWandIcon />} {generated ? t('generateDialog.again') : t('generateDialog.generate')}
                </Button>
              </Flex>
            </label>
            <AiAllowanceLine />
            {generated && (
              <>
                <label>
                  <Text as="div" size="2" weight="medium" mb="1">
                    {t('generateDialog.content')}
                  </Text>
                  <TextArea value={content} onChange={(e) => setContent(e.target.value)} rows={9} resize="vertical" name="content" />
                </label>
                {!content.trim() && (
                  <Text size="1" color="red" role="alert">
                    {t('validation.noPostContentError')}
                  </Text>
                )}
                <ComplianceFindings findings={generated.complianceFindings} />
                <Text size="1" color="gray">
                  {t('generateDialog.draftNote')}
                </Text>
              </>
            )}
          </Flex>
        )}
        <Flex gap="2" mt="4" justify="end" wrap="wrap">
          <Dialog.Close>
            <Button variant="soft" color="gray" disabled={busy !== null}>
              {t('generateDialog.close')}
            </Button>
          </Dialog.Close>
          {generated && (
            <Button onClick={save} disabled={!content.trim() || busy !== null}>
              {busy === 'save' && <Spinner />} {t('generateDialog.save')}
            </Button>
          )}
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** A yes/no question before something that cannot be undone. */
export function ConfirmDialog({ title, body, confirm, cancel, onConfirm, onCancel }: { title: string; body: string; confirm: string; cancel: string; onConfirm: () => void; onCancel: () => void }) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{body}</AlertDialog.Description>
        <Flex gap="2" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {cancel}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={onConfirm}>
              {confirm}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
