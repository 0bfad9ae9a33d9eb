import { Box, Button, Flex, Text } from '@radix-ui/themes';
import { ArrowLeftIcon, ArrowRightIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ApiError } from '../../shared/api';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { FacebookDemoNotice } from '../../shared/components/FacebookDemoNotice';
import { useToast } from '../../shared/toast';
import { ComingSoonCard } from '../components/platforms/ComingSoonCard';
import { FacebookCard } from '../components/platforms/FacebookCard';
import { usePageSelection } from '../components/platforms/usePageSelection';
import { PortalGuard } from '../components/PortalGuard';
import { PortalLayout } from '../components/PortalLayout';
import { ReconnectCard } from '../components/ReconnectCard';
import { authFailureText, isConnected, startFacebookConnect, useFacebookReturn } from '../hooks/useFacebook';
import { usePlatforms } from '../hooks/usePlatforms';
import { InsightsReconnect } from '../components/platforms/InsightsReconnect';

function PlatformsStep() {
  const { t } = useTranslation('portal');
  const toast = useToast();
  const [location, navigate] = useLocation();
  const base = location.startsWith('/portal') ? '/portal' : '/business';
  const { pages, saved, refreshAll, saveChoices, disconnect } = usePlatforms();
  const view = pages.data;
  const selection = usePageSelection(view, saved.data?.selectedPages);
  const [saving, setSaving] = useState(false);
  const [confirmDisconnect, setConfirmDisconnect] = useState(false);
  const [disconnecting, setDisconnecting] = useState(false);

  useFacebookReturn((result) => {
    if (result.kind === 'connected') {
      toast({ title: t('facebook.connectedTitle'), description: t('facebook.connectedBody'), variant: 'success' });
      selection.reset();
      void refreshAll();
    } else {
      toast({ title: t('facebook.authFailed.title'), description: authFailureText(t, result.message), variant: 'destructive' });
    }
  });

  function connect() {
    if (!startFacebookConnect(base === '/portal' ? '/portal/platforms' : '/business/platforms')) {
      toast({ title: t('platforms.errors.connectTitle'), description: t('platforms.errors.mustBeLoggedIn'), variant: 'destructive' });
    }
  }

  async function save(): Promise<boolean> {
    setSaving(true);
    try {
      await saveChoices(selection.choices());
      selection.reset();
      // Nothing selected is saved as asked, but it is no success: nothing will be published (issue 24).
      if (selection.count === 0) toast({ title: t('platforms.savedNone'), description: t('platforms.savedNoneBody'), variant: 'warning' });
      else toast({ title: t('platforms.saved'), description: t('platforms.savedCount', { count: selection.count }), variant: 'success' });
      return true;
    } catch (e) {
      toast({ title: t('platforms.errors.save'), description: e instanceof ApiError ? e.serverMessage : undefined, variant: 'destructive' });
      return false;
    } finally {
      setSaving(false);
    }
  }

  async function confirmDisconnected() {
    setDisconnecting(true);
    try {
      await disconnect();
      selection.reset();
      toast({ title: t('platforms.disconnected'), variant: 'success' });
    } catch {
      toast({ title: t('platforms.errors.disconnect'), variant: 'destructive' });
    } finally {
      setDisconnecting(false);
      setConfirmDisconnect(false);
    }
  }

  // §5 "Continue from platforms": only with a connected platform and something ticked to publish
  // to (as Products' Next needs a product). Ticked but unsaved choices are saved first, so
  // continuing never silently drops them.
  async function continueToCampaigns() {
    if (!isConnected(view)) {
      toast({ title: t('platforms.errors.noPlatformTitle'), description: t('platforms.errors.noPlatform'), variant: 'destructive' });
      return;
    }
    if (selection.count === 0) {
      toast({ title: t('platforms.errors.noSelectionTitle'), description: t('platforms.errors.noSelection'), variant: 'warning' });
      return;
    }
    if (selection.dirty && !(await save())) return;
    navigate(`${base}/campaigns`);
  }

  const fetchError =
    pages.error instanceof ApiError
      ? (pages.error.serverMessage ?? pages.error.message)
      : pages.error
        ? String((pages.error as Error).message ?? pages.error)
        : null;

  return (
    <>
      <Text as="p" color="gray" size="2" mb="4" style={{ maxWidth: 640 }}>
        {t('platforms.intro')}
      </Text>
      <FacebookDemoNotice mode={view?.mode} />
      {view?.needsReconnection && <ReconnectCard reason={view.reconnectReason ?? 'token_invalid'} onReconnect={connect} />}
      {fetchError && <ReconnectCard errorText={fetchError} onReconnect={connect} />}
      {!view?.needsReconnection && <InsightsReconnect onReconnect={connect} />}
      <FacebookCard
        view={view}
        loading={pages.isLoading}
        listed={!pages.error}
        selection={selection}
        saving={saving}
        disconnecting={disconnecting}
        onConnect={connect}
        onDisconnect={() => setConfirmDisconnect(true)}
        onSave={() => void save()}
      />
      <ComingSoonCard />
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
      <ConfirmDialog
        open={confirmDisconnect}
        title={t('platforms.disconnectConfirmTitle')}
        text={t('platforms.disconnectConfirmBody')}
        confirmLabel={t('platforms.disconnect')}
        cancelLabel={t('common.cancel')}
        busy={disconnecting}
        busyLabel={t('platforms.disconnecting')}
        onConfirm={() => void confirmDisconnected()}
        onCancel={() => setConfirmDisconnect(false)}
      />
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
