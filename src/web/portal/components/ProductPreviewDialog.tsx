import { Badge, Box, Button, Callout, Dialog, Flex, Grid, Heading, IconButton, Spinner, Switch, Text, TextArea, TextField, Tooltip } from '@radix-ui/themes';
import { Cross2Icon, InfoCircledIcon, ResetIcon, UploadIcon } from '@radix-ui/react-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { api, ApiError, portalFetcher } from '../../shared/api';
import { useToast } from '../../shared/toast';
import { formatDate } from '../dates';
import { displayCategory, displayDescription, displayImagePath, displayName, originalName, imageSrc, type AccountProduct, type ProductImage as Image } from '../products';
import { ProductImage } from './ProductImage';

/**
 * The preview dialog (business-portal.md §2): images, category, name, description. The Edit toggle
 * enables editing the name and description and marking images for deletion (all saved together
 * by Save, all dropped by Cancel), and uploading images (applied at once). Shared catalogue images
 * are hidden from this account's list rather than deleted for everyone.
 */
export function ProductPreviewDialog({ product, onClose, onChanged }: { product: AccountProduct; onClose: () => void; onChanged: () => void }) {
  const { t, i18n } = useTranslation('portal');
  const toast = useToast();
  const imagesKey = product.originalProductId ? `/api/product-images/${product.originalProductId}` : null;
  const images = useSWR<{ success: boolean; images: Image[] }>(imagesKey, portalFetcher);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(displayName(product, i18n.resolvedLanguage));
  const [description, setDescription] = useState(displayDescription(product, i18n.resolvedLanguage));
  const [saving, setSaving] = useState(false);
  const [busyImage, setBusyImage] = useState<'upload' | null>(null);
  // Images marked in edit mode: deleted (or hidden) only by Save, so Cancel leaves every image.
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [selected, setSelected] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);

  const list = images.data?.images ?? [];
  const fallback = displayImagePath(product);
  const gallery = list.length ? list.map((i) => i.imagePath) : fallback ? [fallback] : [];
  const main = gallery[Math.min(selected, gallery.length - 1)];

  function cancel() {
    setName(displayName(product, i18n.resolvedLanguage));
    setDescription(displayDescription(product, i18n.resolvedLanguage));
    setRemoved(new Set());
    setEditing(false);
  }

  const toggleRemoved = (id: number) =>
    setRemoved((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  async function save() {
    setSaving(true);
    try {
      // A value equal to the catalogue's own text is saved as "no custom text".
      const customName = name.trim() === originalName(product, i18n.resolvedLanguage) ? '' : name.trim();
      const customDescription = description.trim() === displayDescription({ ...product, customDescription: null }, i18n.resolvedLanguage).trim() ? '' : description.trim();
      await api(`/api/v2/account-products/${product.id}`, { method: 'PATCH', body: { customName, customDescription } });
    } catch (e) {
      toast({ title: t('products.errors.saveChanges'), description: e instanceof ApiError ? e.serverMessage : undefined, variant: 'destructive' });
      setSaving(false);
      return;
    }
    // One at a time, each unmarked once done: after a failure the marks left are the images still there.
    for (const id of removed) {
      try {
        await api(`/api/product-images/${id}`, { method: 'DELETE' });
        setRemoved((now) => new Set([...now].filter((x) => x !== id)));
      } catch (e) {
        toast({ title: t('products.errors.deleteImage'), description: e instanceof ApiError ? e.serverMessage : undefined, variant: 'destructive' });
        setSaving(false);
        setSelected(0);
        await images.mutate();
        onChanged();
        return;
      }
    }
    toast({ title: t('products.toasts.changesSaved'), variant: 'success' });
    setRemoved(new Set());
    setSelected(0);
    setEditing(false);
    setSaving(false);
    if (removed.size) await images.mutate();
    onChanged();
  }

  async function upload(file: File | undefined) {
    if (!file || !product.originalProductId) return;
    setBusyImage('upload');
    try {
      const body = new FormData();
      body.append('image', file);
      await api(`/api/products/${product.originalProductId}/images`, { method: 'POST', body });
      toast({ title: t('products.toasts.imageUploaded'), variant: 'success' });
      await images.mutate();
      onChanged();
    } catch (e) {
      toast({ title: t('products.errors.uploadImage'), description: e instanceof ApiError ? e.serverMessage : undefined, variant: 'destructive' });
    } finally {
      setBusyImage(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="760px" aria-describedby={undefined}>
        <Flex justify="between" align="start" gap="3" mb="3">
          <Box>
            <Dialog.Title mb="1">{t('products.previewTitle')}</Dialog.Title>
            <Flex gap="2" align="center" wrap="wrap">
              <Badge color={product.categoryName ? 'iris' : 'gray'} variant="soft">
                {displayCategory(product, i18n.resolvedLanguage) ?? t('products.noCategory')}
              </Badge>
              {product.productStatus === 'draft' && <Badge color="amber">{t('products.draftBadge')}</Badge>}
              <Text size="1" color="gray">
                {t('products.addedOn', { date: formatDate(product.createdAt, i18n.resolvedLanguage ?? 'en') })}
              </Text>
            </Flex>
          </Box>
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Switch checked={editing} onCheckedChange={(on) => (on ? setEditing(true) : cancel())} aria-label={t('products.edit')} />
              {t('products.edit')}
            </Flex>
          </Text>
        </Flex>

        {product.productStatus === 'draft' && (
          <Callout.Root color="amber" size="1" mb="3" data-testid="draft-explanation">
            <Callout.Icon>
              <InfoCircledIcon />
            </Callout.Icon>
            <Callout.Text>{t('products.draftExplanation')}</Callout.Text>
          </Callout.Root>
        )}

        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <Box>
            {images.isLoading ? (
              <Flex align="center" justify="center" style={{ aspectRatio: '4 / 3' }}>
                <Spinner />
              </Flex>
            ) : (
              <ProductImage key={main ?? 'none'} src={imageSrc(main)} alt={displayName(product, i18n.resolvedLanguage)} style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'contain', background: 'var(--gray-a2)', borderRadius: 'var(--radius-3)' }} />
            )}
            <Flex gap="2" mt="2" wrap="wrap" data-testid="preview-images">
              {list.map((image, index) => (
                <Box key={image.id} style={{ position: 'relative', opacity: removed.has(image.id) ? 0.4 : 1 }} data-marked={removed.has(image.id) || undefined}>
                  <button
                    type="button"
                    onClick={() => setSelected(index)}
                    aria-label={t('products.showImage', { n: index + 1 })}
                    style={{ padding: 0, border: index === selected ? '2px solid var(--accent-9)' : '2px solid transparent', borderRadius: 'var(--radius-2)', background: 'none', cursor: 'pointer' }}
                  >
                    <ProductImage src={imageSrc(image.imagePath)} alt="" style={{ width: 64, height: 64, borderRadius: 'var(--radius-2)' }} />
                  </button>
                  {editing && (
                    <Tooltip content={removed.has(image.id) ? t('products.undoRemoveImage') : image.own ? t('products.deleteImage') : t('products.hideImage')}>
                      <IconButton
                        size="1"
                        color={removed.has(image.id) ? 'gray' : 'red'}
                        variant="solid"
                        radius="full"
                        disabled={saving}
                        onClick={() => toggleRemoved(image.id)}
                        aria-label={removed.has(image.id) ? t('products.undoRemoveImageN', { n: index + 1 }) : image.own ? t('products.deleteImage') : t('products.hideImage')}
                        style={{ position: 'absolute', top: -6, right: -6 }}
                      >
                        {removed.has(image.id) ? <ResetIcon /> : <Cross2Icon />}
                      </IconButton>
                    </Tooltip>
                  )}
                </Box>
              ))}
            </Flex>
            {editing && removed.size > 0 && (
              <Text as="p" size="1" color="red" mt="2" data-testid="images-marked">
                {t('products.imagesMarked', { count: removed.size })}
              </Text>
            )}
            {editing && product.originalProductId && (
              <Box mt="3">
                <input ref={fileInput} type="file" accept="image/*" hidden data-testid="image-upload-input" onChange={(e) => upload(e.target.files?.[0])} />
                <Button variant="soft" size="2" onClick={() => fileInput.current?.click()} disabled={busyImage !== null}>
                  <UploadIcon /> {busyImage === 'upload' ? t('products.uploading') : t('products.uploadImage')}
                </Button>
                <Text as="p" size="1" color="gray" mt="2">
                  {t('products.imagesHelp')}
                </Text>
              </Box>
            )}
          </Box>
          <Flex direction="column" gap="3">
            {editing ? (
              <>
                <label>
                  <Text as="div" size="2" weight="medium" mb="1">
                    {t('products.name')}
                  </Text>
                  <TextField.Root value={name} onChange={(e) => setName(e.target.value)} maxLength={200} name="name" />
                </label>
                <label>
                  <Text as="div" size="2" weight="medium" mb="1">
                    {t('products.description')}
                  </Text>
                  <TextArea value={description} onChange={(e) => setDescription(e.target.value)} rows={10} maxLength={5000} name="description" />
                </label>
                <Text size="1" color="gray">
                  {t('products.editHelp')}
                </Text>
              </>
            ) : (
              <>
                <Heading as="h3" size="5">
                  {displayName(product, i18n.resolvedLanguage)}
                </Heading>
                <Text as="p" size="2" style={{ whiteSpace: 'pre-wrap' }}>
                  {displayDescription(product, i18n.resolvedLanguage)}
                </Text>
              </>
            )}
          </Flex>
        </Grid>

        <Flex justify="end" gap="3" mt="4">
          {editing ? (
            <>
              <Button variant="soft" color="gray" onClick={cancel} disabled={saving}>
                {t('common.cancel')}
              </Button>
              <Button onClick={save} disabled={saving}>
                {saving ? t('common.saving') : t('common.save')}
              </Button>
            </>
          ) : (
            <Dialog.Close>
              <Button variant="soft" color="gray">
                {t('common.close')}
              </Button>
            </Dialog.Close>
          )}
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
