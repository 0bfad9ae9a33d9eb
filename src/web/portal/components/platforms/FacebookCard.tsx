import { Badge, Box, Button, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon, LinkBreak2Icon, ListBulletIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { FacebookLogo } from '../../../shared/components/FacebookDemoNotice';
import { Notice } from '../../../shared/components/Notice';
import { isConnected, type FacebookPagesView } from '../../hooks/useFacebook';
import { PageChoices } from './PageChoices';
import type { PageSelection } from './usePageSelection';

function ConnectionBadge({ view, loading }: { view: FacebookPagesView | undefined; loading: boolean }) {
  const { t } = useTranslation('portal');
  if (loading) return <Badge color="gray">{t('platforms.status.loading')}</Badge>;
  if (view?.needsReconnection) return <Badge color="amber">{t('platforms.status.needsReconnection')}</Badge>;
  if (isConnected(view)) return <Badge color="green">{t('platforms.status.connected')}</Badge>;
  return <Badge color="gray">{t('platforms.status.notConnected')}</Badge>;
}

export interface FacebookCardProps {
  view: FacebookPagesView | undefined;
  loading: boolean;
  /** The Pages could be read (no fetch error): the lists and Save are shown. */
  listed: boolean;
  selection: PageSelection;
  saving: boolean;
  disconnecting: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
  onSave: () => void;
}

/** Facebook & Instagram: the connection, Connect or Disconnect, and the Pages and accounts to publish to. */
export function FacebookCard({ view, loading, listed, selection, saving, disconnecting, onConnect, onDisconnect, onSave }: FacebookCardProps) {
  const { t } = useTranslation('portal');
  const connected = isConnected(view);
  const needsReconnection = !!view?.needsReconnection;
  const showLists = !!view && listed && (connected || needsReconnection);
  return (
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
          <ConnectionBadge view={view} loading={loading} />
        </Flex>

        <Flex gap="2" wrap="wrap">
          {!loading && !connected && !needsReconnection && (
            <Button size="3" onClick={onConnect}>
              <FacebookLogo size={16} /> {t('platforms.connect')}
            </Button>
          )}
          {(connected || needsReconnection) && (
            <Button variant="soft" color="red" onClick={onDisconnect} disabled={disconnecting}>
              <LinkBreak2Icon /> {t('platforms.disconnect')}
            </Button>
          )}
          <Button asChild variant="soft" color="gray">
            <Link href="/portal/facebook-pages">
              <ListBulletIcon /> {t('platforms.viewAll')}
            </Link>
          </Button>
        </Flex>

        {loading && (
          <Flex justify="center" p="4">
            <Spinner size="3" />
          </Flex>
        )}
        {view?.stale && (
          <Notice tone="info" size="1">
            {t('platforms.stale')}
          </Notice>
        )}
        {showLists && view.facebookPages.length === 0 && (
          <Notice tone="warning" icon={<ExclamationTriangleIcon />} data-testid="no-pages">
            <Text weight="bold">{t('platforms.noPagesTitle')}</Text> {t('platforms.noPagesBody')}
          </Notice>
        )}
        {showLists && view.facebookPages.length > 0 && (
          <>
            <PageChoices view={view} selection={selection} disabled={needsReconnection} />
            <Flex justify="between" align="center" gap="3" wrap="wrap">
              <Text size="2" color="gray" data-testid="selection-count">
                {selection.dirty ? t('platforms.unsaved', { count: selection.count }) : t('platforms.selectedCount', { count: selection.count })}
              </Text>
              <Button onClick={onSave} disabled={saving || needsReconnection}>
                {saving ? t('common.saving') : t('platforms.save')}
              </Button>
            </Flex>
          </>
        )}
      </Flex>
    </Card>
  );
}
