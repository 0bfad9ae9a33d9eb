import { Box, Button, Callout, Card, Flex, Grid, Link as RadixLink, Text, TextArea } from '@radix-ui/themes';
import { ArrowLeftIcon, CrossCircledIcon, VideoIcon } from '@radix-ui/react-icons';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { Link, useLocation } from 'wouter';
import { STORY_TEXT_MAX } from '../../../modules/stories/story-limits';
import { api, portalFetcher } from '../../shared/api';
import { FacebookDemoNotice } from '../../shared/components/FacebookDemoNotice';
import { useToast } from '../../shared/toast';
import { PortalGuard } from '../components/PortalGuard';
import { PortalLayout } from '../components/PortalLayout';
import { describeStoryError, storyError, storyLength } from '../components/story/messages';
import { RecentStories } from '../components/story/RecentStories';
import { StoryImageInput } from '../components/story/StoryImageInput';
import { LogoHint, NoInstagramNotice, StoryNotes } from '../components/story/StoryNotes';
import { StoryProgress } from '../components/story/StoryProgress';
import { StoryResultCard, summaryOf } from '../components/story/StoryResult';
import { COMPANY_KEY, isFinished, stageOf, STORIES_KEY, storyKey, type Stage, type StoryAnswer, type StoryResult, type StoryView } from '../components/story/types';
import { SELECTED_PAGES_KEY, useFacebookConfig, type SelectedPage } from '../hooks/useFacebook';

type FieldErrors = { text?: string; image?: string };
type Run = { storyId: number | null; stage: Stage; startedAt: number; finishedAt: number | null; failed: boolean };
type Outcome = { story: StoryView; results: StoryResult[] | null };

/** How often a story on its way is asked for (it waits its turn, is made by the worker, then posted). */
const FOLLOW_MS = 1000;

