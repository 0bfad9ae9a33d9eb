import { Button, Dialog, Flex, IconButton, Spinner, Text, TextField } from '@radix-ui/themes';
import { Cross2Icon, MagicWandIcon } from '@radix-ui/react-icons';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api';
import { ComplianceFindings, confirmationFindings, type Finding } from '../../../shared/components/ComplianceFindings';
import { useToast } from '../../../shared/toast';
import { CreateDraftError, useAiProductCreation } from '../../hooks/useAiProductCreation';
import { AiImageCards } from './AiImageCards';
import { AiPreviewDetails, type PreviewSummary } from './AiPreviewDetails';
import { useAiImages } from './useAiImages';

const errorText = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);

/**
 * AI product creation (admin-area.md §2, §4): a name → Generate → an editable description and the
 * top 3 ranked images; Replace takes the next best (cycling over all images when none remain); a
 * broken image is replaced after 1 s when spares exist; Create Product stores the first image
 * (POST /api/save-product-images) and saves the product Active (§4; a clinic's own stay Draft). The
 * product's type, a note when the name did not tell it, and compliance findings in the name and
 * description are shown with the preview; a prescription-only medicine asks to confirm.
 */
export function AiProductDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const ai = useAiProductCreation();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [descriptionEl, setDescriptionEl] = useState('');
  const images = useAiImages(name.trim(), ai.replaceImage);
  const [preview, setPreview] = useState<PreviewSummary | null>(null);
  const [creating, setCreating] = useState(false);
  /** Set when the server asks to confirm a prescription-only medicine; the stored image is reused. */
  const [confirming, setConfirming] = useState<{ findings: Finding[]; imageUrl: string } | null>(null);
  const { reset: resetImages } = images;

  useEffect(() => {
    if (open) return;
    setName('');
    setDescription('');
    setDescriptionEl('');
    setPreview(null);
    setConfirming(null);
    resetImages();
  }, [open, resetImages]);

  async function generate(event?: FormEvent) {
    event?.preventDefault();
    if (!name.trim()) {
      toast({ title: t('toasts.error'), description: t('products.ai.nameRequired'), variant: 'destructive' });
      return;
    }
    try {
      const answer = await ai.requestPreview(name.trim());
      if (!answer) return;
      // The catalogue keeps both languages: the English description and the Greek one, each editable.
      setDescription(answer.descriptions.en.text);
      setDescriptionEl(answer.descriptions.el.text);
      images.load(answer);
      setPreview({
        family: answer.family,
        familyConfident: answer.familyConfident,
        descriptionNote: answer.descriptionNote,
        descriptions: answer.descriptions,
        nameFindings: answer.nameFindings,
      });
      setConfirming(null);
      toast({
        title: t('products.ai.generated'),
        description: t('products.ai.generatedBody', { shown: answer.topImages.length, found: answer.totalFound, valid: answer.totalValid }),
        variant: 'success',
      });
    } catch (error) {
      toast({ title: t('products.ai.previewFailed'), description: errorText(error) ?? ((error as Error).message || undefined), variant: 'destructive' });
    }
  }

  /** Creates the draft with the first image (or, confirming, the image stored by the first try). */
  async function create(confirmed: boolean) {
    const image = confirmed ? confirming?.imageUrl : images.first();
    if (!image) {
      if (!confirmed) toast({ title: t('toasts.error'), description: t('products.ai.imageRequired'), variant: 'destructive' });
      return;
    }
    setCreating(true);
    try {
      const answer = await ai.createDraft(
        { name: name.trim(), description, descriptionEl, language: i18n.resolvedLanguage === 'el' ? 'el' : 'en' },
        image,
        confirmed,
      );
      toast({ title: t('products.ai.created'), description: t('products.ai.createdBody', { name: name.trim() }), variant: 'success' });
      const warnings = answer?.findings?.length ?? 0;
      if (warnings)
        toast({ title: t('compliance:savedWithWarnings'), description: t('compliance:savedWithWarningsBody', { count: warnings }), variant: 'warning' });
      setConfirming(null);
      onCreated();
    } catch (error) {
      const failure = error instanceof CreateDraftError ? error : new CreateDraftError('product', error);
      const findings = failure.step === 'product' ? confirmationFindings(failure.cause) : null;
      if (findings && failure.imageUrl) setConfirming({ findings, imageUrl: failure.imageUrl });
      else
        toast({
          title: t(failure.step === 'image' ? 'products.ai.saveImageFailed' : 'products.ai.createFailed'),
          description: errorText(failure.cause),
          variant: 'destructive',
        });
    } finally {
      setCreating(false);
    }
  }

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
            <Button type="submit" disabled={!name.trim() || ai.generating}>
              {ai.generating ? <Spinner /> : <MagicWandIcon />} {ai.generating ? t('products.ai.generating') : t('products.ai.generate')}
            </Button>
          </Flex>
        </form>
        {preview && (
          <Flex direction="column" gap="3" mt="4">
            <AiPreviewDetails
              preview={preview}
              showFindings={!confirming}
              description={description}
              descriptionEl={descriptionEl}
              onDescription={setDescription}
              onDescriptionEl={setDescriptionEl}
            />
            <Text size="2" weight="medium">
              {t('products.ai.images')}
            </Text>
            <AiImageCards images={images} />
            {confirming && (
              <ComplianceFindings
                findings={confirming.findings}
                confirm
                busy={creating}
                confirmLabel={t('compliance:createAnyway')}
                onConfirm={() => void create(true)}
                onEdit={() => setConfirming(null)}
              />
            )}
            <Text size="1" color="gray">
              {t('compliance:aiActiveNote')}
            </Text>
            <Flex justify="end" gap="2">
              <Button variant="soft" color="gray" onClick={onClose} disabled={creating}>
                {t('actions.cancel')}
              </Button>
              <Button onClick={() => void create(false)} disabled={creating || !!confirming}>
                {creating && <Spinner />} {t('products.ai.create')}
              </Button>
            </Flex>
          </Flex>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
