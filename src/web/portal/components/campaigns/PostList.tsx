import { Button, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { CalendarIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../shared/components/Notice';
import { zoneLabel } from '../../dates';
import type { Side } from '../../hooks/useCampaigns';
import { PostCard } from './PostCard';
import { PAGE_SIZE, type BulkPost } from './types';
import type { PostActions } from './usePostActions';

function EmptyState({ side, counts, onShow }: { side: Side; counts: Record<Side, number>; onShow: (side: Side) => void }) {
  const { t } = useTranslation('campaigns');
  return (
    <Card size="4" data-testid="empty-state">
      <Flex direction="column" align="center" gap="3" py="5">
        <CalendarIcon width={36} height={36} color="var(--gray-9)" />
        <Heading as="h3" size="4" align="center">
          {side === 'future' ? t('empty.futureTitle') : t('empty.pastTitle')}
        </Heading>
        <Text color="gray" size="2" align="center" style={{ maxWidth: 440 }}>
          {side === 'future' ? t('empty.futureBody') : t('empty.pastBody')}
        </Text>
        {side === 'future' && counts.past > 0 && (
          <Button variant="soft" onClick={() => onShow('past')}>
            {t('empty.seePast', { count: counts.past })}
          </Button>
        )}
        {side === 'past' && counts.future > 0 && (
          <Button variant="soft" onClick={() => onShow('future')}>
            {t('empty.seeFuture', { count: counts.future })}
          </Button>
        )}
      </Flex>
    </Card>
  );
}

export interface PostListProps {
  posts: BulkPost[] | undefined;
  failed: boolean;
  side: Side;
  counts: Record<Side, number>;
  page: number;
  zone: string | undefined;
  /** A bulk action runs: every card waits. */
  bulkRunning: boolean;
  /** Something is selected to publish to (a post waiting for a Page goes out within a minute). */
  pagesSelected: boolean;
  actions: PostActions;
  onShow: (side: Side) => void;
  onDelete: (post: BulkPost) => void;
}

/** One page of posts as cards; while loading a spinner, else the side's empty state (under the load error, if any). */
export function PostList({ posts, failed, side, counts, page, zone, bulkRunning, pagesSelected, actions, onShow, onDelete }: PostListProps) {
  const { t, i18n } = useTranslation('campaigns');
  const { busy } = actions;
  // An editor open on a post that is no longer listed (deleted in another tab, by the e-mail link or
  // the worker) locks nothing: the page stays usable after a failed save (issue 24).
  const open = actions.editing;
  const editing = open && posts?.some((p) => p.id === open.id) ? open : null;
  const locked = editing !== null || busy !== null || bulkRunning;
  if (!posts && !failed) {
    return (
      <Flex justify="center" align="center" gap="2" p="6">
        <Spinner size="3" /> <Text color="gray">{t('loading')}</Text>
      </Flex>
    );
  }
  // A list that could not be loaded says so, above the side's empty state.
  if (!posts?.length) {
    return (
      <>
        {!posts && (
          <Notice tone="error" mb="3" role="alert">
            {t('loadError')}
          </Notice>
        )}
        <EmptyState side={side} counts={counts} onShow={onShow} />
      </>
    );
  }
  return (
    <Flex direction="column" gap="3" data-testid="post-list">
      {/* Once per list, not on every published card (issue 24): spec §My Campaigns' test-post note. */}
      {posts.some((post) => post.publications?.some((p) => p.status === 'published')) && (
        <Text as="p" size="1" color="gray" data-testid="test-note">
          {t('card.testNote')}
        </Text>
      )}
      {posts.map((post, i) => (
        <PostCard
          key={post.id}
          post={post}
          position={(page - 1) * PAGE_SIZE + i + 1}
          total={counts[side]}
          zone={zone}
          zoneLabel={zoneLabel(zone, i18n.language)}
          pagesSelected={pagesSelected}
          mode={editing?.id === post.id ? editing.mode : null}
          locked={locked && busy?.id !== post.id && editing?.id !== post.id}
          busy={busy?.id === post.id ? busy.action : null}
          {...actions.cardHandlers(post, () => onDelete(post))}
        />
      ))}
    </Flex>
  );
}
