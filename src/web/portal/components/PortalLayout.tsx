import { Box, Button, Container, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { ExitIcon } from '@radix-ui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { logout } from '../../shared/hooks/useSession';
import { useToast } from '../../shared/toast';
import { LanguageSwitcher } from '../../shared/components/LanguageSwitcher';
import { ThemeSwitcher } from '../../shared/components/ThemeSwitcher';

export type PortalStep = 'setup' | 'products' | 'platforms' | 'campaigns';
const steps: PortalStep[] = ['setup', 'products', 'platforms', 'campaigns'];

/** business-portal.md §2 "Shared portal layout". */
export function PortalLayout({ step, title, children }: { step?: PortalStep; title?: string; children: ReactNode }) {
  const { t } = useTranslation('portal');
  const [, navigate] = useLocation();
  const toast = useToast();

  async function onLogout() {
    try {
      await logout('portal');
      toast({ title: t('layout.logoutSuccessTitle'), description: t('layout.logoutSuccessBody'), variant: 'success' });
    } catch {
      toast({ title: t('layout.logoutErrorTitle'), description: t('layout.logoutErrorBody'), variant: 'destructive' });
    }
    navigate('/');
  }

  return (
    <Flex direction="column" style={{ minHeight: '100vh' }}>
      <Flex align="center" justify="between" px="4" py="3" style={{ borderBottom: '1px solid var(--gray-a5)' }}>
        <Heading size="4">{t('layout.header')}</Heading>
        <Flex gap="2" align="center">
          <LanguageSwitcher />
          <ThemeSwitcher />
          <Button variant="soft" color="gray" onClick={onLogout}>
            <ExitIcon /> {t('layout.logout')}
          </Button>
        </Flex>
      </Flex>
      <Flex style={{ flex: 1 }}>
        <Box p="3" style={{ width: 220, borderRight: '1px solid var(--gray-a5)' }} className="portal-sidebar">
          <nav>
            <Flex direction="column" gap="1">
              {steps.map((s, index) => (
                <Link key={s} href={`/business/${s}`} className={`portal-step${s === step ? ' active' : ''}`} aria-current={s === step ? 'page' : undefined}>
                  <span className="portal-step-number">{index + 1}</span>
                  <span>{t(`layout.steps.${s}`)}</span>
                </Link>
              ))}
            </Flex>
          </nav>
        </Box>
        <Container size="3" p="4" style={{ flex: 1 }}>
          {title && <Heading mb="1">{title}</Heading>}
          <Text as="p" size="2" color="gray" mb="4">
            {t('layout.navHelp')}
          </Text>
          {children}
        </Container>
      </Flex>
      <Separator size="4" />
    </Flex>
  );
}
