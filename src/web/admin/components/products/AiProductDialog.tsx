import { Badge, Box, Button, Callout, Card, Dialog, Flex, Grid, IconButton, Spinner, Text, TextArea, TextField } from '@radix-ui/themes';
import { Cross2Icon, InfoCircledIcon, MagicWandIcon, UpdateIcon } from '@radix-ui/react-icons';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../../shared/api';
import { ComplianceFindings, confirmationFindings, type Finding } from '../../../shared/components/ComplianceFindings';
import { useProductPreview, type PreviewImage as ServerPreviewImage, type ProductPreview } from '../../../shared/hooks/useProductPreview';
import { useToast } from '../../../shared/toast';

/** admin-area.md §3 "AI preview image": ranked images carry id, rank, score and reason; a replacement may carry fewer. */
export type PreviewImage = Partial<ServerPreviewImage> & { url: string };

interface ReplaceAnswer {
  success: boolean;
  replacementImage?: PreviewImage | null;
  remainingImages?: PreviewImage[];
  error?: string | null;
}

const errorText = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);

/**
 * AI product creation (admin-area.md §2, §4): a name → Generate → an editable description and the
 * top 3 ranked images; Replace takes the next best (cycling over all images when none remain); a
 * broken image is replaced after 1 s when spares exist; Create Product stores the first image
 * (POST /api/save-product-images) and saves the product as a draft until an admin reviews it. The
 * product's type, a note when the name did not tell it, and compliance findings in the name and
 * description are shown with the preview; a prescription-only medicine asks to confirm.
 */
