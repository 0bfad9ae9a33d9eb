import { Box, Button, Card, Flex, Text, TextArea } from '@radix-ui/themes';
import { CrossCircledIcon, VideoIcon } from '@radix-ui/react-icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STORY_TEXT_MAX } from '../../../../modules/stories/story-limits';
import { Notice } from '../../../shared/components/Notice';
import { useUploadMaxMb } from '../../hooks/usePortal';
import { storyError, storyLength } from './messages';
import { undrawableCharacters } from './undrawable';
import useSWR from 'swr';
import { portalFetcher } from '../../../shared/api';
import { StoryImageInput } from './StoryImageInput';
import { StoryProgress } from './StoryProgress';
import type { StoryRun } from './useStoryRun';

type FieldErrors = { text?: string; image?: string };

/** The story's text (with its counter) and image, checked before anything is uploaded; the run's progress under them. */
export function StoryForm({ run, noInstagram }: { run: StoryRun; noInstagram: boolean }) {
  const { t } = useTranslation('story');
  const uploadMaxMb = useUploadMaxMb();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusedImage, setRefusedImage] = useState<string | undefined>();
  const length = storyLength(text);
  const drawable = useSWR<{ ranges: [number, number][] }>('/api/instagram-story/characters', portalFetcher, { revalidateOnFocus: false });
  const leftOut = drawable.data ? undrawableCharacters(text, drawable.data.ranges) : [];
  const { uploading, current } = run;

  // business-portal.md §5 story rules, checked before anything is uploaded.
  function validate(): FieldErrors {
    const next: FieldErrors = {};
    if (!text.trim()) next.text = t('errors.textRequired');
    else if (length > STORY_TEXT_MAX) next.text = t('errors.textTooLong');
    // A file refused when chosen keeps its reason; otherwise the image is missing.
    if (!file) next.image = refusedImage ?? t('errors.imageRequired');
    return next;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (found.text || found.image || !file) return;
    const refused = await run.submit(text, file);
    if (refused?.field) setErrors({ [refused.field]: refused.text });
  }

  return (
    <Card size="3">
      <form onSubmit={submit} noValidate>
        <Flex direction="column" gap="4">
          <Box>
            <Flex justify="between" align="baseline" gap="3">
              <Text as="label" htmlFor="story-text" size="2" weight="medium">
                {t('form.text')}
              </Text>
              <Text
                id="story-text-counter"
                size="1"
                color={length > STORY_TEXT_MAX ? 'red' : 'gray'}
                data-testid="story-counter"
                style={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {t('form.counter', { count: length, max: STORY_TEXT_MAX })}
              </Text>
            </Flex>
            <TextArea
              id="story-text"
              name="text"
              mt="1"
              rows={6}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                if (errors.text) setErrors((x) => ({ ...x, text: undefined }));
              }}
              placeholder={t('form.textPlaceholder')}
              aria-invalid={!!errors.text}
              aria-describedby="story-text-counter"
              disabled={uploading}
              style={{ resize: 'vertical' }}
            />
            {errors.text && (
              <Text as="div" size="1" color="red" mt="1" role="alert">
                {errors.text}
              </Text>
            )}
            {leftOut.length > 0 && (
              <Notice tone="warning" size="1" variant="surface" mt="2" data-testid="story-left-out">
                {t('form.leftOut', { count: leftOut.length, characters: leftOut.join(' ') })}
              </Notice>
            )}
          </Box>

          <StoryImageInput
            file={file}
            disabled={uploading}
            error={errors.image}
            onChange={(chosen, refused) => {
              const reason = refused ? t(`errors.${refused}`, { max: uploadMaxMb }) : undefined;
              setFile(chosen);
              setRefusedImage(reason);
              setErrors((x) => ({ ...x, image: reason }));
            }}
          />

          {run.failure && (
            <Notice tone="error" icon={<CrossCircledIcon />} role="alert" data-testid="story-error">
              {run.failure}
            </Notice>
          )}

          <Flex justify="end">
            <Button
              type="submit"
              size="3"
              disabled={uploading || noInstagram}
              style={{ height: 'auto', minHeight: 'var(--space-7)', whiteSpace: 'normal', maxWidth: '100%', flexShrink: 1, paddingBlock: 'var(--space-2)' }}
            >
              <VideoIcon /> {uploading ? t('form.submitting') : t('form.submit')}
            </Button>
          </Flex>

          {run.run && (
            <StoryProgress
              stage={run.run.stage}
              startedAt={run.run.startedAt}
              finishedAt={run.run.finishedAt}
              failed={run.run.failed}
              queuePosition={current?.status === 'queued' ? current.queuePosition : null}
              note={current?.status === 'queued' ? storyError(current) : null}
            />
          )}
        </Flex>
      </form>
    </Card>
  );
}
