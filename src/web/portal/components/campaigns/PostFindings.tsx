import { Badge, Box, Callout, Flex, Text } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { BulkPost } from './types';

/** The compliance findings kept on the post: category, the words as written, a compliant wording. */
export function PostFindings({ findings }: { findings: BulkPost['complianceFindings'] }) {
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
                <Text as="div" size="1" mt="1" style={{ overflowWrap: 'anywhere' }}>
                  {tc('suggestion', { suggestion: f.suggestion })}
                </Text>
              )}
            </li>
          ))}
        </ul>
      </Box>
    </Callout.Root>
  );
}
