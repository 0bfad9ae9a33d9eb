import { Badge, Box, Button, Flex, Heading, IconButton, Separator, Text, Theme } from '@radix-ui/themes';
import {
  ActivityLogIcon,
  ArchiveIcon,
  BarChartIcon,
  CalendarIcon,
  EnvelopeClosedIcon,
  ExitIcon,
  HamburgerMenuIcon,
  ImageIcon,
  MagicWandIcon,
  MagnifyingGlassIcon,
  PersonIcon,
  Share1Icon,
} from '@radix-ui/react-icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { logout } from '../../shared/hooks/useSession';
import { useToast } from '../../shared/toast';
import { LanguageSwitcher } from '../../shared/components/LanguageSwitcher';
import { ThemeSwitcher } from '../../shared/components/ThemeSwitcher';

export type AdminSection = 'products' | 'accounts' | 'llm-config' | 'outbox' | 'audit' | 'image-test' | 'calendar' | 'media' | 'analytics';

/** admin-area.md §2 "Dashboard frame": sidebar (a drawer on mobile), header with section title and 'Online'. */
export function DashboardFrame({ section, children }: { section: AdminSection; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const [location, navigate] = useLocation();
  const toast = useToast();

  // The drawer is for choosing where to go: once a section is chosen (the route changes), it closes.
  useEffect(() => setOpen(false), [location]);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    // A modal menu: the keyboard starts inside it, not on the page behind.
    panel.current?.querySelector<HTMLElement>('a[href]')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  async function onLogout() {
    try {
      await logout('admin');
      toast({ title: t('logout.successTitle'), description: t('logout.successBody'), variant: 'success' });
    } catch {
      toast({ title: t('logout.errorTitle'), description: t('logout.errorBody'), variant: 'destructive' });
    }
    navigate('/admin');
  }

  const nav = (
    <Flex direction="column" gap="1" p="3" style={{ height: '100%' }}>
      <Flex align="center" gap="2" px="2" py="3">
        <MagicWandIcon width={20} height={20} />
        <Text weight="bold">{t('common:appName')}</Text>
      </Flex>
      <Text as="div" size="1" color="gray" weight="medium" mt="2" style={{ paddingInline: 'var(--space-2)' }}>
        {t('frame.contentManagement')}
      </Text>
      <NavLink href="/admin/dashboard/products" active={section === 'products'} icon={<ArchiveIcon />} label={t('frame.medicalProducts')} />
      <NavLink href="/admin/dashboard/accounts" active={section === 'accounts'} icon={<PersonIcon />} label={t('frame.businessAccounts')} />
      <NavLink href="/admin/dashboard/llm-config" active={section === 'llm-config'} icon={<MagicWandIcon />} label={t('frame.aiPostGenerator')} />
      <NavLink href="/admin/dashboard/outbox" active={section === 'outbox'} icon={<EnvelopeClosedIcon />} label={t('outbox:nav')} />
      <NavLink href="/admin/audit" active={section === 'audit'} icon={<ActivityLogIcon />} label={t('frame.sections.audit')} />
      <Text as="div" size="1" color="gray" weight="medium" mt="4" style={{ paddingInline: 'var(--space-2)' }}>
        {t('frame.quickTools')}
      </Text>
      <NavLink href="/admin/image-test" active={section === 'image-test'} icon={<MagnifyingGlassIcon />} label={t('frame.imageSearchTest')} />
      <NavLink href="/simulator" active={false} icon={<Share1Icon />} label={t('common:simulator.title')} />
      <NavLink href="/admin/calendar" active={section === 'calendar'} icon={<CalendarIcon />} label={t('frame.contentCalendar')} />
      <NavLink href="/admin/media" active={section === 'media'} icon={<ImageIcon />} label={t('frame.mediaLibrary')} />
      <NavLink href="/admin/analytics" active={section === 'analytics'} icon={<BarChartIcon />} label={t('frame.analytics')} />
      <Box style={{ flex: 1 }} />
      <Separator size="4" my="2" />
      <Flex direction="column" px="2" gap="1">
        <Text size="2" weight="medium">
          {t('frame.footerLabel')}
        </Text>
        <Text size="1" color="gray">
          {t('frame.footerRole')}
        </Text>
        <Button variant="soft" color="gray" mt="2" onClick={onLogout}>
          <ExitIcon /> {t('logout.button')}
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Flex style={{ minHeight: '100vh' }}>
      <Box className="admin-sidebar" style={{ width: 250, borderRight: '1px solid var(--gray-a5)', background: 'var(--gray-2)' }}>
        {nav}
      </Box>
      {/* At the end of <body>, above everything (the toasts too, which otherwise covered its Logout
          on a phone); <Theme asChild> carries the theme there, as Radix's own dialogs do. */}
      {open &&
        createPortal(
          <Theme asChild hasBackground={false}>
            <Box className="admin-drawer" role="dialog" aria-modal="true" aria-label={t('frame.menu')} onClick={() => setOpen(false)}>
              <Box
                ref={panel}
                style={{ width: 260, height: '100%', overflowY: 'auto', background: 'var(--color-panel-solid)' }}
                onClick={(e) => e.stopPropagation()}
              >
                {nav}
              </Box>
            </Box>
          </Theme>,
          document.body,
        )}
      <Flex direction="column" style={{ flex: 1, minWidth: 0 }}>
        <Flex align="center" justify="between" gap="2" wrap="wrap" px="4" py="3" style={{ borderBottom: '1px solid var(--gray-a5)' }}>
          <Flex align="center" gap="3">
            <IconButton className="admin-menu-button" variant="ghost" aria-label={t('frame.menu')} onClick={() => setOpen(true)}>
              <HamburgerMenuIcon />
            </IconButton>
            <Heading size="5">{section === 'outbox' ? t('outbox:title') : t(`frame.sections.${section}`)}</Heading>
            <Badge color="green">{t('frame.online')}</Badge>
          </Flex>
          <Flex gap="2">
            <LanguageSwitcher />
            <ThemeSwitcher />
          </Flex>
        </Flex>
        <Box p="4" style={{ flex: 1 }} asChild>
          <main>{children}</main>
        </Box>
      </Flex>
    </Flex>
  );
}

function NavLink({ href, active, icon, label }: { href: string; active: boolean; icon: ReactNode; label: string }) {
  return (
    <Link href={href} className={`admin-nav-link${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined}>
      {icon}
      <span>{label}</span>
    </Link>
  );
}
