import { Badge, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Figures as ServerFigures } from '../../../modules/publishing/index';

/** One period's figures as the API answers them: publishing/analytics.ts's, with the engagement rate (percent of views). */
export type Figures = ServerFigures & { rate: number };

export const formatNumber = (value: number, language: string) => new Intl.NumberFormat(language === 'el' ? 'el-GR' : 'en-GB').format(value);

/** The change from `before` to `now` in percent ("+12%", "−4%"), or null when there is nothing to compare with. */
function change(now: number, before: number): string | null {
  if (!before) return null;
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent > 0 ? '+' : percent < 0 ? '−' : '±'}${Math.abs(percent)}%`;
}

/** The period's totals, each against the period before. */
export function TotalsCards({ current, previous, days }: { current: Figures; previous: Figures; days: number }) {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.resolvedLanguage ?? 'en';
  const cards: { key: 'views' | 'reach' | 'interactions' | 'rate' | 'posts'; value: string; now: number; before: number }[] = [
    { key: 'views', value: formatNumber(current.views, language), now: current.views, before: previous.views },
    { key: 'reach', value: formatNumber(current.reach, language), now: current.reach, before: previous.reach },
    { key: 'interactions', value: formatNumber(current.interactions, language), now: current.interactions, before: previous.interactions },
    { key: 'rate', value: `${current.rate.toLocaleString(language === 'el' ? 'el-GR' : 'en-GB')}%`, now: current.rate, before: previous.rate },
    { key: 'posts', value: formatNumber(current.posts, language), now: current.posts, before: previous.posts },
  ];
  return (
    <Grid columns={{ initial: '2', sm: '3', md: '5' }} gap="3" data-testid="analytics-totals">
      {cards.map((card) => {
        const delta = change(card.now, card.before);
        return (
          <Card key={card.key}>
            <Text as="div" size="2" color="gray">
              {t(`totals.${card.key}`)}
            </Text>
            <Text as="div" size="6" weight="bold">
              {card.value}
            </Text>
            <Text as="div" size="1" color={delta?.startsWith('+') ? 'green' : delta?.startsWith('−') ? 'red' : 'gray'}>
              {delta ? t('totals.vsPrevious', { change: delta, count: days }) : t('totals.noPrevious')}
            </Text>
          </Card>
        );
      })}
    </Grid>
  );
}

/** Facebook and Instagram apart (the totals above are both together): a block each, which fits a phone without scrolling. */
export function PlatformSplit({ byPlatform }: { byPlatform: { facebook: Figures; instagram: Figures } }) {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Card data-testid="analytics-platforms">
      <Heading as="h2" size="3" mb="2">
        {t('split.title')}
      </Heading>
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        {(['facebook', 'instagram'] as const).map((platform) => {
          const f = byPlatform[platform];
          const rows: [string, string][] = [
            [t('totals.posts'), formatNumber(f.posts, language)],
            [t('totals.views'), formatNumber(f.views, language)],
            [t('totals.interactions'), formatNumber(f.interactions, language)],
            [t('totals.rate'), f.views ? `${Math.round((f.interactions / f.views) * 1000) / 10}%` : '—'],
          ];
          return (
            <Flex key={platform} direction="column" gap="1">
              <Badge color={platform === 'facebook' ? 'blue' : 'pink'} style={{ alignSelf: 'start' }}>
                {t(`platforms.${platform}`)}
              </Badge>
              <dl style={{ margin: 0 }}>
                {rows.map(([label, value]) => (
                  <div
                    key={label}
                    style={{
                      display: 'flex',
                      justifyContent: 'space-between',
                      gap: 'var(--space-2)',
                      borderBottom: '1px solid var(--gray-a3)',
                      padding: '2px 0',
                    }}
                  >
                    <dt style={{ fontSize: 'var(--font-size-1)', color: 'var(--gray-11)' }}>{label}</dt>
                    <dd style={{ margin: 0, fontSize: 'var(--font-size-2)', fontWeight: 500 }}>{value}</dd>
                  </div>
                ))}
              </dl>
            </Flex>
          );
        })}
      </Grid>
    </Card>
  );
}

export interface TopPost {
  id: number;
  platform: 'facebook' | 'instagram';
  kind: 'feed' | 'story';
  publishedAt: string;
  productName: string | null;
  excerpt: string | null;
  permalink: string | null;
  views: number;
  interactions: number;
  rate: number;
  businessName?: string;
}

/** The period's posts with the most interactions. */
export function TopPosts({ posts, formatWhen }: { posts: TopPost[]; formatWhen: (iso: string) => string }) {
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Card data-testid="analytics-top-posts">
      <Heading as="h2" size="3" mb="2">
        {t('top.title')}
      </Heading>
      {posts.length === 0 ? (
        <Text size="2" color="gray">
          {t('top.empty')}
        </Text>
      ) : (
        <Flex direction="column" gap="3">
          {posts.map((post) => (
            <Flex key={post.id} direction="column" gap="1" style={{ borderBottom: '1px solid var(--gray-a4)', paddingBottom: 'var(--space-2)' }}>
              <Flex gap="2" align="center" wrap="wrap">
                <Badge color={post.platform === 'facebook' ? 'blue' : 'pink'}>{t(`platforms.${post.platform}`)}</Badge>
                {post.businessName && (
                  <Text size="1" weight="medium">
                    {post.businessName}
                  </Text>
                )}
                {post.productName && (
                  <Text size="1" color="gray">
                    {post.productName}
                  </Text>
                )}
                <Text size="1" color="gray">
                  {t('top.published', { when: formatWhen(post.publishedAt) })}
                </Text>
              </Flex>
              <Text size="2" style={{ overflowWrap: 'anywhere' }}>
                {post.excerpt}
              </Text>
              <Flex gap="3" wrap="wrap" align="center">
                <Text size="1">
                  {t('totals.views')}: <strong>{formatNumber(post.views, language)}</strong>
                </Text>
                <Text size="1">
                  {t('totals.interactions')}: <strong>{formatNumber(post.interactions, language)}</strong>
                </Text>
                <Text size="1">
                  {t('totals.rate')}: <strong>{post.rate}%</strong>
                </Text>
                {post.permalink && (
                  <a href={post.permalink} target="_blank" rel="noreferrer" style={{ fontSize: 'var(--font-size-1)' }}>
                    {t('top.open')}
                  </a>
                )}
              </Flex>
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}
