import { AlertDialog, Badge, Box, Button, Flex, Heading, Text } from '@radix-ui/themes';
import { CheckIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../dates';
import type { AwaitingPost } from '../../hooks/useCampaigns';
import { FindingsChecklist } from './FindingsConfirm';
import { questionStore } from './question';

/**
 * Schedule all's findings confirmation: the posts it left because they have compliance findings
 * (the server's list, every page's), each with its product, date and findings, each finding ticked
 * as read as for one post. A post is confirmed when all its findings are ticked; the button
 * schedules the confirmed ones and the others stay as they are. `askPostsFindingsRead` answers the
 * confirmed posts' ids (none when declined); `<PostsFindingsConfirmHost />`, once on the screen,
 * shows it. Apply suggestion is left to the post's card: a new text has new findings to read.
 */
interface Question {
  posts: AwaitingPost[];
  /** Asked again: these posts' findings changed after they were shown. */
  changed: boolean;
  zone?: string;
  answer: (ids: number[]) => void;
}

const store = questionStore<Omit<Question, 'answer'>, number[]>([]);

export const askPostsFindingsRead = (posts: AwaitingPost[], changed: boolean, zone?: string): Promise<number[]> => store.ask({ posts, changed, zone });

export function PostsFindingsConfirmHost() {
  const { t, i18n } = useTranslation('campaigns');
  const question = store.useQuestion();
  /** The ticked findings of each post, by post id. */
  const [ticked, setTicked] = useState<ReadonlyMap<number, ReadonlySet<number>>>(new Map());
  const posts = question?.posts ?? [];
  const confirmed = posts.filter((p) => p.complianceFindings.every((_, i) => ticked.get(p.id)?.has(i))).map((p) => p.id);
  const close = (ids: number[]) => {
    setTicked(new Map());
    question?.answer(ids);
  };
  return (
    <AlertDialog.Root open={question !== null} onOpenChange={(open) => !open && close([])}>
      <AlertDialog.Content maxWidth="600px" data-testid="posts-findings-confirm">
        <AlertDialog.Title>{t('approval.postsFindingsTitle')}</AlertDialog.Title>
        <AlertDialog.Description size="2" style={{ overflowWrap: 'anywhere' }}>
          {question?.changed ? t('approval.postsFindingsChanged', { count: posts.length }) : t('approval.postsFindingsText', { count: posts.length })}
        </AlertDialog.Description>
        <Box mt="3" style={{ maxHeight: '55vh', overflowY: 'auto', overscrollBehavior: 'contain' }} data-testid="posts-findings-list">
          <Flex direction="column" gap="3" pr="1">
            {posts.map((post) => {
              const done = confirmed.includes(post.id);
              return (
                <Box
                  key={post.id}
                  p="3"
                  style={{ border: '1px solid var(--gray-a5)', borderRadius: 'var(--radius-3)' }}
                  data-testid="posts-findings-post"
                  data-post-id={post.id}
                >
                  <Flex gap="2" align="center" justify="between" wrap="wrap" mb="2">
                    <Heading as="h3" size="2" style={{ overflowWrap: 'anywhere' }}>
                      {post.productName || t('approval.postsFindingsNoProduct')}
                    </Heading>
                    <Text size="1" color="gray">
                      {formatDateTime(post.scheduledDate, i18n.language, question?.zone)}
                    </Text>
                  </Flex>
                  <Flex direction="column" gap="2">
                    <FindingsChecklist
                      findings={post.complianceFindings}
                      ticked={ticked.get(post.id) ?? new Set()}
                      onTicked={(update) =>
                        setTicked((all) => {
                          const next = new Map(all);
                          next.set(post.id, update(all.get(post.id) ?? new Set()));
                          return next;
                        })
                      }
                      suggestions
                    />
                  </Flex>
                  {done && (
                    <Badge color="green" variant="soft" mt="2">
                      <CheckIcon /> {t('approval.postsFindingsConfirmed')}
                    </Badge>
                  )}
                </Box>
              );
            })}
          </Flex>
        </Box>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {t('approval.cancel')}
            </Button>
          </AlertDialog.Cancel>
          <Button onClick={() => close(confirmed)} disabled={!confirmed.length}>
            {t('approval.postsFindingsGo', { count: confirmed.length })}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