export function AiProductDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [descriptionEl, setDescriptionEl] = useState('');
  const [images, setImages] = useState<PreviewImage[]>([]);
  const [remaining, setRemaining] = useState<PreviewImage[]>([]);
  const [allValid, setAllValid] = useState<PreviewImage[]>([]);
  const [generated, setGenerated] = useState(false);
  const { generating, requestPreview } = useProductPreview('admin');
  const [replacing, setReplacing] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [preview, setPreview] = useState<Pick<ProductPreview, 'family' | 'familyConfident' | 'descriptionNote' | 'descriptions' | 'nameFindings'> | null>(null);
  /** Set when the server asks to confirm a prescription-only medicine; the stored image is reused. */
  const [confirming, setConfirming] = useState<{ findings: Finding[]; imageUrl: string } | null>(null);
  const broken = useRef(new Set<string>());
  const timers = useRef<number[]>([]);

  useEffect(() => {
    if (open) return;
    setName('');
    setDescription('');
    setDescriptionEl('');
    setImages([]);
    setRemaining([]);
    setAllValid([]);
    setGenerated(false);
    setPreview(null);
    setConfirming(null);
    broken.current.clear();
    timers.current.forEach((id) => window.clearTimeout(id));
    timers.current = [];
  }, [open]);

  async function generate(event?: FormEvent) {
    event?.preventDefault();
    if (!name.trim()) {
      toast({ title: t('toasts.error'), description: t('products.ai.nameRequired'), variant: 'destructive' });
      return;
    }
    try {
      const answer = await requestPreview(name.trim());
      if (!answer) return;
      broken.current.clear();
      // The catalogue keeps both languages: the English description and the Greek one, each editable.
      setDescription(answer.descriptions.en.text);
      setDescriptionEl(answer.descriptions.el.text);
      setImages(answer.topImages);
      setRemaining(answer.remainingImages);
      setAllValid([...answer.topImages, ...answer.remainingImages]);
      setPreview({ family: answer.family, familyConfident: answer.familyConfident, descriptionNote: answer.descriptionNote, descriptions: answer.descriptions, nameFindings: answer.nameFindings });
      setConfirming(null);
      setGenerated(true);
      toast({ title: t('products.ai.generated'), description: t('products.ai.generatedBody', { shown: answer.topImages.length, found: answer.totalFound, valid: answer.totalValid }), variant: 'success' });
    } catch (error) {
      toast({ title: t('products.ai.previewFailed'), description: errorText(error) ?? ((error as Error).message || undefined), variant: 'destructive' });
    }
  }

  async function replace(index: number, auto = false) {
    setReplacing(index);
    try {
      const answer = await api<ReplaceAnswer>('/api/replace-product-image', {
        area: 'admin',
        body: {
          productName: name.trim(),
          imageIndex: index,
          remainingImages: remaining.filter((i) => !broken.current.has(i.url)),
          allValidImages: allValid.filter((i) => !broken.current.has(i.url)),
          currentImages: images.map((i) => i.url),
        },
      });
      if (!answer.success || !answer.replacementImage) throw new Error(answer.error ?? '');
      const replacement = answer.replacementImage;
      setImages((list) => list.map((image, i) => (i === index ? replacement : image)));
      setRemaining(answer.remainingImages ?? []);
      if (!auto) toast({ title: t('products.ai.replaced'), variant: 'success' });
    } catch (error) {
      toast({ title: t('products.ai.replaceFailed'), description: errorText(error), variant: 'destructive' });
    } finally {
      setReplacing(null);
    }
  }

  function onImageError(index: number, url: string) {
    if (broken.current.has(url)) return;
    broken.current.add(url);
    const spares = allValid.filter((i) => !broken.current.has(i.url) && !images.some((shown) => shown.url === i.url));
    if (spares.length === 0) return;
    const id = window.setTimeout(() => {
      toast({ title: t('products.ai.autoReplacing'), variant: 'info' });
      void replace(index, true);
    }, 1000);
    timers.current.push(id);
  }

  async function save(imageUrl: string, confirmed: boolean) {
    const language = i18n.resolvedLanguage === 'el' ? 'el' : 'en';
    try {
      const answer = await api<{ findings?: Finding[] }>('/api/products', {
        area: 'admin',
        // A product name is a brand, written the same in Greek.
        body: { name: name.trim(), description: description.trim(), nameEl: name.trim(), descriptionEl: descriptionEl.trim(), status: 'draft', origin: 'ai', imageUrl, language, ...(confirmed ? { confirmCompliance: true } : {}) },
      });
      toast({ title: t('products.ai.created'), description: t('products.ai.createdBody', { name: name.trim() }), variant: 'success' });
      const warnings = answer?.findings?.length ?? 0;
      if (warnings) toast({ title: t('compliance:savedWithWarnings'), description: t('compliance:savedWithWarningsBody', { count: warnings }), variant: 'warning' });
      setConfirming(null);
      onCreated();
    } catch (error) {
      const findings = confirmationFindings(error);
      if (findings) {
        setConfirming({ findings, imageUrl });
        return;
      }
      toast({ title: t('products.ai.createFailed'), description: errorText(error), variant: 'destructive' });
    }
  }

  async function create() {
    const first = images.find((i) => !broken.current.has(i.url)) ?? images[0];
    if (!first) {
      toast({ title: t('toasts.error'), description: t('products.ai.imageRequired'), variant: 'destructive' });
      return;
    }
    setCreating(true);
    try {
      let imageUrl: string;
      try {
        const saved = await api<{ success: boolean; downloadedImages?: string[]; error?: string }>('/api/save-product-images', {
          area: 'admin',
          body: { productName: name.trim(), description, selectedImages: [first] },
        });
        const path = saved.downloadedImages?.[0];
        if (!saved.success || !path) throw new Error(saved.error ?? '');
        imageUrl = path.startsWith('/uploads/') ? path : `/uploads/${path.replace(/^\/+/, '')}`;
      } catch (error) {
        toast({ title: t('products.ai.saveImageFailed'), description: errorText(error), variant: 'destructive' });
        return;
      }
      await save(imageUrl, false);
    } finally {
      setCreating(false);
    }
  }

  async function confirmCreate() {
    if (!confirming) return;
    setCreating(true);
    try {
      await save(confirming.imageUrl, true);
    } finally {
      setCreating(false);
    }
  }

  const previewFindings: Finding[] = [
    ...(preview?.nameFindings ?? []).map((f) => ({ ...f, field: 'name' })),
    ...(preview?.descriptions.en.findings ?? []).map((f) => ({ ...f, field: 'description' })),
    ...(preview?.descriptions.el.findings ?? []).map((f) => ({ ...f, field: 'descriptionEl' })),
  ];

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !creating && onClose()}>
      <Dialog.Content maxWidth="880px" aria-describedby={undefined}>
        <Flex justify="between" align="start">
          <Dialog.Title>
            <Flex align="center" gap="2">
              <MagicWandIcon /> {t('products.ai.title')}
            </Flex>
          </Dialog.Title>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label={t('common:close')}>
              <Cross2Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Text as="p" size="2" color="gray" mb="3">
          {t('products.ai.subtitle')}
        </Text>
        <form onSubmit={generate}>
          <Flex gap="2" align="end">
            <label style={{ flex: 1 }}>
              <Text as="div" size="2" weight="medium" mb="1">
                {t('products.ai.name')}
              </Text>
              <TextField.Root name="aiProductName" value={name} onChange={(e) => setName(e.target.value)} placeholder={t('products.ai.namePlaceholder')} />
            </label>
            <Button type="submit" disabled={!name.trim() || generating}>
              {generating ? <Spinner /> : <MagicWandIcon />} {generating ? t('products.ai.generating') : t('products.ai.generate')}
            </Button>
          </Flex>
        </form>
        {generated && (
          <Flex direction="column" gap="3" mt="4">
            {preview?.family && (
              <Flex align="center" gap="2">
                <Badge color={preview.familyConfident ? 'iris' : 'gray'} variant="soft" data-testid="product-family">
                  {t('compliance:familyLabel', { family: t(`compliance:families.${preview.family}`, { defaultValue: preview.family }) })}
                </Badge>
              </Flex>
            )}
            {preview?.descriptionNote && (
              <Callout.Root color="amber" size="1" role="status">
                <Callout.Icon>
                  <InfoCircledIcon />
                </Callout.Icon>
                <Callout.Text>
                  <strong>{t('compliance:unsureTitle')}.</strong> {preview.descriptionNote}
                </Callout.Text>
              </Callout.Root>
            )}
            {!confirming && <ComplianceFindings findings={previewFindings} />}
            <label>
              <Text as="div" size="2" weight="medium" mb="1">
                {t('products.form.description')}
              </Text>
              <TextArea name="aiDescription" value={description} onChange={(e) => setDescription(e.target.value)} style={{ minHeight: 100 }} />
            </label>
            <label>
              <Text as="div" size="2" weight="medium" mb="1">
                {t('products.form.descriptionEl')}
              </Text>
              <TextArea name="aiDescriptionEl" lang="el" value={descriptionEl} onChange={(e) => setDescriptionEl(e.target.value)} style={{ minHeight: 100 }} />
            </label>
            <Text size="2" weight="medium">
              {t('products.ai.images')}
            </Text>
            {images.length === 0 ? (
              <Text size="2" color="gray">
                {t('products.ai.noImages')}
              </Text>
            ) : (
              <Grid columns={{ initial: '1', sm: '3' }} gap="3">
                {images.map((image, index) => (
                  <Card key={`${index}-${image.url}`} data-testid="ai-image-card">
                    <Box style={{ position: 'relative', aspectRatio: '4 / 5', background: 'var(--gray-3)', borderRadius: 'var(--radius-2)', overflow: 'hidden' }}>
                      <img src={image.url} alt={image.description ?? ''} onError={() => onImageError(index, image.url)} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                      {index === 0 && (
                        <Badge style={{ position: 'absolute', top: 8, left: 8 }} color="iris" variant="solid">
                          {t('products.ai.mainImage')}
                        </Badge>
                      )}
                    </Box>
                    <Flex justify="between" align="center" mt="2">
                      <Badge color={(image.score ?? 0) >= 70 ? 'green' : (image.score ?? 0) >= 40 ? 'amber' : 'gray'}>{t('products.ai.score', { score: image.score ?? 0 })}</Badge>
                      <Button size="1" variant="soft" onClick={() => replace(index)} disabled={replacing !== null}>
                        {replacing === index ? <Spinner /> : <UpdateIcon />} {t('products.ai.replace')}
                      </Button>
                    </Flex>
                    {image.reason && (
                      <Text as="p" size="1" color="gray" mt="2">
                        {image.reason}
                      </Text>
                    )}
                  </Card>
                ))}
              </Grid>
            )}
            {confirming && (
              <ComplianceFindings
                findings={confirming.findings}
                confirm
                busy={creating}
                confirmLabel={t('compliance:createAnyway')}
                onConfirm={() => void confirmCreate()}
                onEdit={() => setConfirming(null)}
              />
            )}
            <Text size="1" color="gray">
              {t('compliance:draftNote')}
            </Text>
            <Flex justify="end" gap="2">
              <Button variant="soft" color="gray" onClick={onClose} disabled={creating}>
                {t('actions.cancel')}
              </Button>
              <Button onClick={create} disabled={creating || !!confirming}>
                {creating && <Spinner />} {t('products.ai.create')}
              </Button>
            </Flex>
          </Flex>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
