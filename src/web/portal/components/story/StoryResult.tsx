import { Badge, Box, Button, Card, Flex, Heading, Link as RadixLink, Spinner, Text } from '@radix-ui/themes';
import { CheckCircledIcon, CrossCircledIcon, ExternalLinkIcon, ReloadIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDateTime } from '../../dates';
import { StoryStatusBadge } from './RecentStories';
import { storyError } from './messages';
import type { StoryResult as AccountResult, StoryView } from './types';
import { Notice } from '../../../shared/components/Notice';

/** A permalink on our own site (the simulator's /simulator#id) stays in the app; Instagram's opens a tab. */
function PostLink({ href, label }: { href: string; label: string }) {
  const internal = href.startsWith('/') || href.startsWith(window.location.origin);
  if (internal) {
    const path = href.startsWith('/') ? href : href.slice(window.location.origin.length);
    return (
      <RadixLink asChild size="2">
        <Link href={path}>{label}</Link>
      </RadixLink>
    );
  }
  return (
    <RadixLink size="2" href={href} target="_blank" rel="noreferrer">
      {label} <ExternalLinkIcon style={{ verticalAlign: 'middle' }} />
    </RadixLink>
  );
}

/** The summary line in the user's language (business-portal.md §8: success lists the accounts; failures 'account: error'). */
export function summaryOf(results: AccountResult[], t: (key: string, options?: Record<string, unknown>) => string): string {
  const ok = results.filter((r) => r.success).map((r) => r.account);
  const failed = results.filter((r) => !r.success).map((r) => `${r.account}: ${r.error ?? t('result.unknownError')}`);
  if (!failed.length) return t('result.postedTo', { accounts: ok.join(', ') });
  if (!ok.length) return t('result.notPosted', { failures: failed.join('; ') });
  return t('result.partly', { accounts: ok.join(', '), failures: failed.join('; ') });
}

/**
 * The outcome of a story: one line per Instagram account (posted, or its error), a retry for the
 * accounts not reached, and the preview player of the video that was posted.
 */
export function StoryResultCard({
  story,
  results,
  onRetry,
  retrying,
  retryError,
}: {
  story: StoryView;
  results: AccountResult[] | null;
  onRetry: () => void;
  retrying: boolean;
  retryError: string | null;
}) {
  const { t, i18n } = useTranslation('story');
  const failed = results?.filter((r) => !r.success) ?? [];
  const allOk = !!results && results.length > 0 && failed.length === 0;
  const reason = storyError(story);
  const canRetry = !!story.videoUrl && (failed.length > 0 || (!results && (story.status === 'partially_posted' || story.status === 'failed')));

  return (
    <Card size="3" data-testid="story-result">
      <Flex gap="5" wrap="wrap" align="start">
        <Box style={{ flex: '1 1 300px', minWidth: 0 }}>
          <Heading as="h2" size="4" mb="3">
            {t('result.title')}
          </Heading>
          {results && (
            <Notice
              tone={allOk ? 'success' : failed.length === results.length ? 'error' : 'warning'}
              mb="3"
              role={allOk ? 'status' : 'alert'}
              data-testid="story-summary"
            >
              {summaryOf(results, t)}
            </Notice>
          )}
          {!results && (
            // A story reopened from the list: the list has no per-account lines, so its status and text.
            <Box mb="3">
              <Flex gap="2" align="center" wrap="wrap" mb="2">
                <StoryStatusBadge status={story.status} />
                <Text size="1" color="gray">
                  {formatDateTime(story.createdAt, i18n.language)}
                </Text>
              </Flex>
              <Text as="p" size="2" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {story.text}
              </Text>
              {reason && story.status === 'failed' && (
                <Notice tone="error" icon={<CrossCircledIcon />} mt="3" role="alert" data-testid="story-failure">
                  {reason}
                </Notice>
              )}
            </Box>
          )}
          {results && (
            <Flex asChild direction="column" gap="2" m="0" p="0">
              <ul style={{ listStyle: 'none' }} aria-label={t('result.accounts')}>
                {results.map((r) => (
                  <li key={r.instagramId} data-testid="story-account-result">
                    <Flex gap="2" align="start" p="2" style={{ border: '1px solid var(--gray-a5)', borderRadius: 'var(--radius-2)' }}>
                      {r.success ? (
                        <CheckCircledIcon color="var(--green-9)" style={{ flexShrink: 0, marginTop: 3 }} />
                      ) : (
                        <CrossCircledIcon color="var(--red-9)" style={{ flexShrink: 0, marginTop: 3 }} />
                      )}
                      <Box style={{ minWidth: 0, flex: 1 }}>
                        <Flex gap="2" align="center" wrap="wrap">
                          <Text size="2" weight="medium" style={{ overflowWrap: 'anywhere' }}>
                            {r.account}
                          </Text>
                          <Badge color={r.success ? 'green' : 'red'} variant="soft">
                            {r.success ? t('result.posted') : t('result.failed')}
                          </Badge>
                        </Flex>
                        {!r.success && (
                          <Text as="div" size="2" color="red" data-testid="story-account-error" style={{ overflowWrap: 'anywhere' }}>
                            {r.error ?? t('result.unknownError')}
                          </Text>
                        )}
                        {r.success && r.link && <PostLink href={r.link} label={t('result.view')} />}
                      </Box>
                    </Flex>
                  </li>
                ))}
              </ul>
            </Flex>
          )}
          {canRetry && (
            <Box mt="3">
              <Button
                onClick={onRetry}
                disabled={retrying}
                color="amber"
                style={{ height: 'auto', minHeight: 'var(--space-6)', whiteSpace: 'normal', maxWidth: '100%', paddingBlock: 'var(--space-1)' }}
              >
                {retrying ? <Spinner /> : <ReloadIcon />} {retrying ? t('result.retrying') : t('result.retry')}
              </Button>
              <Text as="div" size="1" color="gray" mt="1">
                {t('result.retryHelp')}
              </Text>
            </Box>
          )}
          {retryError && (
            <Text as="div" size="2" color="red" mt="2" role="alert" style={{ overflowWrap: 'anywhere' }}>
              {retryError}
            </Text>
          )}
          {story.renderMs !== null && story.durationSeconds !== null && (
            <Text as="p" size="1" color="gray" mt="3">
              {t('result.madeIn', { seconds: (story.renderMs / 1000).toFixed(1), duration: Math.round(story.durationSeconds) })}
            </Text>
          )}
        </Box>
        {story.videoUrl && (
          <Box style={{ flex: '0 1 270px', minWidth: 0, maxWidth: '100%' }}>
            <Text as="div" size="2" weight="medium" mb="2" id={`story-player-${story.id}`}>
              {t('result.player')}
            </Text>
            <video
              key={story.videoUrl}
              controls
              playsInline
              preload="metadata"
              poster={story.posterUrl ?? undefined}
              src={story.videoUrl}
              aria-labelledby={`story-player-${story.id}`}
              data-testid="story-player"
              style={{ display: 'block', width: 270, maxWidth: '100%', aspectRatio: '9 / 16', background: 'black', borderRadius: 'var(--radius-3)' }}
            />
          </Box>
        )}
      </Flex>
    </Card>
  );
}
