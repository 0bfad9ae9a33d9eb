import { AlertDialog, Badge, Box, Button, Callout, Card, Checkbox, Flex, Grid, Heading, Spinner, Text } from '@radix-ui/themes';
import { ArrowLeftIcon, ArrowRightIcon, ExclamationTriangleIcon, InfoCircledIcon, InstagramLogoIcon, LinkBreak2Icon, ListBulletIcon, PlusCircledIcon } from '@radix-ui/react-icons';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { Link, useLocation } from 'wouter';
import { api, ApiError, portalFetcher } from '../../shared/api';
import { FacebookDemoNotice, FacebookLogo } from '../../shared/components/FacebookDemoNotice';
import { useToast } from '../../shared/toast';
import { PortalGuard } from '../components/PortalGuard';
import { PortalLayout } from '../components/PortalLayout';
import { ReconnectCard } from '../components/ReconnectCard';
import {
  authFailureText,
  isConnected,
  SELECTED_PAGES_KEY,
  startFacebookConnect,
  useFacebookPages,
  useFacebookReturn,
  type FacebookPagesView,
  type SelectedPage,
} from '../hooks/useFacebook';
import { SETUP_STATUS_KEY } from '../hooks/usePortal';

// A selection's key: a Facebook Page, or an Instagram account with the Page it is linked to.
const fbKey = (pageId: string) => `facebook:${pageId}`;
const igKey = (pageId: string, instagramId: string) => `instagram:${pageId}:${instagramId}`;
const selectionKey = (s: SelectedPage) => (s.platform === 'facebook' ? fbKey(s.pageId) : igKey(s.pageId, s.instagramId));

function sameSet(a: Set<string>, b: Set<string>) {
  return a.size === b.size && [...a].every((k) => b.has(k));
}

function StatusBadge({ view, loading }: { view: FacebookPagesView | undefined; loading: boolean }) {
  const { t } = useTranslation('portal');
  if (loading) return <Badge color="gray">{t('platforms.status.loading')}</Badge>;
  if (view?.needsReconnection) return <Badge color="amber">{t('platforms.status.needsReconnection')}</Badge>;
  if (isConnected(view)) return <Badge color="green">{t('platforms.status.connected')}</Badge>;
  return <Badge color="gray">{t('platforms.status.notConnected')}</Badge>;
}

function ChoiceRow({ checked, disabled, onChange, label, children }: { checked: boolean; disabled?: boolean; onChange: () => void; label: string; children: ReactNode }) {
  return (
    <Text as="label" size="2" style={{ cursor: disabled ? 'default' : 'pointer' }}>
      <Flex gap="3" align="center" p="2" style={{ border: '1px solid var(--gray-a5)', borderRadius: 'var(--radius-3)', background: checked ? 'var(--accent-a2)' : undefined }}>
        <Checkbox checked={checked} disabled={disabled} onCheckedChange={onChange} aria-label={label} />
        <Box style={{ minWidth: 0, flex: 1 }}>{children}</Box>
      </Flex>
    </Text>
  );
}

