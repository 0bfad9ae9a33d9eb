import { Badge, Box, Button, Callout, Dialog, Flex, Grid, Spinner, Text, TextArea, TextField } from '@radix-ui/themes';
import { CheckIcon, ExclamationTriangleIcon, InfoCircledIcon, MagicWandIcon } from '@radix-ui/react-icons';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { api, ApiError } from '../../shared/api';
import { ComplianceFindings, confirmationFindings, type Finding } from '../../shared/components/ComplianceFindings';
import { useProductPreview, type ProductPreview } from '../../shared/hooks/useProductPreview';
import { useToast } from '../../shared/toast';
import { proxiedSrc } from '../products';
import { AiAllowanceLine, AI_ALLOWANCE_KEY } from './AiAllowanceLine';
import { ProductImage } from './ProductImage';

type Preview = ProductPreview;

const TOP = 3;

/**
 * AI product creation (business-portal.md §2, §4): a name (Enter also generates), an editable
 * description and ranked images, best first, the top 3 preselected. Clicking an image toggles it;
 * saving needs one image. Mounted only while open, so it opens cleared and closing resets it.
 * Compliance findings in the name and description show with the preview; a prescription-only
 * medicine asks to confirm before the product is saved.
 */
export function AiProductDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t, i18n } = useTranslation('portal');
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [name, setName] = useState('');
  const { generating, requestPreview } = useProductPreview();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [description, setDescription] = useState('');
  /** The description in the catalogue's other language (the product is saved in both). */
  const [otherDescription, setOtherDescription] = useState('');
  const greek = i18n.resolvedLanguage === 'el';
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Finding[] | null>(null);

  const all = preview ? [...preview.topImages, ...preview.remainingImages] : [];
  const shown = showAll ? all : all.slice(0, TOP);

  async function generate() {
    const productName = name.trim();
    if (!productName || generating) {
      if (!productName) setError(t('ai.nameRequired'));
      return;
    }
    setError(null);
    try {
      const answer = await requestPreview(productName);
      if (!answer) return;
      setPreview(answer);
      setConfirming(null);
      setDescription(answer.descriptions[greek ? 'el' : 'en'].text);
      setOtherDescription(answer.descriptions[greek ? 'en' : 'el'].text);
      setSelected(new Set(answer.topImages.slice(0, TOP).map((i) => i.url)));
      setShowAll(false);
    } catch (e) {
      toast({ title: t('ai.errors.preview'), description: e instanceof ApiError ? e.serverMessage : (e as Error).message, variant: 'destructive' });
    } finally {
      void mutate(AI_ALLOWANCE_KEY);
    }
  }

  function onNameKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void generate();
    }
  }

  function toggle(url: string) {
    setError(null);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(url)) next.delete(url);
      else next.add(url);
      return next;
    });
  }

  async function save(confirmed = false) {
    if (selected.size === 0) {
      setError(t('ai.selectImage'));
      toast({ title: t('ai.selectImage'), variant: 'warning' });
      return;
    }
    setSaving(true);
    try {
      await api('/api/save-product-images', {
        method: 'POST',
        body: {
          productName: name.trim(),
          description: greek ? otherDescription : description,
          descriptionEl: greek ? description : otherDescription,
          selectedImages: all.filter((i) => selected.has(i.url)).map((i) => ({ url: i.url })),
          language: i18n.resolvedLanguage === 'el' ? 'el' : 'en',
          ...(confirmed ? { confirmCompliance: true } : {}),
        },
      });
      toast({ title: t('products.toasts.productSaved'), description: name.trim(), variant: 'success' });
      onSaved();
      onClose();
    } catch (e) {
      const findings = confirmationFindings(e);
      if (findings) {
        setConfirming(findings);
        return;
      }
      toast({ title: t('ai.errors.save'), description: e instanceof ApiError ? e.serverMessage : undefined, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="820px">
        <Dialog.Title>
          <Flex gap="2" align="center">
            <MagicWandIcon /> {t('ai.title')}
          </Flex>
        </Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {t('ai.description')}
        </Dialog.Description>

        <Flex gap="2" align="end">
          <Box style={{ flex: 1 }}>
            <Text as="label" size="2" weight="medium" htmlFor="ai-product-name">
              {t('ai.nameLabel')}
            </Text>
            <TextField.Root id="ai-product-name" mt="1" value={name} onChange={(e) => setName(e.target.value)} onKeyDown={onNameKey} placeholder={t('ai.namePlaceholder')} maxLength={200} autoFocus />
          </Box>
          <Button onClick={generate} disabled={generating || !name.trim()}>
            {generating ? <Spinner /> : <MagicWandIcon />} {generating ? t('ai.generating') : t('ai.generate')}
          </Button>
        </Flex>
        <Box mt="2">
          <AiAllowanceLine />
        </Box>

        {preview && (
          <Flex direction="column" gap="3" mt="4">
            {preview.provider === 'offline' && (
              <Callout.Root color="gray" size="1" variant="surface">
                <Callout.Icon>
                  <InfoCircledIcon />
                </Callout.Icon>
                <Callout.Text>{t('ai.offlineNote')}</Callout.Text>
              </Callout.Root>
            )}
            {preview.descriptionNote && (
              <Callout.Root color="amber" size="1" role="status">
                <Callout.Icon>
                  <InfoCircledIcon />
                </Callout.Icon>
                <Callout.Text>
                  <strong>{t('compliance:unsureTitle')}.</strong> {preview.descriptionNote}
                </Callout.Text>
              </Callout.Root>
            )}
            {!confirming && (
              <ComplianceFindings
                findings={[
                  ...(preview.nameFindings ?? []).map((f) => ({ ...f, field: 'name' })),
                  ...preview.descriptions.en.findings.map((f) => ({ ...f, field: 'description' })),
                  ...preview.descriptions.el.findings.map((f) => ({ ...f, field: 'descriptionEl' })),
                ]}
              />
            )}
            <label>
              <Text as="div" size="2" weight="medium" mb="1">
                {t('ai.descriptionLabel')}
              </Text>
              <TextArea value={description} onChange={(e) => setDescription(e.target.value)} rows={5} maxLength={5000} aria-label={t('ai.descriptionLabel')} />
            </label>
            <label>
              <Text as="div" size="2" weight="medium" mb="1">
                {t(greek ? 'ai.descriptionInEnglish' : 'ai.descriptionInGreek')}
              </Text>
              <TextArea
                lang={greek ? 'en' : 'el'}
                value={otherDescription}
                onChange={(e) => setOtherDescription(e.target.value)}
                rows={4}
                maxLength={5000}
                aria-label={t(greek ? 'ai.descriptionInEnglish' : 'ai.descriptionInGreek')}
              />
            </label>
            <Flex justify="between" align="center" wrap="wrap" gap="2">
              <Text size="2" weight="medium">
                {t('ai.imagesLabel', { selected: selected.size, total: all.length })}
              </Text>
              {all.length > TOP && (
                <Button variant="ghost" size="1" onClick={() => setShowAll((s) => !s)}>
                  {showAll ? t('ai.showTop') : t('ai.moreImages', { count: all.length - TOP })}
                </Button>
              )}
            </Flex>
            {all.length === 0 ? (
              <Text size="2" color="gray">
                {t('ai.noImages')}
              </Text>
            ) : (
              <Grid columns={{ initial: '2', sm: '3' }} gap="3" data-testid="ai-images">
                {shown.map((image, index) => {
                  const on = selected.has(image.url);
                  return (
                    <button
                      key={`${image.id}-${image.url}`}
                      type="button"
                      aria-pressed={on}
                      aria-label={t('ai.imageLabel', { rank: index + 1 })}
                      onClick={() => toggle(image.url)}
                      title={image.reason}
                      style={{
                        position: 'relative',
                        padding: 0,
                        textAlign: 'left',
                        cursor: 'pointer',
                        background: 'var(--color-panel-solid)',
                        color: 'inherit',
                        borderRadius: 'var(--radius-3)',
                        border: on ? '3px solid var(--accent-9)' : '3px solid var(--gray-a4)',
                        overflow: 'hidden',
                      }}
                    >
                      <ProductImage src={proxiedSrc(image.url)} fallbackSrc={image.url} alt="" style={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'contain', background: 'var(--gray-a2)' }} />
                      <Badge variant="solid" color={index < TOP ? 'iris' : 'gray'} style={{ position: 'absolute', top: 6, left: 6 }}>
                        #{index + 1}
                      </Badge>
                      {on && (
                        <Flex align="center" justify="center" style={{ position: 'absolute', top: 6, right: 6, width: 24, height: 24, borderRadius: '50%', background: 'var(--accent-9)', color: 'white' }}>
                          <CheckIcon />
                        </Flex>
                      )}
                      {image.reason && (
                        <Box p="2">
                          <Text as="div" size="1" color="gray" style={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                            {image.reason}
                          </Text>
                        </Box>
                      )}
                    </button>
                  );
                })}
              </Grid>
            )}
            <Callout.Root color="amber" size="1">
              <Callout.Icon>
                <ExclamationTriangleIcon />
              </Callout.Icon>
              <Callout.Text>{t('ai.permissionWarning')}</Callout.Text>
            </Callout.Root>
          </Flex>
        )}

        {confirming && (
          <Box mt="3">
            <ComplianceFindings findings={confirming} confirm busy={saving} confirmLabel={t('compliance:saveAnyway')} onConfirm={() => void save(true)} onEdit={() => setConfirming(null)} />
          </Box>
        )}
        {error && (
          <Text as="p" size="2" color="red" mt="3" role="alert">
            {error}
          </Text>
        )}

        <Flex justify="end" gap="3" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('common.cancel')}
            </Button>
          </Dialog.Close>
          <Button onClick={() => void save()} disabled={!preview || saving || !!confirming}>
            {saving ? t('ai.saving') : t('ai.save')}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
