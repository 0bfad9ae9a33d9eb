import { Badge, Box, Button, Card, Flex, Spinner, Text } from '@radix-ui/themes';
import { ActivityLogIcon, ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useLocation, useSearch } from 'wouter';
import { portalFetcher } from '../../shared/api';
import { PortalGuard } from '../components/PortalGuard';
import { ApprovalsExport } from '../components/ApprovalsExport';
import { PortalLayout } from '../components/PortalLayout';
import { formatDateTime } from '../dates';

interface AccountAuditEntry {
  id: number;
  at: string;
  source: 'portal' | 'admin' | 'cli' | 'clinic';
  /** A clinic user's own recorded decision (an approval, issue 23) names them; the platform team's never do. */
  actorName?: string | null;
  action: string;
  summary: string;
  targetId: number | null;
  outcome: 'pending' | 'done' | 'failed';
}

const PAGE_SIZE = 20;

/**
 * /portal/activity: the changes the platform team made in this account (an admin in its portal, the
 * admin area or an operator command), newest first, with their date; never who exactly nor from where.
 */
export default function Activity() {
  const { t } = useTranslation('audit');
  return (
    <PortalGuard>
      {() => (
        <PortalLayout title={t('portal.title')} activity>
          <ActivityList />
          <Box mt="5">
            <ApprovalsExport />
          </Box>
        </PortalLayout>
      )}
    </PortalGuard>
  );
}

function ActivityList() {
  const { t, i18n } = useTranslation('audit');
  const search = useSearch();
  const [location, navigate] = useLocation();
  const raw = Number(new URLSearchParams(search).get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const { data, error, isLoading } = useSWR<{ entries: AccountAuditEntry[]; total: number }>(
    `/api/account/audit?page=${page}&pageSize=${PAGE_SIZE}`,
    portalFetcher,
    { keepPreviousData: true },
  );
  const language = i18n.resolvedLanguage ?? 'en';
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  // The page is kept in the URL (the other query values, such as an admin's ?account=, stay).
  function goTo(next: number) {
    const params = new URLSearchParams(search);
    if (next > 1) params.set('page', String(next));
    else params.delete('page');
    const query = params.toString();
    navigate(`${location}${query ? `?${query}` : ''}`);
  }

  return (
    <Flex direction="column" gap="3">
      <Text as="p" size="2" style={{ maxWidth: 720 }}>
        {t('portal.intro')}
      </Text>
      {error && !data ? (
        <Text color="red" role="alert">
          {t('portal.loadFailed')}
        </Text>
      ) : isLoading && !data ? (
        <Flex justify="center" py="6">
          <Spinner size="3" />
        </Flex>
      ) : total === 0 ? (
        <Card>
          <Flex align="center" direction="column" gap="2" py="5">
            <ActivityLogIcon width={28} height={28} color="var(--gray-9)" />
            <Text color="gray">{t('portal.empty')}</Text>
          </Flex>
        </Card>
      ) : (
        <>
          <Flex direction="column" gap="2" asChild>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('portal.listLabel')}>
              {data!.entries.map((entry) => (
                <Card asChild key={entry.id} data-testid="activity-entry">
                  <li>
                    <Flex justify="between" align="start" gap="3" wrap="wrap">
                      <Flex direction="column" gap="1" style={{ flex: '1 1 240px', minWidth: 0 }}>
                        <Text size="3" weight="medium" style={{ overflowWrap: 'anywhere' }}>
                          {t(`actions.${entry.action}`, { defaultValue: entry.summary })}
                          {entry.targetId !== null && <Text color="gray"> {t('target', { id: entry.targetId })}</Text>}
                        </Text>
                        <Text size="2" color="gray">
                          {entry.source === 'clinic' && entry.actorName ? entry.actorName : t('portal.who')}
                        </Text>
                      </Flex>
                      <Flex direction="column" align="end" gap="1">
                        <Text size="2" color="gray">
                          <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
                        </Text>
                        {entry.outcome !== 'done' && <Badge color={entry.outcome === 'failed' ? 'red' : 'gray'}>{t(`outcome.${entry.outcome}`)}</Badge>}
                      </Flex>
                    </Flex>
                  </li>
                </Card>
              ))}
            </ul>
          </Flex>
          <Flex align="center" justify="between" gap="3" wrap="wrap">
            <Text size="2" color="gray">
              {t('portal.range', { from: (page - 1) * PAGE_SIZE + 1, to: Math.min(total, page * PAGE_SIZE), total })}
            </Text>
            {pageCount > 1 && (
              <Flex gap="2" align="center" role="navigation" aria-label={t('portal.pagination')}>
                <Button size="1" variant="soft" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                  <ChevronLeftIcon /> {t('portal.previous')}
                </Button>
                <Text size="2" weight="medium" aria-current="page">
                  {page}
                </Text>
                <Button size="1" variant="soft" disabled={page >= pageCount} onClick={() => goTo(page + 1)}>
                  {t('portal.next')} <ChevronRightIcon />
                </Button>
              </Flex>
            )}
          </Flex>
        </>
      )}
    </Flex>
  );
}
