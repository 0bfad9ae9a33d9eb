import { Button, Dialog, Flex, Grid } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api';
import { Notice } from '../../../shared/components/Notice';
import { useToast } from '../../../shared/toast';
import { SaveChangesError, useAccountProduct } from '../../hooks/useAccountProduct';
import { useUploadMaxMb } from '../../hooks/usePortal';
import { refuseImageFile } from '../../image-file';
import { displayDescription, displayImagePath, displayName, originalName, type AccountProduct } from '../../products';
import { PreviewGallery } from './PreviewGallery';
import { PreviewHeader, PreviewTexts } from './PreviewTexts';

const serverMessage = (e: unknown) => (e instanceof ApiError ? e.serverMessage : undefined);

/**
 * The preview dialog (business-portal.md §2): images, category, name, description. The Edit toggle
 * enables editing the name and description and marking images for deletion (all saved together
 * by Save, all dropped by Cancel), and uploading images (applied at once). Shared catalogue images
 * are hidden from this account's list rather than deleted for everyone.
 */
export function ProductPreviewDialog({ product, onClose, onChanged }: { product: AccountProduct; onClose: () => void; onChanged: () => void }) {
  const { t, i18n } = useTranslation('portal');
  const language = i18n.resolvedLanguage;
  const toast = useToast();
  const uploadMaxMb = useUploadMaxMb();
  const { images, saveChanges, upload } = useAccountProduct(product);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(displayName(product, language));
  const [description, setDescription] = useState(displayDescription(product, language));
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  // Images marked in edit mode: deleted (or hidden) only by Save, so Cancel leaves every image.
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [selected, setSelected] = useState(0);

  const list = images.data?.images ?? [];
  const fallback = displayImagePath(product);
  const gallery = list.length ? list.map((i) => i.imagePath) : fallback ? [fallback] : [];

  function cancel() {
    setName(displayName(product, language));
    setDescription(displayDescription(product, language));
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
    // A value equal to the catalogue's own text is saved as "no custom text".
    const customName = name.trim() === originalName(product, language) ? '' : name.trim();
    const customDescription = description.trim() === displayDescription({ ...product, customDescription: null }, language).trim() ? '' : description.trim();
    try {
      await saveChanges({ customName, customDescription }, [...removed], (id) => setRemoved((now) => new Set([...now].filter((x) => x !== id))));
    } catch (e) {
      const failure = e instanceof SaveChangesError ? e : new SaveChangesError('texts', e);
      toast({
        title: t(failure.step === 'texts' ? 'products.errors.saveChanges' : 'products.errors.deleteImage'),
        description: serverMessage(failure.cause),
        variant: 'destructive',
      });
      setSaving(false);
      if (failure.step === 'images') {
        setSelected(0);
        await images.mutate();
        onChanged();
      }
      return;
    }
    toast({ title: t('products.toasts.changesSaved'), variant: 'success' });
    setRemoved(new Set());
    setSelected(0);
    setEditing(false);
    setSaving(false);
    if (removed.size) await images.mutate();
    onChanged();
  }

  async function uploadImage(file: File | undefined, input: HTMLInputElement) {
    if (!file || !product.originalProductId) return;
    const refused = refuseImageFile(file, uploadMaxMb);
    if (refused) {
      input.value = '';
      toast({ title: t('products.errors.uploadImage'), description: t(`products.imageRefused.${refused}`, { max: uploadMaxMb }), variant: 'destructive' });
      return;
    }
    setUploading(true);
    try {
      await upload(file);
      toast({ title: t('products.toasts.imageUploaded'), variant: 'success' });
      await images.mutate();
      onChanged();
    } catch (e) {
      toast({ title: t('products.errors.uploadImage'), description: serverMessage(e), variant: 'destructive' });
    } finally {
      setUploading(false);
      input.value = '';
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="760px" aria-describedby={undefined}>
        <PreviewHeader
          product={product}
          editing={editing}
          onEditing={(on) => (on ? setEditing(true) : cancel())}
          title={<Dialog.Title mb="1">{t('products.previewTitle')}</Dialog.Title>}
        />

        {product.productStatus === 'draft' && (
          <Notice tone="warning" icon={<InfoCircledIcon />} size="1" mb="3" data-testid="draft-explanation">
            {t('products.draftExplanation')}
          </Notice>
        )}

        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <PreviewGallery
            images={list}
            loading={images.isLoading}
            gallery={gallery}
            selected={selected}
            onSelect={setSelected}
            alt={displayName(product, language)}
            editing={editing}
            removed={removed}
            onToggleRemoved={toggleRemoved}
            saving={saving}
            canUpload={!!product.originalProductId}
            uploading={uploading}
            onUpload={(file, input) => void uploadImage(file, input)}
          />
          <PreviewTexts product={product} editing={editing} name={name} description={description} onName={setName} onDescription={setDescription} />
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
