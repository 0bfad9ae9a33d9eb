import { BarChartIcon } from '@radix-ui/react-icons';
import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { portalFetcher } from '../../../shared/api';

type PostFiguresAnswer = { figures: Record<string, { views: number; reach: number; interactions: number }> };

/**
 * A published post's latest figures in one line (issue 21): every card of a screen shares one request
 * (GET /api/analytics/post-figures, the account's published posts), refreshed every few minutes.
 */
export function PostFigures({ postId, status, inline }: { postId: number; status: string; /** A calendar entry's short form. */ inline?: boolean }) {
  const { t, i18n } = useTranslation('campaigns');
  const published = status === 'published' || status === 'partially_published';
  const { data } = useSWR<PostFiguresAnswer>(published ? '/api/analytics/post-figures' : null, portalFetcher, {
    dedupingInterval: 60_000,
    revalidateOnFocus: false,
  });
  const figures = data?.figures[String(postId)];
  if (!figures) return null;
  const n = (value: number) => new Intl.NumberFormat(i18n.language === 'el' ? 'el-GR' : 'en-GB').format(value);
  if (inline) {
    return (
      <Text as="span" size="1" color="gray" data-testid="post-figures">
        {t('card.figuresShort', { views: n(figures.views), interactions: n(figures.interactions) })}
      </Text>
    );
  }
  return (
    <Flex align="center" gap="1" mt="2" data-testid="post-figures">
      <BarChartIcon color="var(--gray-10)" aria-hidden />
      <Text size="1" color="gray">
        {t('card.figures', { views: n(figures.views), reach: n(figures.reach), interactions: n(figures.interactions) })}
      </Text>
    </Flex>
  );
}
