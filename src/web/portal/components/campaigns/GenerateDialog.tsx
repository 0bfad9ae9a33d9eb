import { Button, Dialog, Flex, Select, Spinner, Text, TextArea } from '@radix-ui/themes';
import { InfoCircledIcon, MagicWandIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ComplianceFindings } from '../../../shared/components/ComplianceFindings';
import { Notice } from '../../../shared/components/Notice';
import { useToast } from '../../../shared/toast';
import { formatDateTime } from '../../dates';
import { useAccountProducts } from '../../hooks/useAccountProducts';
import type { GeneratedPost, usePostCalls } from '../../hooks/useCampaigns';
import { displayName } from '../../products';
import { AiAllowanceLine } from '../AiAllowanceLine';
import { DemoWriterNotice } from '../DemoWriterNotice';
import { describeError, isNetworkError } from './messages';

type Calls = Pick<ReturnType<typeof usePostCalls>['calls'], 'writePost' | 'savePost'>;

/**
 * The Generate button's dialog: pick one of the account's products, write a post for it
 * (POST /api/generate-post, platform instagram, the product's custom name and description), read
 * or change it, and keep it as a draft (POST /api/bulk-posts: next free day at the posting time).
 */
export function GenerateDialog({
  zone,
  base,
  calls,
  onClose,
  onSaved,
  at,
}: {
  zone?: string;
  /** The instant to keep the post at (the calendar's empty day); the next free day when absent. */
  at?: Date;
  base: string;
  calls: Calls;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation('campaigns');
  const toast = useToast();
  const { data, isLoading } = useAccountProducts();
  const products = data?.products ?? [];
  const [productId, setProductId] = useState<string>('');
  const [generated, setGenerated] = useState<GeneratedPost | null>(null);
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState<'generate' | 'save' | null>(null);
  // "Write another" asks for the next variant: a random start (the server takes 0-1000), then one more each time.
  const [variant, setVariant] = useState(() => Math.floor(Math.random() * 900));
  const chosen = products.find((p) => String(p.id) === productId) ?? (products.length === 1 ? products[0] : undefined);

  async function generate() {
    if (!chosen) return;
    setBusy('generate');
    try {
      const post = await calls.writePost(chosen, variant % 1001);
      setVariant((n) => n + 1);
      setGenerated(post);
      setContent(post.content);
    } catch (error) {
      toast({ title: t('toasts.postGenerationError'), description: isNetworkError(error) ? undefined : describeError(error, t), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }

  async function save() {
    if (!chosen || !content.trim()) return;
    setBusy('save');
    try {
      const post = await calls.savePost(chosen.id, content.trim(), at);
      toast({
        title: t('toasts.postSaved'),
        description: t('toasts.postSavedBody', { date: formatDateTime(post.scheduledDate, i18n.language, zone) }),
        variant: 'success',
      });
      onSaved();
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
          {at ? t('generateDialog.descriptionFor', { date: formatDateTime(at, i18n.language, zone) }) : t('generateDialog.description')}
        </Text>
        {isLoading ? (
          <Flex justify="center" p="4">
            <Spinner />
          </Flex>
        ) : products.length === 0 ? (
          <Notice tone="warning" icon={<InfoCircledIcon />}>
            {t('generateDialog.noProducts')} <Link href={`${base}/products`}>{t('generateDialog.toProducts')}</Link>
          </Notice>
        ) : (
          <Flex direction="column" gap="3">
            <label>
              <Text as="div" size="2" weight="medium" mb="1">
                {t('generateDialog.product')}
              </Text>
              <Flex gap="2" wrap="wrap">
                <Select.Root
                  value={chosen ? String(chosen.id) : ''}
                  onValueChange={(value) => {
                    setProductId(value);
                    setGenerated(null);
                  }}
                  disabled={busy !== null}
                >
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
            <DemoWriterNotice />
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
