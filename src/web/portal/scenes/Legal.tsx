import { Box, Button, Card, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { ArrowLeftIcon } from '@radix-ui/react-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LanguageSwitcher } from '../../shared/components/LanguageSwitcher';
import { ThemeSwitcher } from '../../shared/components/ThemeSwitcher';
import { PortalFooter } from '../components/PortalLayout';

interface Section {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
}

/** The terms of service and the privacy policy (business-portal.md §2 "Legal pages"), public, in both languages. */
function LegalPage({ kind }: { kind: 'terms' | 'privacy' }) {
  const { t } = useTranslation('portal');
  const sections = t(`legal.${kind}.sections`, { returnObjects: true }) as Section[];
  useEffect(() => {
    // The footer's contact link points at a section: scroll to it once the page is drawn.
    if (window.location.hash) document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, []);
  return (
    <Flex direction="column" style={{ minHeight: '100vh' }}>
      <Flex align="center" justify="between" px="4" py="3" gap="3" style={{ borderBottom: '1px solid var(--gray-a5)' }}>
        <Button asChild variant="ghost" color="gray">
          <Link href="/business">
            <ArrowLeftIcon /> {t('layout.header')}
          </Link>
        </Button>
        <Flex gap="2">
          <LanguageSwitcher />
          <ThemeSwitcher />
        </Flex>
      </Flex>
      <Container size="3" p="4" style={{ flex: 1 }}>
        <Card size="4">
          <Heading as="h1" size="7">
            {t(`legal.${kind}.title`)}
          </Heading>
          <Text as="p" size="2" color="gray" mt="1" mb="5">
            {t(`legal.${kind}.lastUpdated`)}
          </Text>
          {Array.isArray(sections) &&
            sections.map((section) => (
              <Box key={section.id} id={section.id} mb="5">
                <Heading as="h2" size="4" mb="2">
                  {section.title}
                </Heading>
                {section.paragraphs.map((p, i) => (
                  <Text as="p" size="2" key={i} mb="2" style={{ lineHeight: 1.6 }}>
                    {p}
                  </Text>
                ))}
                {section.items && (
                  <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                    {section.items.map((item, i) => (
                      <li key={i}>
                        <Text size="2" style={{ lineHeight: 1.6 }}>
                          {item}
                        </Text>
                      </li>
                    ))}
                  </ul>
                )}
              </Box>
            ))}
        </Card>
      </Container>
      <PortalFooter />
    </Flex>
  );
}

export function TermsOfService() {
  return <LegalPage kind="terms" />;
}

export function PrivacyPolicy() {
  return <LegalPage kind="privacy" />;
}

export default LegalPage;
