import { Box, Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { MagicWandIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api';
import { ComplianceFindings, confirmationFindings, type Finding } from '../../../shared/components/ComplianceFindings';
import type { ProductPreview } from '../../../shared/hooks/useProductPreview';
import { useToast } from '../../../shared/toast';
import { useAiProduct } from '../../hooks/useAiProduct';
import { TOP } from './AiImagePicker';
import { AiNameField } from './AiNameField';
import { AiCategoryField, SimilarProducts } from './AiProductChoices';
import { AiPreviewFields } from './AiPreviewFields';

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
  const ai = useAiProduct();
  const greek = i18n.resolvedLanguage === 'el';
  const [name, setName] = useState('');
  const [preview, setPreview] = useState<ProductPreview | null>(null);
  const [generation, setGeneration] = useState(0);
  const [description, setDescription] = useState('');
  /** The description in the catalogue's other language (the product is saved in both). */
  const [otherDescription, setOtherDescription] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Finding[] | null>(null);
  const [categoryId, setCategoryId] = useState<number | null>(null);

  async function generate() {
    const productName = name.trim();
    if (!productName || ai.generating) {
      if (!productName) setError(t('ai.nameRequired'));
      return;
    }
    setError(null);
    try {
      const answer = await ai.preview(productName);
      if (!answer) return;
      setPreview(answer);
      setGeneration((n) => n + 1);
      setConfirming(null);
      setDescription(answer.descriptions[greek ? 'el' : 'en'].text);
      setOtherDescription(answer.descriptions[greek ? 'en' : 'el'].text);
      setSelected(new Set(answer.topImages.slice(0, TOP).map((i) => i.url)));
    } catch (e) {
      toast({ title: t('ai.errors.preview'), description: e instanceof ApiError ? e.serverMessage : (e as Error).message, variant: 'destructive' });
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
      const images = preview ? [...preview.topImages, ...preview.remainingImages] : [];
      await ai.save({
        productName: name.trim(),
        description: greek ? otherDescription : description,
        descriptionEl: greek ? description : otherDescription,
        selectedImages: images.filter((i) => selected.has(i.url)).map((i) => ({ url: i.url })),
        language: greek ? 'el' : 'en',
        categoryId,
        ...(confirmed ? { confirmCompliance: true } : {}),
      });
      toast({ title: t('products.toasts.productSaved'), description: name.trim(), variant: 'success' });
      onSaved();
      onClose();
    } catch (e) {
      const findings = confirmationFindings(e);
      if (findings) return setConfirming(findings);
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

        <AiNameField name={name} onName={setName} generating={ai.generating} onGenerate={() => void generate()} />

        {preview && (
          <SimilarProducts
            products={preview.similarProducts}
            onAdded={() => {
              onSaved();
              onClose();
            }}
          />
        )}
        {preview && <AiCategoryField value={categoryId} onChange={setCategoryId} />}
        {preview && (
          <AiPreviewFields
            preview={preview}
            generation={generation}
            description={description}
            otherDescription={otherDescription}
            onDescription={setDescription}
            onOtherDescription={setOtherDescription}
            selected={selected}
            onToggle={toggle}
            showFindings={!confirming}
          />
        )}
        {confirming && (
          <Box mt="3">
            <ComplianceFindings
              findings={confirming}
              confirm
              busy={saving}
              confirmLabel={t('compliance:saveAnyway')}
              onConfirm={() => void save(true)}
              onEdit={() => setConfirming(null)}
            />
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
