import { Badge, Box, Button, Card, Code, Flex, Grid, Heading, Spinner, Text, TextField } from '@radix-ui/themes';
import { ArrowLeftIcon, CrossCircledIcon, DownloadIcon, InstagramLogoIcon } from '@radix-ui/react-icons';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { api, ApiError } from '../../shared/api';
import { FacebookDemoNotice, FacebookLogo } from '../../shared/components/FacebookDemoNotice';
import { useToast } from '../../shared/toast';
import { PortalGuard } from '../components/PortalGuard';
import { PortalLayout } from '../components/PortalLayout';
import { ReconnectCard } from '../components/ReconnectCard';
import { PAGES_KEY, startFacebookConnect, useFacebookPages, type FacebookPagesView } from '../hooks/useFacebook';
import { Notice } from '../../shared/components/Notice';

const errorDetail = (e: unknown) => (e instanceof ApiError ? (e.serverMessage ?? e.message) : e instanceof Error ? e.message : String(e));

function IdLine({ id }: { id: string }) {
  const { t } = useTranslation('portal');
  return (
    <Text as="div" size="1" color="gray" style={{ overflowWrap: 'anywhere' }}>
      {t('facebookPages.idLabel')}: <Code variant="ghost">{id}</Code>
    </Text>
  );
}