function StoryCreator() {
  const { t } = useTranslation('story');
  const toast = useToast();
  const [location] = useLocation();
  const { mutate } = useSWRConfig();
  const base = location.startsWith('/portal') ? '/portal' : '/business';

  const config = useFacebookConfig();
  const company = useSWR<{ success: boolean; companyInfo: { logoUrl: string | null } | null }>(COMPANY_KEY, portalFetcher);
  const selected = useSWR<{ success: boolean; selectedPages: SelectedPage[] }>(SELECTED_PAGES_KEY, portalFetcher);
  // Kept fresh while one of them is still on its way, so its badge moves on by itself.
  const list = useSWR<{ success: boolean; stories: StoryView[] }>(STORIES_KEY, portalFetcher, {
    refreshInterval: (data) => (data?.stories.some((s) => !isFinished(s.status)) ? 2000 : 0),
  });

  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [run, setRun] = useState<Run | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [retrying, setRetrying] = useState(false);
  const [retryError, setRetryError] = useState<string | null>(null);
  // A double click must not make two stories: state updates too late to stop the second click.
  const busy = useRef(false);
  const resultRef = useRef<HTMLDivElement>(null);

  // The story on its way, followed until it is finished (the worker makes and posts it).
  const following = run && run.storyId !== null && !run.finishedAt ? run.storyId : null;
  const followed = useSWR<{ success: boolean; story: StoryView }>(following ? storyKey(following) : null, portalFetcher, { refreshInterval: FOLLOW_MS });
  const current = followed.data?.story.id === following ? followed.data?.story : undefined;

  useEffect(() => {
    if (!current || !run || run.finishedAt) return;
    const stage = stageOf(current.status);
    if (stage) {
      if (stage !== run.stage) setRun({ ...run, stage });
      return;
    }
    // Finished: posted (to some or all), or failed before or while posting.
    const results = current.results && current.results.length ? current.results : null;
    const notMade = current.status === 'failed' && !current.videoUrl;
    const allFailed = current.status === 'failed';
    setRun({ ...run, stage: current.status === 'posted' || current.status === 'partially_posted' ? 'done' : notMade ? 'rendering' : 'posting', failed: allFailed, finishedAt: Date.now() });
    setOutcome({ story: current, results });
    setRetrying(false);
    if (notMade || !results) {
      const reason = storyError(current) ?? t('result.unknownError');
      setFailure(reason);
      toast({ title: t('toast.notMadeTitle'), description: reason, variant: 'destructive' });
    } else announce(results);
    void mutate(STORIES_KEY);
  }, [current?.id, current?.status, current?.queuePosition]);

  // The result (or a story reopened from the list) is brought into view: on a phone it is far below.
  useEffect(() => {
    if (outcome) resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [outcome?.story.id, outcome?.results]);

  const instagram = selected.data?.selectedPages
    .filter((p): p is Extract<SelectedPage, { platform: 'instagram' }> => p.platform === 'instagram' && p.isActive)
    .map((p) => (p.instagramUsername ? `@${p.instagramUsername.replace(/^@/, '')}` : p.instagramId));
  const noInstagram = instagram !== undefined && instagram.length === 0;
  const hasLogo = company.data ? !!company.data.companyInfo?.logoUrl : true;
  const length = storyLength(text);
  const uploading = !!run && run.stage === 'uploading' && !run.finishedAt;

  // business-portal.md §5 story rules, checked before anything is uploaded.
  function validate(): FieldErrors {
    const next: FieldErrors = {};
    if (!text.trim()) next.text = t('errors.textRequired');
    else if (length > STORY_TEXT_MAX) next.text = t('errors.textTooLong');
    if (!file) next.image = errors.image === t('errors.notImage') || errors.image === t('errors.svg') ? errors.image : t('errors.imageRequired');
    return next;
  }

  /** Follows a story from its answer: queued (or queued for posting) until the worker is done with it. */
  function follow(story: StoryView, startedAt: number) {
    setRun({ storyId: story.id, stage: stageOf(story.status) ?? 'done', startedAt, finishedAt: null, failed: false });
    void mutate(storyKey(story.id), { success: true, story }, { revalidate: false });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    const found = validate();
    setErrors(found);
    if (found.text || found.image || !file) return;
    busy.current = true;
    setFailure(null);
    setRetryError(null);
    setOutcome(null);
    const startedAt = Date.now();
    setRun({ storyId: null, stage: 'uploading', startedAt, finishedAt: null, failed: false });
    const form = new FormData();
    form.set('text', text);
    form.set('image', file, file.name);
    try {
      const answer = await api<StoryAnswer>('/api/instagram-story', { body: form });
      follow(answer.story, startedAt);
    } catch (error) {
      const described = describeStoryError(error, t);
      setRun((r) => r && { ...r, failed: true, finishedAt: Date.now() });
      if (described.field) setErrors({ [described.field]: described.text });
      else setFailure(described.text);
      toast({ title: t('toast.failedTitle'), description: described.text, variant: 'destructive' });
    } finally {
      busy.current = false;
      void mutate(STORIES_KEY);
    }
  }

  function announce(results: StoryResult[]) {
    const ok = results.filter((r) => r.success).length;
    const summary = summaryOf(results, t);
    if (ok === results.length) toast({ title: t('toast.postedTitle'), description: summary, variant: 'success' });
    else if (ok) toast({ title: t('toast.partlyTitle'), description: summary, variant: 'warning' });
    else toast({ title: t('toast.notPostedTitle'), description: summary, variant: 'destructive' });
  }

  async function retry() {
    if (!outcome || busy.current) return;
    busy.current = true;
    setRetrying(true);
    setRetryError(null);
    setFailure(null);
    try {
      const answer = await api<StoryAnswer>(`/api/instagram-stories/${outcome.story.id}/retry`, { method: 'POST' });
      if (isFinished(answer.story.status)) {
        setRetrying(false);
        setOutcome({ story: answer.story, results: answer.story.results });
        if (answer.story.results) announce(answer.story.results);
      } else follow(answer.story, Date.now());
    } catch (error) {
      const described = describeStoryError(error, t);
      setRetrying(false);
      setRetryError(described.text);
      toast({ title: t('toast.failedTitle'), description: described.text, variant: 'destructive' });
    } finally {
      busy.current = false;
      void mutate(STORIES_KEY);
    }
  }

  return (
    <>
      <RadixLink asChild size="2" mb="3" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <Link href={`${base}/campaigns`}>
          <ArrowLeftIcon /> {t('back')}
        </Link>
      </RadixLink>
      <Text as="p" color="gray" size="2" mb="4" style={{ maxWidth: 720 }}>
        {t('intro')}
      </Text>
      <FacebookDemoNotice mode={config.data?.mode} />
      {!hasLogo && <LogoHint setupHref={`${base}/setup`} />}
      {noInstagram && <NoInstagramNotice platformsHref={`${base}/platforms`} />}

      <Grid columns={{ initial: '1', md: '3' }} gap="4" mb="4">
        <Box gridColumn={{ initial: '1', md: '1 / span 2' }} style={{ minWidth: 0 }}>
          <Card size="3">
            <form onSubmit={submit} noValidate>
              <Flex direction="column" gap="4">
                <Box>
                  <Flex justify="between" align="baseline" gap="3">
                    <Text as="label" htmlFor="story-text" size="2" weight="medium">
                      {t('form.text')}
                    </Text>
                    <Text id="story-text-counter" size="1" color={length > STORY_TEXT_MAX ? 'red' : 'gray'} data-testid="story-counter" style={{ fontVariantNumeric: 'tabular-nums' }}>
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
                </Box>

                <StoryImageInput
                  file={file}
                  disabled={uploading}
                  error={errors.image}
                  onChange={(chosen, refused) => {
                    setFile(chosen);
                    setErrors((x) => ({ ...x, image: refused ? t(`errors.${refused}`) : undefined }));
                  }}
                />

                {failure && (
                  <Callout.Root color="red" role="alert" data-testid="story-error">
                    <Callout.Icon>
                      <CrossCircledIcon />
                    </Callout.Icon>
                    <Callout.Text style={{ overflowWrap: 'anywhere' }}>{failure}</Callout.Text>
                  </Callout.Root>
                )}

                <Flex justify="end">
                  <Button type="submit" size="3" disabled={uploading || noInstagram} style={{ height: 'auto', minHeight: 'var(--space-7)', whiteSpace: 'normal', maxWidth: '100%', flexShrink: 1, paddingBlock: 'var(--space-2)' }}>
                    <VideoIcon /> {uploading ? t('form.submitting') : t('form.submit')}
                  </Button>
                </Flex>

                {run && (
                  <StoryProgress
                    stage={run.stage}
                    startedAt={run.startedAt}
                    finishedAt={run.finishedAt}
                    failed={run.failed}
                    queuePosition={current?.status === 'queued' ? current.queuePosition : null}
                    note={current?.status === 'queued' ? storyError(current) : null}
                  />
                )}
              </Flex>
            </form>
          </Card>
        </Box>
        <Box style={{ minWidth: 0 }}>
          <StoryNotes accounts={instagram} />
        </Box>
      </Grid>

      {outcome && (
        <Box mb="4" ref={resultRef} style={{ scrollMarginTop: 16 }}>
          <StoryResultCard story={outcome.story} results={outcome.results} onRetry={() => void retry()} retrying={retrying} retryError={retryError} />
        </Box>
      )}

      <RecentStories
        stories={list.data?.stories ?? []}
        shownId={outcome?.story.id ?? following}
        onShow={(story) => {
          setRetryError(null);
          if (isFinished(story.status)) setOutcome({ story, results: story.results && story.results.length ? story.results : null });
          else {
            // Still on its way: follow it from where it is.
            setOutcome(null);
            setFailure(null);
            follow(story, new Date(story.createdAt).getTime());
          }
        }}
      />
    </>
  );
}

/** Instagram story creator (business-portal.md §2 "Instagram story", §3, §5, §8; issue 10). */
export default function InstagramStory() {
  const { t } = useTranslation('story');
  return (
    <PortalGuard>
      {() => (
        <PortalLayout title={t('title')}>
          <StoryCreator />
        </PortalLayout>
      )}
    </PortalGuard>
  );
}
