import { Badge, Card, Flex, Grid, Heading, Spinner, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Link } from 'wouter';
import { adminFetcher } from '../../shared/api';
import { formatNumber, PlatformSplit, TopPosts, TotalsCards, type Figures, type TopPost } from '../../shared/analytics/figures';
import { AnalyticsFilters } from '../../shared/analytics/AnalyticsFilters';
import { formatDateTime } from '../../portal/dates';
import { AdminGuard } from '../components/AdminGuard';
import { DashboardFrame } from '../components/DashboardFrame';
import { useQueryState } from '../hooks/useQueryState';

interface AccountRow {
  accountId: number;
  businessName: string;
  posts: number;
  views: number;
  reach: number;
  interactions: number;
  rate: number;
  failed: number;
  missed: number;
  failedTargets: number;
  problemRate: number;
}

interface AdminAnalyticsAnswer {
  days: number;
  totals: { current: Figures; previous: Figures };
  byPlatform: { facebook: Figures; instagram: Figures };
  accounts: AccountRow[];
  troubled: AccountRow[];
  topPosts: (TopPost & { accountId: number; businessName: string })[];
}

/** /admin/analytics (issue 21): the clinics' figures across accounts, and whose posts fail or are missed most. */
export default function AdminAnalyticsScreen() {
  return <AdminGuard>{() => <DashboardFrame section="analytics">{<AdminAnalytics />}</DashboardFrame>}</AdminGuard>;
}

function AdminAnalytics() {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.resolvedLanguage ?? 'en';
  const [state, setState] = useQueryState({ days: '28', platform: 'all' });
  const days = ['7', '28', '90'].includes(state.days) ? state.days : '28';
  const platform = ['all', 'facebook', 'instagram'].includes(state.platform) ? state.platform : 'all';
  const { data, error, isLoading } = useSWR<AdminAnalyticsAnswer>(`/api/admin/analytics?days=${days}&platform=${platform}`, adminFetcher, {
    keepPreviousData: true,
  });
  const when = (iso: string) => formatDateTime(iso, language);
  return (
    <Flex direction="column" gap="4">
      <Text as="p" size="2" style={{ maxWidth: 760 }}>
        {t('admin.intro')}
      </Text>
      <AnalyticsFilters
        idPrefix="admin-analytics"
        days={days}
        platform={platform}
        onChange={setState}
        csvHref={`/api/admin/analytics.csv?days=${days}&platform=${platform}`}
      />
      {error && !data ? (
        <Text color="red" role="alert">
          {t('loadFailed')}
        </Text>
      ) : isLoading && !data ? (
        <Flex justify="center" py="6">
          <Spinner size="3" />
        </Flex>
      ) : data ? (
        <>
          <TotalsCards current={data.totals.current} previous={data.totals.previous} days={data.days} />
          <Grid columns={{ initial: '1', md: '2' }} gap="4">
            <PlatformSplit byPlatform={data.byPlatform} />
            <Card data-testid="admin-analytics-troubled">
              <Heading as="h2" size="3" mb="2">
                {t('admin.troubled')}
              </Heading>
              {data.troubled.length === 0 ? (
                <Text size="2" color="gray">
                  {t('admin.troubledEmpty')}
                </Text>
              ) : (
                <Flex direction="column" gap="2">
                  {data.troubled.map((a) => (
                    <Flex key={a.accountId} justify="between" gap="2" wrap="wrap">
                      <Link href={`/portal/calendar?account=${a.accountId}`}>{a.businessName}</Link>
                      <Flex gap="2">
                        <Badge color="red">
                          {t('admin.failed')}: {a.failed}
                        </Badge>
                        <Badge color="amber">
                          {t('admin.missed')}: {a.missed}
                        </Badge>
                        <Badge color="gray">{a.problemRate}%</Badge>
                      </Flex>
                    </Flex>
                  ))}
                </Flex>
              )}
            </Card>
          </Grid>
          <Card>
            <Heading as="h2" size="3" mb="2">
              {t('admin.accounts')}
            </Heading>
            {data.accounts.length === 0 ? (
              <Text size="2" color="gray">
                {t('admin.noAccounts')}
              </Text>
            ) : (
              <div style={{ overflowX: 'auto' }}>
                <Table.Root size="1" data-testid="admin-analytics-accounts">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeaderCell>{t('admin.account')}</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell justify="end">{t('totals.posts')}</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell justify="end">{t('totals.views')}</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell justify="end">{t('totals.interactions')}</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell justify="end">{t('totals.rate')}</Table.ColumnHeaderCell>
                      <Table.ColumnHeaderCell justify="end">{t('admin.problemRate')}</Table.ColumnHeaderCell>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.accounts.map((a) => (
                      <Table.Row key={a.accountId}>
                        <Table.RowHeaderCell>
                          <Link href={`/portal/analytics?account=${a.accountId}`}>{a.businessName}</Link>
                        </Table.RowHeaderCell>
                        <Table.Cell justify="end">{formatNumber(a.posts, language)}</Table.Cell>
                        <Table.Cell justify="end">{formatNumber(a.views, language)}</Table.Cell>
                        <Table.Cell justify="end">{formatNumber(a.interactions, language)}</Table.Cell>
                        <Table.Cell justify="end">{a.rate}%</Table.Cell>
                        <Table.Cell justify="end">{a.problemRate}%</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </div>
            )}
          </Card>
          <TopPosts posts={data.topPosts} formatWhen={when} />
        </>
      ) : null}
    </Flex>
  );
}