function Viewer() {
  const { t } = useTranslation('portal');
  const toast = useToast();
  const [, navigate] = useLocation();
  const stored = useFacebookPages();
  const [token, setToken] = useState('');
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [manual, setManual] = useState<FacebookPagesView | null>(null);
  const [manualError, setManualError] = useState<string | null>(null);
  const [fetching, setFetching] = useState(false);

  // Each load error is told once (not again when the language, and so `t`, changes).
  const toldError = useRef<unknown>(null);
  useEffect(() => {
    if (!stored.error || toldError.current === stored.error) return;
    toldError.current = stored.error;
    toast({ title: t('facebookPages.fetchFailed'), description: errorDetail(stored.error), variant: 'destructive' });
  }, [stored.error, t, toast]);

  // The stored connection at start; a token pasted here replaces what is shown until the next load.
  const view = manual ?? stored.data;
  const error = manualError ?? (stored.error && !manual ? errorDetail(stored.error) : null);

  async function fetchWithToken(event: FormEvent) {
    event.preventDefault();
    const value = token.trim();
    if (!value) {
      setTokenError(t('facebookPages.tokenRequired'));
      return;
    }
    setTokenError(null);
    setFetching(true);
    try {
      const answer = await api<FacebookPagesView>(`${PAGES_KEY}?${new URLSearchParams({ access_token: value })}`);
      setManual(answer);
      setManualError(null);
    } catch (e) {
      setManual(null);
      setManualError(errorDetail(e));
      toast({ title: t('facebookPages.fetchFailed'), description: errorDetail(e), variant: 'destructive' });
    } finally {
      setFetching(false);
    }
  }

  async function reloadStored() {
    setManual(null);
    setManualError(null);
    setToken('');
    try {
      await stored.mutate();
    } catch (e) {
      toast({ title: t('facebookPages.fetchFailed'), description: errorDetail(e), variant: 'destructive' });
    }
  }

  const pages = view?.facebookPages ?? [];
  const accounts = view?.instagramAccounts ?? [];

  return (
    <>
      <Text as="p" color="gray" size="2" mb="4" style={{ maxWidth: 640 }}>
        {t('facebookPages.intro')}
      </Text>
      <FacebookDemoNotice mode={stored.data?.mode ?? manual?.mode} />
      {!manual && stored.data?.needsReconnection && (
        <ReconnectCard reason={stored.data.reconnectReason ?? 'token_invalid'} onReconnect={() => startFacebookConnect('/portal/platforms')} />
      )}

      <Card size="2" mb="4">
        <form onSubmit={fetchWithToken} noValidate>
          <Text as="label" htmlFor="manual-token" size="2" weight="medium">
            {t('facebookPages.tokenLabel')}
          </Text>
          <Flex gap="2" mt="1" wrap="wrap">
            <Box style={{ flex: '1 1 240px', minWidth: 0 }}>
              <TextField.Root
                id="manual-token"
                name="accessToken"
                type="password"
                autoComplete="off"
                value={token}
                onChange={(e) => setToken(e.target.value)}
                placeholder={t('facebookPages.tokenPlaceholder')}
                aria-invalid={!!tokenError}
              />
            </Box>
            <Button type="submit" disabled={fetching}>
              <DownloadIcon /> {fetching ? t('facebookPages.fetching') : t('facebookPages.fetch')}
            </Button>
          </Flex>
          {tokenError ? (
            <Text as="div" size="1" color="red" mt="1" role="alert">
              {tokenError}
            </Text>
          ) : (
            <Text as="div" size="1" color="gray" mt="1">
              {t('facebookPages.tokenHint')}
            </Text>
          )}
        </form>
      </Card>

      <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
        <Text size="2" data-testid="data-source">
          {t('facebookPages.source')}: <Text weight="bold">{view ? t(`facebookPages.sources.${view.source}`) : '…'}</Text>
          {view?.stale && <Text color="gray"> · {t('facebookPages.stale')}</Text>}
        </Text>
        {manual && (
          <Button variant="ghost" size="1" onClick={() => void reloadStored()}>
            {t('facebookPages.useStored')}
          </Button>
        )}
      </Flex>

      {error && (
        <Notice tone="error" icon={<CrossCircledIcon />} role="alert" mb="4" data-testid="pages-error" title={t('facebookPages.fetchFailed')}>
          {error}
        </Notice>
      )}

      {stored.isLoading && !manual ? (
        <Flex justify="center" p="6">
          <Spinner size="3" />
        </Flex>
      ) : (
        view && (
          <Grid columns={{ initial: '1', md: '2' }} gap="4">
            <Card size="2">
              <Flex align="center" gap="2" mb="3">
                <FacebookLogo />
                <Heading as="h3" size="4">
                  {t('facebookPages.facebookPages', { count: pages.length })}
                </Heading>
              </Flex>
              {pages.length === 0 ? (
                <Text size="2" color="gray">
                  {view.source === 'no_token' ? t('facebookPages.notConnected') : t('facebookPages.noPages')}
                </Text>
              ) : (
                <Flex direction="column" gap="2" data-testid="facebook-pages-list">
                  {pages.map((p) => (
                    <Box key={p.id} p="2" style={{ border: '1px solid var(--gray-a5)', borderRadius: 'var(--radius-3)' }}>
                      <Flex gap="2" align="center" wrap="wrap">
                        <Text weight="bold" size="2" style={{ overflowWrap: 'anywhere' }}>
                          {p.name}
                        </Text>
                        {p.category && (
                          <Badge variant="soft" size="1">
                            {p.category}
                          </Badge>
                        )}
                      </Flex>
                      <IdLine id={p.id} />
                    </Box>
                  ))}
                </Flex>
              )}
            </Card>
            <Card size="2">
              <Flex align="center" gap="2" mb="3">
                <InstagramLogoIcon width={20} height={20} />
                <Heading as="h3" size="4">
                  {t('facebookPages.instagramAccounts', { count: accounts.length })}
                </Heading>
              </Flex>
              {accounts.length === 0 ? (
                <Text size="2" color="gray">
                  {t('facebookPages.noInstagram')}
                </Text>
              ) : (
                <Flex direction="column" gap="2" data-testid="instagram-accounts-list">
                  {accounts.map((a) => (
                    <Box key={a.id} p="2" style={{ border: '1px solid var(--gray-a5)', borderRadius: 'var(--radius-3)' }}>
                      <Text as="div" weight="bold" size="2" style={{ overflowWrap: 'anywhere' }}>
                        {a.name ?? a.username ?? a.id}
                      </Text>
                      {a.username && (
                        <Text as="div" size="2" color="gray">
                          @{a.username}
                        </Text>
                      )}
                      <IdLine id={a.id} />
                    </Box>
                  ))}
                </Flex>
              )}
            </Card>
          </Grid>
        )
      )}

      <Box mt="5" pt="4" style={{ borderTop: '1px solid var(--gray-a5)' }}>
        <Button variant="soft" color="gray" onClick={() => navigate('/portal/platforms')}>
          <ArrowLeftIcon /> {t('facebookPages.back')}
        </Button>
      </Box>
    </>
  );
}

/** Facebook pages viewer (business-portal.md §2): what the stored connection, or a pasted token, reaches. */
export default function FacebookPages() {
  const { t } = useTranslation('portal');
  return (
    <PortalGuard>
      {() => (
        <PortalLayout step="platforms" title={t('facebookPages.title')}>
          <Viewer />
        </PortalLayout>
      )}
    </PortalGuard>
  );
}
