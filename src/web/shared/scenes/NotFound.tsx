import { Box, Button, Flex, Heading, Text } from '@radix-ui/themes';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { ThemeSwitcher } from '../components/ThemeSwitcher';

/** Any path outside both route tables (the server also answers it with status 404). */
export default function NotFound() {
  const { t } = useTranslation();
  return (
    <Box style={{ minHeight: '100vh' }}>
      <Flex justify="end" gap="2" p="3">
        <LanguageSwitcher />
        <ThemeSwitcher />
      </Flex>
      <Flex direction="column" align="center" justify="center" gap="3" style={{ minHeight: '80vh' }} p="5">
        <Text size="9" weight="bold" color="gray">
          404
        </Text>
        <Heading>{t('notFound.title')}</Heading>
        <Text color="gray">{t('notFound.body')}</Text>
        <Button asChild variant="soft">
          <Link href="/">{t('notFound.home')}</Link>
        </Button>
      </Flex>
    </Box>
  );
}
