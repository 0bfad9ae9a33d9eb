import { Box, Flex, Spinner, Text } from '@radix-ui/themes';
import { CheckCircledIcon, CircleIcon, CrossCircledIcon } from '@radix-ui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAGES, type Stage } from './types';

/**
 * The stages of making a story, the current one with a spinner and the seconds it has taken so far:
 * uploading the image, waiting its turn (with how many stories are ahead of it), making the video,
 * posting to Instagram, done. `failed` marks where it stopped; `note` says why a render is being
 * tried again.
 */
export function StoryProgress({
  stage,
  startedAt,
  finishedAt,
  failed,
  queuePosition,
  note,
}: {
  stage: Stage;
  startedAt: number;
  finishedAt: number | null;
  failed: boolean;
  queuePosition?: number | null;
  note?: string | null;
}) {
  const { t } = useTranslation('story');
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (finishedAt) return;
    const timer = setInterval(() => setNow(Date.now()), 200);
    return () => clearInterval(timer);
  }, [finishedAt]);
  // `now` is last set when the previous run stopped ticking: a new run starts after it, so the
  // first frame would read a negative time (issue 24). Never below zero.
  const seconds = (Math.max(0, (finishedAt ?? Math.max(now, startedAt)) - startedAt) / 1000).toFixed(1);
  const current = STAGES.indexOf(stage);

  return (
    <Box data-testid="story-progress" data-stage={failed ? 'failed' : stage} role="status" aria-live="polite">
      <Flex justify="between" align="baseline" gap="3" mb="2">
        <Text size="2" weight="medium">
          {t('stages.label')}
        </Text>
        <Text size="1" color="gray" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="story-elapsed">
          {t('stages.elapsed', { seconds })}
        </Text>
      </Flex>
      <Flex asChild direction="column" gap="2" m="0" p="0">
        <ol style={{ listStyle: 'none' }}>
          {STAGES.map((s, index) => {
            const done = index < current || (s === 'done' && stage === 'done' && !failed);
            const active = index === current && !done;
            const stopped = failed && index === current;
            return (
              <li key={s} aria-current={active ? 'step' : undefined}>
                <Flex align="center" gap="2">
                  {stopped ? (
                    <CrossCircledIcon color="var(--red-9)" />
                  ) : done ? (
                    <CheckCircledIcon color="var(--green-9)" />
                  ) : active ? (
                    <Spinner size="1" />
                  ) : (
                    <CircleIcon color="var(--gray-8)" />
                  )}
                  <Text size="2" color={stopped ? 'red' : active ? undefined : done ? undefined : 'gray'} weight={active ? 'medium' : 'regular'}>
                    {t(`stages.${s}`)}
                  </Text>
                </Flex>
                {s === 'queued' && active && (
                  <Box pl="5" mt="1">
                    {queuePosition != null && (
                      <Text as="div" size="2" color="gray" data-testid="story-queue-position">
                        {queuePosition === 0 ? t('stages.queueNext') : t('stages.queueAhead', { count: queuePosition })}
                      </Text>
                    )}
                    {note && (
                      <Text as="div" size="1" color="amber" mt="1" style={{ overflowWrap: 'anywhere' }}>
                        {t('stages.retryNote', { reason: note })}
                      </Text>
                    )}
                  </Box>
                )}
              </li>
            );
          })}
        </ol>
      </Flex>
    </Box>
  );
}
