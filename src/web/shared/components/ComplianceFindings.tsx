import { Badge, Box, Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api';

/** A compliance finding as the API answers it (ai module's ComplianceFinding, plus `field` on products). */
export interface Finding {
  category: string;
  text: string;
  explanation: string;
  suggestion: string;
  field?: string;
  source?: 'rules' | 'model';
}

const CONFIRMATION_CODE = 'compliance_confirmation_required';

/** The findings of a 409 "confirm to save a prescription-only medicine" answer; null for any other error. */
export function confirmationFindings(error: unknown): Finding[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { code?: unknown; findings?: unknown } | undefined;
  return body?.code === CONFIRMATION_CODE && Array.isArray(body.findings) ? (body.findings as Finding[]) : null;
}

function FieldLabel({ field }: { field: string }) {
  const { t } = useTranslation('compliance');
  const post = /^examplePosts\.(\d+)$/.exec(field);
  const label = post
    ? t('fields.examplePost', { n: Number(post[1]) + 1 })
    : ['name', 'description', 'nameEl', 'descriptionEl'].includes(field)
      ? t(`fields.${field}`)
      : field;
  return (
    <Text size="1" color="gray">
      {label}
    </Text>
  );
}

/**
 * The compliance findings of a text: each with its category, the words as written, why they break
 * the rules and a compliant wording to use instead. As a confirmation (a prescription-only
 * medicine named), it asks whether to save anyway.
 */
export function ComplianceFindings({
  findings,
  confirm,
  onConfirm,
  onEdit,
  confirmLabel,
  busy = false,
}: {
  findings: Finding[];
  /** Ask to save anyway (a prescription-only medicine is named). */
  confirm?: boolean;
  onConfirm?: () => void;
  onEdit?: () => void;
  confirmLabel?: string;
  busy?: boolean;
}) {
  const { t } = useTranslation('compliance');
  if (!findings.length) return null;
  return (
    <Callout.Root
      color={confirm ? 'red' : 'amber'}
      size="1"
      role={confirm ? 'alertdialog' : 'status'}
      aria-label={confirm ? t('prescriptionTitle') : t('warningsTitle', { count: findings.length })}
      data-testid="compliance-findings"
    >
      <Callout.Icon>{confirm ? <ExclamationTriangleIcon /> : <InfoCircledIcon />}</Callout.Icon>
      <Box style={{ minWidth: 0 }}>
        <Text as="div" size="2" weight="bold">
          {confirm ? t('prescriptionTitle') : t('warningsTitle', { count: findings.length })}
        </Text>
        <Text as="p" size="1" mb="2">
          {confirm ? t('prescriptionBody') : t('warningsBody')}
        </Text>
        <Flex direction="column" gap="2" asChild>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {findings.map((f, i) => (
              <li key={`${f.field ?? ''}-${f.category}-${i}`}>
                <Flex gap="2" align="center" wrap="wrap">
                  <Badge color={f.category === 'prescription_medicine' ? 'red' : 'amber'} variant="soft">
                    {t(`categories.${f.category}`, { defaultValue: f.category })}
                  </Badge>
                  <Text size="2" weight="medium">
                    {t('found', { text: f.text })}
                  </Text>
                  {f.field && <FieldLabel field={f.field} />}
                  {f.source === 'model' && (
                    <Text size="1" color="gray">
                      {t('source.model')}
                    </Text>
                  )}
                </Flex>
                <Text as="div" size="1" color="gray" mt="1">
                  {f.explanation}
                </Text>
                <Text as="div" size="1" mt="1">
                  {t('suggestion', { suggestion: f.suggestion })}
                </Text>
              </li>
            ))}
          </ul>
        </Flex>
        {confirm && (
          <Flex gap="2" mt="3" justify="end" wrap="wrap">
            {onEdit && (
              <Button type="button" size="1" variant="soft" color="gray" onClick={onEdit} disabled={busy}>
                {t('edit')}
              </Button>
            )}
            {onConfirm && (
              <Button type="button" size="1" color="red" onClick={onConfirm} disabled={busy}>
                {busy && <Spinner />} {confirmLabel ?? t('saveAnyway')}
              </Button>
            )}
          </Flex>
        )}
      </Box>
    </Callout.Root>
  );
}
