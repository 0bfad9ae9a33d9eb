import { Badge, Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { PlusCircledIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';

/** More platforms later: shown, greyed out. */
export function ComingSoonCard() {
  const { t } = useTranslation('portal');
  return (
    <Card size="3" aria-disabled="true" data-testid="coming-soon" style={{ opacity: 0.65 }}>
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex gap="3" align="center" style={{ minWidth: 0 }}>
          <PlusCircledIcon width={28} height={28} color="var(--gray-9)" />
          <Box style={{ minWidth: 0 }}>
            <Heading as="h3" size="4" color="gray">
              {t('platforms.comingSoonTitle')}
            </Heading>
            <Text as="p" size="2" color="gray">
              {t('platforms.comingSoonBody')}
            </Text>
          </Box>
        </Flex>
        <Badge color="gray" variant="outline">
          {t('platforms.comingSoonBadge')}
        </Badge>
      </Flex>
    </Card>
  );
}
