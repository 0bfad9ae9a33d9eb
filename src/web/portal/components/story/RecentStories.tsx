import { Badge, Box, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../dates';
import type { StoryStatus, StoryView } from './types';

const COLORS: Record<StoryStatus, 'gray' | 'blue' | 'green' | 'amber' | 'red'> = {
  queued: 'gray',
  rendering: 'blue',
  posting: 'blue',
  posted: 'green',
  partially_posted: 'amber',
  failed: 'red',
};

export function StoryStatusBadge({ status }: { status: StoryStatus }) {
  const { t } = useTranslation('story');
  return (
    <Badge color={COLORS[status]} variant="soft">
      {t(`status.${status}`)}
    </Badge>
  );
}

/**
 * The account's latest stories (GET /api/instagram-stories), so one left partly posted can be
 * opened and retried after a reload, and its video watched again while its link works.
 */
export function RecentStories({ stories, shownId, onShow }: { stories: StoryView[]; shownId: number | null; onShow: (story: StoryView) => void }) {
  const { t, i18n } = useTranslation('story');
  if (!stories.length) return null;
  return (
    <Card size="2" data-testid="recent-stories">
      <Heading as="h2" size="3" mb="3">
        {t('recent.title')}
      </Heading>
      <Flex asChild direction="column" gap="2" m="0" p="0">
        <ul style={{ listStyle: 'none' }}>
          {stories.map((story) => (
            <li key={story.id} data-testid="recent-story">
              <Flex gap="3" align="center" justify="between" wrap="wrap" py="1" style={{ borderBottom: '1px solid var(--gray-a4)' }}>
                <Box style={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Flex gap="2" align="center" wrap="wrap">
                    <StoryStatusBadge status={story.status} />
                    <Text size="1" color="gray">
                      {formatDateTime(story.createdAt, i18n.language)}
                    </Text>
                  </Flex>
                  <Text as="div" size="2" truncate title={story.text}>
                    {story.text}
                  </Text>
                </Box>
                <Button
                  size="1"
                  variant="soft"
                  color="gray"
                  onClick={() => onShow(story)}
                  disabled={shownId === story.id}
                  aria-label={t('recent.showLabel', { id: story.id })}
                >
                  {t('recent.show')}
                </Button>
              </Flex>
            </li>
          ))}
        </ul>
      </Flex>
    </Card>
  );
}
