import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <Flex direction="column" align="center" justify="center" gap="3" style={{ minHeight: '100vh' }} p="5">
      <Text size="9" weight="bold" color="gray">
        404
      </Text>
      <Heading>{t('notFound.title')}</Heading>
      <Text color="gray">{t('notFound.body')}</Text>
      <Button asChild variant="soft">
        <Link href="/">{t('notFound.home')}</Link>
      </Button>
    </Flex>
  );
}
