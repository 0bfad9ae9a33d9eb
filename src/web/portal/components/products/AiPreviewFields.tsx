import { Flex, Text, TextArea } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { ComplianceFindings, type Finding } from '../../../shared/components/ComplianceFindings';
import { Notice } from '../../../shared/components/Notice';
import type { ProductPreview } from '../../../shared/hooks/useProductPreview';
import { AiImagePicker } from './AiImagePicker';

export interface AiPreviewFieldsProps {
  preview: ProductPreview;
  /** Shown from the second preview on: a new one starts with the top images again. */
  generation: number;
  description: string;
  otherDescription: string;
  onDescription: (text: string) => void;
  onOtherDescription: (text: string) => void;
  selected: ReadonlySet<string>;
  onToggle: (url: string) => void;
  /** The findings show here until the server asks to confirm them (then the dialog shows them with the question). */
  showFindings: boolean;
}

/** What the AI wrote and found: notes, compliance findings, both descriptions (editable) and the ranked images. */
export function AiPreviewFields(props: AiPreviewFieldsProps) {
  const { t, i18n } = useTranslation('portal');
  const { preview } = props;
  const greek = i18n.resolvedLanguage === 'el';
  const otherLabel = t(greek ? 'ai.descriptionInEnglish' : 'ai.descriptionInGreek');
  const findings: Finding[] = [
    ...(preview.nameFindings ?? []).map((f) => ({ ...f, field: 'name' })),
    ...preview.descriptions.en.findings.map((f) => ({ ...f, field: 'description' })),
    ...preview.descriptions.el.findings.map((f) => ({ ...f, field: 'descriptionEl' })),
  ];
  return (
    <Flex direction="column" gap="3" mt="4">
      {preview.provider === 'offline' && (
        <Notice tone="info" size="1" variant="surface">
          {t('ai.offlineNote')}
        </Notice>
      )}
      {preview.descriptionNote && (
        <Notice tone="warning" icon={<InfoCircledIcon />} size="1" role="status">
          <strong>{t('compliance:unsureTitle')}.</strong> {preview.descriptionNote}
        </Notice>
      )}
      {props.showFindings && <ComplianceFindings findings={findings} />}
      <label>
        <Text as="div" size="2" weight="medium" mb="1">
          {t('ai.descriptionLabel')}
        </Text>
        <TextArea
          value={props.description}
          onChange={(e) => props.onDescription(e.target.value)}
          rows={5}
          maxLength={5000}
          aria-label={t('ai.descriptionLabel')}
        />
      </label>
      <label>
        <Text as="div" size="2" weight="medium" mb="1">
          {otherLabel}
        </Text>
        <TextArea
          lang={greek ? 'en' : 'el'}
          value={props.otherDescription}
          onChange={(e) => props.onOtherDescription(e.target.value)}
          rows={4}
          maxLength={5000}
          aria-label={otherLabel}
        />
      </label>
      <AiImagePicker key={props.generation} images={[...preview.topImages, ...preview.remainingImages]} selected={props.selected} onToggle={props.onToggle} />
      <Notice tone="warning" size="1">
        {t('ai.permissionWarning')}
      </Notice>
    </Flex>
  );
}
