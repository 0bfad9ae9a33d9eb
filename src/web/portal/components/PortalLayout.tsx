import { Box, Button, Container, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { ActivityLogIcon, BarChartIcon, CalendarIcon, CheckIcon, ExitIcon, EyeOpenIcon, ImageIcon, PersonIcon } from '@radix-ui/react-icons';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { VIEW_AS_KEY } from '../../shared/api';
import { logout } from '../../shared/hooks/useSession';
import { useToast } from '../../shared/toast';
import { LanguageSwitcher } from '../../shared/components/LanguageSwitcher';
import { ThemeSwitcher } from '../../shared/components/ThemeSwitcher';
import type { UiLanguage } from '../../shared/i18n';
import { usePortal, useSetupStatus, type SetupStatus } from '../hooks/usePortal';

export type PortalStep = 'setup' | 'products' | 'platforms' | 'campaigns';
const steps: PortalStep[] = ['setup', 'products', 'platforms', 'campaigns'];

const isDone = (step: PortalStep, status: SetupStatus | undefined) =>
  !!status && ((step === 'setup' && status.hasSettings) || (step === 'products' && status.hasProducts) || (step === 'platforms' && status.hasPlatforms));

/** The footer of every portal and legal page: terms, privacy, contact, year and copyright. */
export function PortalFooter() {
  const { t } = useTranslation('portal');
  return (
    <Box asChild px="4" py="3" style={{ borderTop: '1px solid var(--gray-a5)' }}>
      <footer>
        <Flex gap="4" wrap="wrap" justify="between" align="center">
          <Flex gap="4" wrap="wrap">
            <RadixLink asChild size="2" color="gray">
              <Link href="/terms-of-service">{t('footer.terms')}</Link>
            </RadixLink>
            <RadixLink asChild size="2" color="gray">
              <Link href="/privacy-policy">{t('footer.privacy')}</Link>
            </RadixLink>
            <RadixLink size="2" color="gray" href="/privacy-policy#contact">
              {t('footer.contact')}
            </RadixLink>
          </Flex>
          <Text size="1" color="gray">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Flex>
      </footer>
    </Box>
  );
}

/**
 * business-portal.md §2 "Shared portal layout". Below the steps, the changes the platform team made
 * in the account (`activity`: that page is the one shown).
 */
export function PortalLayout({
  step,
  title,
  activity,
  calendar,
  media,
  team,
  analytics,
  children,
}: {
  step?: PortalStep;
  title?: string;
  activity?: boolean;
  calendar?: boolean;
  /** The Media Library (issue 21) is the one shown. */
  media?: boolean;
  /** The Team page (issue 23) is the one shown. */
  team?: boolean;
  /** The Analytics page (issue 21) is the one shown. */
  analytics?: boolean;
  children: ReactNode;
}) {
  // On a phone the steps are a strip that scrolls sideways: the current one is scrolled into view.
  const stepsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const strip = stepsRef.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    const [stripBox, currentBox] = [strip.getBoundingClientRect(), current.getBoundingClientRect()];
    strip.scrollLeft += currentBox.left - stripBox.left - (strip.clientWidth - currentBox.width) / 2;
  }, [step]);
  const { t } = useTranslation('portal');
  const [location, navigate] = useLocation();
  const toast = useToast();
  const portal = usePortal();
  const { data: status } = useSetupStatus();
  const base = location.startsWith('/portal') ? '/portal' : '/business';

  async function onLogout() {
    try {
      await logout('portal');
      toast({ title: t('layout.logoutSuccessTitle'), description: t('layout.logoutSuccessBody'), variant: 'success' });
    } catch {
      toast({ title: t('layout.logoutErrorTitle'), description: t('layout.logoutErrorBody'), variant: 'destructive' });
    }
    navigate('/');
  }

  // A business user's choice is the account's (PUT /api/account/language); an admin viewing an
  // account changes only its own screen, never the client's setting. Errors are only logged.
  function onLanguage(language: UiLanguage) {
    if (!portal || portal.viewingAs) return;
    void portal.saveUiLanguage(language);
  }

  function stopViewing() {
    sessionStorage.removeItem(VIEW_AS_KEY);
    navigate('/admin/dashboard/accounts');
  }

  return (
    <Flex direction="column" style={{ minHeight: '100vh' }}>
      <Flex align="center" justify="between" px="4" py="3" gap="3" wrap="wrap" style={{ borderBottom: '1px solid var(--gray-a5)' }}>
        <Heading size="4" as="h2">
          {t('layout.header')}
        </Heading>
        <Flex gap="2" align="center">
          <LanguageSwitcher onChange={onLanguage} />
          <ThemeSwitcher />
          {!portal?.viewingAs && (
            <Button variant="soft" color="gray" onClick={onLogout}>
              <ExitIcon /> {t('layout.logout')}
            </Button>
          )}
        </Flex>
      </Flex>
      {portal?.viewingAs && (
        <Flex
          role="status"
          data-testid="viewing-as-banner"
          align="center"
          justify="between"
          gap="3"
          wrap="wrap"
          px="4"
          py="2"
          style={{ background: 'var(--amber-a3)', borderBottom: '1px solid var(--amber-a6)', color: 'var(--amber-11)' }}
        >
          <Flex align="center" gap="2">
            <EyeOpenIcon />
            <Text size="2" weight="medium">
              {t('layout.viewingAs', { name: portal.account.businessName })}
            </Text>
          </Flex>
          <Button size="1" variant="soft" color="amber" onClick={stopViewing}>
            {t('layout.stopViewing')}
          </Button>
        </Flex>
      )}
      <Flex style={{ flex: 1 }} className="portal-body">
        <Box p="3" style={{ width: 220, flexShrink: 0, borderRight: '1px solid var(--gray-a5)' }} className="portal-sidebar">
          <nav aria-label={t('layout.stepsLabel')}>
            <Flex direction="column" gap="1" className="portal-steps" ref={stepsRef}>
              {steps.map((s, index) => {
                const done = isDone(s, status);
                return (
                  <Link
                    key={s}
                    href={`${base}/${s}`}
                    className={`portal-step${s === step ? ' active' : ''}${done ? ' done' : ''}`}
                    aria-current={s === step ? 'page' : undefined}
                  >
                    <span className="portal-step-number">{done ? <CheckIcon aria-label={t('layout.stepDone')} /> : index + 1}</span>
                    <span>{t(`layout.steps.${s}`)}</span>
                  </Link>
                );
              })}
            </Flex>
          </nav>
          <Link
            href={`${base}/calendar`}
            className={`portal-step portal-activity-link${calendar ? ' active' : ''}`}
            aria-current={calendar ? 'page' : undefined}
            data-testid="calendar-link"
          >
            <CalendarIcon aria-hidden />
            <Text size="2">{t('layout.calendar')}</Text>
          </Link>
          <Link
            href={`${base}/media`}
            className={`portal-step portal-activity-link${media ? ' active' : ''}`}
            aria-current={media ? 'page' : undefined}
            style={{ marginTop: 0 }}
          >
            <ImageIcon aria-hidden />
            <Text size="2">{t('layout.media')}</Text>
          </Link>
          <Link
            href={`${base}/analytics`}
            className={`portal-step portal-activity-link${analytics ? ' active' : ''}`}
            aria-current={analytics ? 'page' : undefined}
            style={{ marginTop: 0 }}
          >
            <BarChartIcon aria-hidden />
            <Text size="2">{t('layout.analytics')}</Text>
          </Link>
          <Link
            href={`${base}/activity`}
            className={`portal-step portal-activity-link${activity ? ' active' : ''}`}
            aria-current={activity ? 'page' : undefined}
          >
            <ActivityLogIcon aria-hidden />
            <Text size="2">{t('layout.activity')}</Text>
          </Link>
          {/* Right under the activity link (issue 23); styled here, not in styles.css, which the sign-in page loads. */}
          <Link
            href="/portal/team"
            className={`portal-step portal-activity-link${team ? ' active' : ''}`}
            aria-current={team ? 'page' : undefined}
            style={{ marginTop: 0 }}
          >
            <PersonIcon aria-hidden />
            <Text size="2">{t('layout.team')}</Text>
          </Link>
        </Box>
        {/* The page's own content is the main landmark (issue 24), for screen readers' "skip to main". */}
        <Container size="4" p="4" style={{ flex: 1, minWidth: 0 }} asChild>
          <main>
            {title && (
              <Heading as="h1" mb="1">
                {title}
              </Heading>
            )}
            <Text as="p" size="2" color="gray" mb="4">
              {t('layout.navHelp')}
            </Text>
            {children}
          </main>
        </Container>
      </Flex>
      <PortalFooter />
    </Flex>
  );
}
