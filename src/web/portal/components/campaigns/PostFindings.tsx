import { Badge, Box, Button, Callout, Flex, Text } from '@radix-ui/themes';
import { InfoCircledIcon, MagicWandIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { BulkPost } from './types';

/**
 * The compliance findings kept on the post: category, the words as written, a compliant wording,
 * and (a post whose text can change) Apply suggestion, which puts the wording in place of the words.
 */
export function PostFindings({
  findings,
  onApply,
  disabled = false,
}: {
  findings: BulkPost['complianceFindings'];
  onApply?: (finding: BulkPost['complianceFindings'][number]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('campaigns');
  const { t: tc } = useTranslation('compliance');
  if (!findings.length) return null;
  // A list under a smaller body line: more than a Notice holds.
  return (
    <Callout.Root color="amber" size="1" mt="2" role="note" data-testid="post-findings">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Box style={{ minWidth: 0 }}>
        <Text as="div" size="2" weight="bold">
          {t('card.findingsTitle', { count: findings.length })}
        </Text>
        <Text as="p" size="1" mb="1">
          {t('card.findingsBody')}
        </Text>
        <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none', display: 'grid', gap: 'var(--space-2)' }}>
          {findings.map((f, i) => (
            <li key={`${f.category}-${i}`}>
              <Flex gap="2" align="center" wrap="wrap">
                <Badge color={f.category === 'prescription_medicine' ? 'red' : 'amber'} variant="soft">
                  {tc(`categories.${f.category}`, { defaultValue: f.category })}
                </Badge>
                <Text size="2" weight="medium" style={{ overflowWrap: 'anywhere' }}>
                  {tc('found', { text: f.text })}
                </Text>
              </Flex>
              {f.suggestion && (
                <Flex gap="2" mt="1" align="center" wrap="wrap">
                  <Text as="div" size="1" style={{ overflowWrap: 'anywhere', flex: '1 1 16em' }}>
                    {tc('suggestion', { suggestion: f.suggestion })}
                  </Text>
                  {onApply && (
                    <Button size="1" variant="soft" color="amber" onClick={() => onApply(f)} disabled={disabled} data-testid="apply-suggestion">
                      <MagicWandIcon /> {t('card.applySuggestion')}
                    </Button>
                  )}
                </Flex>
              )}
            </li>
          ))}
        </ul>
      </Box>
    </Callout.Root>
  );
}
