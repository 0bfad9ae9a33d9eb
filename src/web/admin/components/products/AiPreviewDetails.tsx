import { Badge, Flex, Text, TextArea } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { ComplianceFindings, type Finding } from '../../../shared/components/ComplianceFindings';
import { Notice } from '../../../shared/components/Notice';
import type { ProductPreview } from '../../../shared/hooks/useProductPreview';

export type PreviewSummary = Pick<ProductPreview, 'family' | 'familyConfident' | 'descriptionNote' | 'descriptions' | 'nameFindings'>;

export interface AiPreviewDetailsProps {
  preview: PreviewSummary | null;
  /** The findings show here until the server asks to confirm them. */
  showFindings: boolean;
  description: string;
  descriptionEl: string;
  onDescription: (text: string) => void;
  onDescriptionEl: (text: string) => void;
}

/** The product's type (and a note when the name did not tell it), its compliance findings and both descriptions, editable. */
export function AiPreviewDetails({ preview, showFindings, description, descriptionEl, onDescription, onDescriptionEl }: AiPreviewDetailsProps) {
  const { t } = useTranslation('admin');
  const findings: Finding[] = [
    ...(preview?.nameFindings ?? []).map((f) => ({ ...f, field: 'name' })),
    ...(preview?.descriptions.en.findings ?? []).map((f) => ({ ...f, field: 'description' })),
    ...(preview?.descriptions.el.findings ?? []).map((f) => ({ ...f, field: 'descriptionEl' })),
  ];
  return (
    <>
      {preview?.family && (
        <Flex align="center" gap="2">
          <Badge color={preview.familyConfident ? 'iris' : 'gray'} variant="soft" data-testid="product-family">
            {t('compliance:familyLabel', { family: t(`compliance:families.${preview.family}`, { defaultValue: preview.family }) })}
          </Badge>
        </Flex>
      )}
      {preview?.descriptionNote && (
        <Notice tone="warning" icon={<InfoCircledIcon />} size="1" role="status">
          <strong>{t('compliance:unsureTitle')}.</strong> {preview.descriptionNote}
        </Notice>
      )}
      {showFindings && <ComplianceFindings findings={findings} />}
      <label>
        <Text as="div" size="2" weight="medium" mb="1">
          {t('products.form.description')}
        </Text>
        <TextArea name="aiDescription" value={description} onChange={(e) => onDescription(e.target.value)} style={{ minHeight: 100 }} />
      </label>
      <label>
        <Text as="div" size="2" weight="medium" mb="1">
          {t('products.form.descriptionEl')}
        </Text>
        <TextArea name="aiDescriptionEl" lang="el" value={descriptionEl} onChange={(e) => onDescriptionEl(e.target.value)} style={{ minHeight: 100 }} />
      </label>
    </>
  );
}