function PlatformsStep() {
  const { t } = useTranslation('portal');
  const toast = useToast();
  const [location, navigate] = useLocation();
  const { mutate: mutateKey } = useSWRConfig();
  const base = location.startsWith('/portal') ? '/portal' : '/business';
  const pages = useFacebookPages();
  const saved = useSWR<{ success: boolean; selectedPages: SelectedPage[] }>(SELECTED_PAGES_KEY, portalFetcher);
  const [edited, setEdited] = useState<Set<string> | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmDisconnect, setConfirmDisconnect] = useState(false);
  const [disconnecting, setDisconnecting] = useState(false);

  useFacebookReturn((result) => {
    if (result.kind === 'connected') {
      toast({ title: t('facebook.connectedTitle'), description: t('facebook.connectedBody'), variant: 'success' });
      setEdited(null);
      void Promise.all([pages.mutate(), saved.mutate(), mutateKey(SETUP_STATUS_KEY)]);
    } else {
      toast({ title: t('facebook.authFailed.title'), description: authFailureText(t, result.message), variant: 'destructive' });
    }
  });

  const view = pages.data;
  const connected = isConnected(view);
  const needsReconnection = !!view?.needsReconnection;
  const facebookPages = view?.facebookPages ?? [];
  const instagramAccounts = view?.instagramAccounts ?? [];
  const savedSet = useMemo(() => new Set((saved.data?.selectedPages ?? []).filter((s) => s.isActive).map(selectionKey)), [saved.data]);
  const current = edited ?? savedSet;
  const reachable = useMemo(
    () => new Set([...facebookPages.map((p) => fbKey(p.id)), ...instagramAccounts.map((a) => igKey(a.pageId, a.id))]),
    [facebookPages, instagramAccounts],
  );
  const chosen = [...current].filter((k) => reachable.has(k));
  const dirty = edited !== null && !sameSet(edited, savedSet);

  function toggle(key: string) {
    const next = new Set(current);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setEdited(next);
  }

  function connect() {
    if (!startFacebookConnect(base === '/portal' ? '/portal/platforms' : '/business/platforms')) {
      toast({ title: t('platforms.errors.connectTitle'), description: t('platforms.errors.mustBeLoggedIn'), variant: 'destructive' });
    }
  }

  async function save(): Promise<boolean> {
    setSaving(true);
    try {
      const body = {
        pages: chosen.map((key) => {
          const [platform, pageId, instagramId] = key.split(':');
          return platform === 'facebook' ? { platform: 'facebook', pageId } : { platform: 'instagram', pageId, instagramId };
        }),
      };
      await api(SELECTED_PAGES_KEY, { method: 'POST', body });
      await Promise.all([saved.mutate(), mutateKey(SETUP_STATUS_KEY)]);
      setEdited(null);
      toast({ title: t('platforms.saved'), description: t('platforms.savedCount', { count: chosen.length }), variant: 'success' });
      return true;
    } catch (e) {
      toast({ title: t('platforms.errors.save'), description: e instanceof ApiError ? e.serverMessage : undefined, variant: 'destructive' });
      return false;
    } finally {
      setSaving(false);
    }
  }

  async function disconnect() {
    setDisconnecting(true);
    try {
      await api('/api/facebook/disconnect', { method: 'POST' });
      setEdited(null);
      await Promise.all([pages.mutate(), saved.mutate(), mutateKey(SETUP_STATUS_KEY)]);
      toast({ title: t('platforms.disconnected'), variant: 'success' });
    } catch {
      toast({ title: t('platforms.errors.disconnect'), variant: 'destructive' });
    } finally {
      setDisconnecting(false);
      setConfirmDisconnect(false);
    }
  }

  // §5 "Continue from platforms": only with a connected platform. Ticked but unsaved choices are
  // saved first, so continuing never silently drops them.
  async function continueToCampaigns() {
    if (!connected) {
      toast({ title: t('platforms.errors.noPlatformTitle'), description: t('platforms.errors.noPlatform'), variant: 'destructive' });
      return;
    }
    if (dirty && !(await save())) return;
    navigate(`${base}/campaigns`);
  }

  const fetchError = pages.error instanceof ApiError ? pages.error.serverMessage ?? pages.error.message : pages.error ? String((pages.error as Error).message ?? pages.error) : null;
  const showLists = !!view && (connected || needsReconnection) && !pages.error;

  return (
    <>
      <Text as="p" color="gray" size="2" mb="4" style={{ maxWidth: 640 }}>
        {t('platforms.intro')}
      </Text>
      <FacebookDemoNotice mode={view?.mode} />
      {needsReconnection && <ReconnectCard reason={view?.reconnectReason ?? 'token_invalid'} onReconnect={connect} />}
      {fetchError && <ReconnectCard errorText={fetchError} onReconnect={connect} />}

      <Card size="3" mb="4" data-testid="facebook-card">
        <Flex direction="column" gap="4">
          <Flex justify="between" align="start" gap="3" wrap="wrap">
            <Flex gap="3" align="center" style={{ minWidth: 0 }}>
              <FacebookLogo size={32} />
              <Box style={{ minWidth: 0 }}>
                <Heading as="h3" size="4">
                  {t('platforms.facebookTitle')}
                </Heading>
                <Text as="p" size="2" color="gray">
                  {connected && view?.facebookUserName ? t('platforms.connectedAs', { name: view.facebookUserName }) : t('platforms.facebookBody')}
                </Text>
              </Box>
            </Flex>
            <StatusBadge view={view} loading={pages.isLoading} />
          </Flex>

          <Flex gap="2" wrap="wrap">
            {!pages.isLoading && !connected && !needsReconnection && (
              <Button size="3" onClick={connect}>
                <FacebookLogo size={16} /> {t('platforms.connect')}
              </Button>
            )}
            {(connected || needsReconnection) && (
              <Button variant="soft" color="red" onClick={() => setConfirmDisconnect(true)} disabled={disconnecting}>
                <LinkBreak2Icon /> {t('platforms.disconnect')}
              </Button>
            )}
            <Button asChild variant="soft" color="gray">
              <Link href="/portal/facebook-pages">
                <ListBulletIcon /> {t('platforms.viewAll')}
              </Link>
            </Button>
          </Flex>

          {pages.isLoading && (
            <Flex justify="center" p="4">
              <Spinner size="3" />
            </Flex>
          )}

          {view?.stale && (
            <Callout.Root color="gray" size="1">
              <Callout.Icon>
                <InfoCircledIcon />
              </Callout.Icon>
              <Callout.Text>{t('platforms.stale')}</Callout.Text>
            </Callout.Root>
          )}

          {showLists && facebookPages.length === 0 && (
            <Callout.Root color="amber" data-testid="no-pages">
              <Callout.Icon>
                <ExclamationTriangleIcon />
              </Callout.Icon>
              <Callout.Text>
                <Text weight="bold">{t('platforms.noPagesTitle')}</Text> {t('platforms.noPagesBody')}
              </Callout.Text>
            </Callout.Root>
          )}

          {showLists && facebookPages.length > 0 && (
            <Grid columns={{ initial: '1', md: '2' }} gap="4">
              <Box>
                <Heading as="h4" size="3" mb="2">
                  {t('platforms.facebookPages')}
                </Heading>
                <Flex direction="column" gap="2" role="group" aria-label={t('platforms.facebookPages')}>
                  {facebookPages.map((p) => (
                    <ChoiceRow key={p.id} checked={current.has(fbKey(p.id))} disabled={needsReconnection} onChange={() => toggle(fbKey(p.id))} label={p.name}>
                      <Flex gap="2" align="center" wrap="wrap">
                        <Text weight="bold" style={{ overflowWrap: 'anywhere' }}>
                          {p.name}
                        </Text>
                        {p.category && (
                          <Badge variant="soft" size="1">
                            {p.category}
                          </Badge>
                        )}
                      </Flex>
                    </ChoiceRow>
                  ))}
                </Flex>
              </Box>
              <Box>
                <Heading as="h4" size="3" mb="2">
                  {t('platforms.instagramAccounts')}
                </Heading>
                {instagramAccounts.length === 0 ? (
                  <Text as="p" size="2" color="gray">
                    {t('platforms.noInstagram')}
                  </Text>
                ) : (
                  <Flex direction="column" gap="2" role="group" aria-label={t('platforms.instagramAccounts')}>
                    {instagramAccounts.map((a) => {
                      const name = a.username ? `@${a.username}` : a.name ?? a.id;
                      return (
                        <ChoiceRow key={a.id} checked={current.has(igKey(a.pageId, a.id))} disabled={needsReconnection} onChange={() => toggle(igKey(a.pageId, a.id))} label={name}>
                          <Flex gap="2" align="center">
                            <InstagramLogoIcon />
                            <Text weight="bold" style={{ overflowWrap: 'anywhere' }}>
                              {name}
                            </Text>
                          </Flex>
                          <Text as="div" size="1" color="gray">
                            {t('platforms.linkedTo', { page: a.pageName })}
                          </Text>
                        </ChoiceRow>
                      );
                    })}
                  </Flex>
                )}
              </Box>
            </Grid>
          )}

          {showLists && facebookPages.length > 0 && (
            <Flex justify="between" align="center" gap="3" wrap="wrap">
              <Text size="2" color="gray" data-testid="selection-count">
                {dirty ? t('platforms.unsaved', { count: chosen.length }) : t('platforms.selectedCount', { count: chosen.length })}
              </Text>
              <Button onClick={() => void save()} disabled={saving || needsReconnection}>
                {saving ? t('common.saving') : t('platforms.save')}
              </Button>
            </Flex>
          )}
        </Flex>
      </Card>

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

      <Box mt="5" pt="4" style={{ borderTop: '1px solid var(--gray-a5)' }}>
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Button variant="soft" color="gray" onClick={() => navigate(`${base}/products`)}>
            <ArrowLeftIcon /> {t('platforms.backToProducts')}
          </Button>
          <Button onClick={() => void continueToCampaigns()} disabled={saving}>
            {t('platforms.continue')} <ArrowRightIcon />
          </Button>
        </Flex>
      </Box>

      <AlertDialog.Root open={confirmDisconnect} onOpenChange={setConfirmDisconnect}>
        <AlertDialog.Content maxWidth="440px">
          <AlertDialog.Title>{t('platforms.disconnectConfirmTitle')}</AlertDialog.Title>
          <AlertDialog.Description size="2">{t('platforms.disconnectConfirmBody')}</AlertDialog.Description>
          <Flex gap="3" justify="end" mt="4" wrap="wrap">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray">
                {t('common.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button color="red" onClick={() => void disconnect()} disabled={disconnecting}>
              {disconnecting ? t('platforms.disconnecting') : t('platforms.disconnect')}
            </Button>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </>
  );
}

/** Step 3 Platforms (business-portal.md §2 Platforms, §4 Facebook connection, §5, §8). */
export default function Platforms() {
  const { t } = useTranslation('portal');
  return (
    <PortalGuard>
      {() => (
        <PortalLayout step="platforms" title={t('platforms.title')}>
          <PlatformsStep />
        </PortalLayout>
      )}
    </PortalGuard>
  );
}
