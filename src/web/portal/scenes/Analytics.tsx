import { Button, Callout, Card, Flex, Grid, Heading, Spinner, Table, Text } from '@radix-ui/themes';
import { InfoCircledIcon, ClockIcon } from '@radix-ui/react-icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Link, useLocation, useSearch } from 'wouter';
import { portalFetcher, viewAsAccount } from '../../shared/api';
import { Heatmap, type HeatCell } from '../../shared/analytics/Heatmap';
import { TimeChart } from '../../shared/analytics/TimeChart';
import { formatNumber, PlatformSplit, TopPosts, TotalsCards, type Figures, type TopPost } from '../../shared/analytics/figures';
import { ANALYTICS_PERIODS, AnalyticsFilters } from '../../shared/analytics/AnalyticsFilters';
import { PortalGuard } from '../components/PortalGuard';
import { PortalLayout } from '../components/PortalLayout';
import { formatDateTime } from '../dates';

type Platform = 'all' | 'facebook' | 'instagram';

interface BestTime {
  time: string;
  hour: number;
  weekday: number;
  basis: 'history' | 'default';
  postsCounted: number;
  liftPercent: number | null;
  timeZone: string;
}

interface AnalyticsAnswer {
  days: number;
  platform: Platform;
  timeZone: string;
  totals: { current: Figures; previous: Figures };
  byPlatform: { facebook: Figures; instagram: Figures };
  series: { day: string; posts: number; views: number; reach: number; interactions: number }[];
  topPosts: TopPost[];
  byProduct: (Figures & { productName: string | null })[];
  heatmap: HeatCell[];
  bestTime: BestTime;
  lastReadAt: string | null;
}

/**
 * /portal/analytics (issue 21): what the account's published posts achieved. The period and the
 * platform are in the URL; the figures are the latest read of each post (the worker reads them about
 * 1 h, 1 d, 7 d and 28 d after publication).
 */
export default function Analytics() {
  const { t } = useTranslation('analytics');
  return (
    <PortalGuard>
      {() => (
        <PortalLayout title={t('title')} analytics>
          <AnalyticsScreen />
        </PortalLayout>
      )}
    </PortalGuard>
  );
}

function AnalyticsScreen() {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.resolvedLanguage ?? 'en';
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const days = ANALYTICS_PERIODS.includes(params.get('days') as (typeof ANALYTICS_PERIODS)[number]) ? params.get('days')! : '28';
  const platform: Platform = (['all', 'facebook', 'instagram'] as const).find((p) => p === params.get('platform')) ?? 'all';
  const { data, error, isLoading } = useSWR<AnalyticsAnswer>(`/api/analytics?days=${days}&platform=${platform}`, portalFetcher, { keepPreviousData: true });
  const { data: permission } = useSWR<{ connected: boolean; missingScopes: string[] }>('/api/analytics/permission', portalFetcher);

  function set(change: { days?: string; platform?: string }) {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(change)) if (value) next.set(name, value);
    navigate(`${location}?${next.toString()}`, { replace: true });
  }

  const account = viewAsAccount();
  const csv = `/api/analytics.csv?days=${days}&platform=${platform}${account ? `&account=${account}` : ''}`;
  const chartSeries = useMemo(
    () =>
      data
        ? [
            { label: t('chart.views'), values: data.series.map((p) => p.views), colour: '--accent-9' },
            { label: t('chart.interactions'), values: data.series.map((p) => p.interactions), colour: '--orange-9' },
          ]
        : [],
    [data, t],
  );
  const chartDays = useMemo(() => data?.series.map((p) => p.day) ?? [], [data]);
  const when = (iso: string) => formatDateTime(iso, language, data?.timeZone);

  return (
    <Flex direction="column" gap="4">
      <Text as="p" size="2" style={{ maxWidth: 760 }}>
        {t('intro')}
      </Text>
      {permission?.connected && permission.missingScopes.length > 0 && (
        <Callout.Root color="amber" data-testid="analytics-reconnect">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Flex direction="column" gap="2">
            <Text weight="bold">{t('reconnect.title')}</Text>
            <Text size="2">{t('reconnect.body')}</Text>
            <Flex>
              <Button asChild size="1" color="amber" variant="soft">
                <Link href="/portal/platforms">{t('reconnect.action')}</Link>
              </Button>
            </Flex>
          </Flex>
        </Callout.Root>
      )}
      <AnalyticsFilters idPrefix="analytics" days={days} platform={platform} onChange={set} csvHref={csv} />
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
          <Text size="1" color="gray">
            {data.lastReadAt ? t('lastRead', { when: when(data.lastReadAt) }) : t('neverRead')}
          </Text>
          <TotalsCards current={data.totals.current} previous={data.totals.previous} days={data.days} />
          <BestTimeCard best={data.bestTime} />
          <Card>
            <Heading as="h2" size="3" mb="2">
              {t('chart.title')}
            </Heading>
            <TimeChart days={chartDays} series={chartSeries} label={t('chart.label')} />
          </Card>
          <Grid columns={{ initial: '1', md: '2' }} gap="4">
            <PlatformSplit byPlatform={data.byPlatform} />
            <ProductsTable products={data.byProduct} />
          </Grid>
          <Heatmap cells={data.heatmap} />
          <TopPosts posts={data.topPosts} formatWhen={when} />
        </>
      ) : null}
    </Flex>
  );
}

/** The best time to post, with why (from the account's history, or the stated default). */
function BestTimeCard({ best }: { best: BestTime }) {
  const { t } = useTranslation('analytics');
  const weekday = t(`weekdaysLong.${best.weekday}`);
  const why =
    best.basis === 'default'
      ? t('best.default', { time: best.time, count: best.postsCounted })
      : best.liftPercent && best.liftPercent > 0
        ? t('best.history', { time: best.time, lift: best.liftPercent, count: best.postsCounted, weekday })
        : t('best.historyFlat', { time: best.time, count: best.postsCounted, weekday });
  return (
    <Card data-testid="analytics-best-time">
      <Flex gap="3" align="start">
        <ClockIcon width={22} height={22} aria-hidden />
        <Flex direction="column" gap="1">
          <Heading as="h2" size="3">
            {t('best.title')}: {best.time}
          </Heading>
          <Text size="2">{why}</Text>
          <Text size="1" color="gray">
            {t('best.zone', { zone: best.timeZone })}
          </Text>
        </Flex>
      </Flex>
    </Card>
  );
}

function ProductsTable({ products }: { products: (Figures & { productName: string | null })[] }) {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Card>
      <Heading as="h2" size="3" mb="2">
        {t('products.title')}
      </Heading>
      {products.length === 0 ? (
        <Text size="2" color="gray">
          {t('products.empty')}
        </Text>
      ) : (
        <Table.Root size="1">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('products.product')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t('totals.posts')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t('totals.views')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">{t('totals.rate')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {products.slice(0, 12).map((p) => (
              <Table.Row key={p.productName ?? ''}>
                <Table.RowHeaderCell>{p.productName ?? t('products.none')}</Table.RowHeaderCell>
                <Table.Cell justify="end">{formatNumber(p.posts, language)}</Table.Cell>
                <Table.Cell justify="end">{formatNumber(p.views, language)}</Table.Cell>
                <Table.Cell justify="end">{p.rate}%</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Card>
  );
}
