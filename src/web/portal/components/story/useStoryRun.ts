import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast, type ToastInput } from '../../../shared/toast';
import { useFollowedStory, type useStories } from '../../hooks/useStories';
import { describeStoryError, storyError, type StoryFailure } from './messages';
import { summaryOf } from './StoryResult';
import { isFinished, stageOf, type Stage, type StoryResult, type StoryView } from './types';

/** The toast for a finished story: posted everywhere, on some accounts, or on none. */
function announce(results: StoryResult[], t: TFunction, toast: (input: ToastInput) => void) {
  const ok = results.filter((r) => r.success).length;
  const summary = summaryOf(results, t);
  if (ok === results.length) toast({ title: t('toast.postedTitle'), description: summary, variant: 'success' });
  else if (ok) toast({ title: t('toast.partlyTitle'), description: summary, variant: 'warning' });
  else toast({ title: t('toast.notPostedTitle'), description: summary, variant: 'destructive' });
}

type Stories = Pick<ReturnType<typeof useStories>, 'post' | 'retry' | 'show' | 'refreshList'>;
export type Run = { storyId: number | null; stage: Stage; startedAt: number; finishedAt: number | null; failed: boolean };
export type Outcome = { story: StoryView; results: StoryResult[] | null };

/**
 * A story from the form to its result: uploading it, following it while the worker makes and posts
 * it (its stage, its place in the queue), then its outcome with a toast, and Retry for the
 * accounts that failed. A story opened from the list is shown, or followed if still on its way.
 */
export function useStoryRun(stories: Stories) {
  const { t } = useTranslation('story');
  const toast = useToast();
  const [run, setRun] = useState<Run | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [retrying, setRetrying] = useState(false);
  const [retryError, setRetryError] = useState<string | null>(null);
  // A double click must not make two stories: state updates too late to stop the second click.
  const busy = useRef(false);

  // The story on its way, followed until it is finished (the worker makes and posts it).
  const following = run && run.storyId !== null && !run.finishedAt ? run.storyId : null;
  const current = useFollowedStory(following);

  // Each change of the followed story moves the run on (the guards make a repeated run do nothing).
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
    setRun({
      ...run,
      stage: current.status === 'posted' || current.status === 'partially_posted' ? 'done' : notMade ? 'rendering' : 'posting',
      failed: current.status === 'failed',
      finishedAt: Date.now(),
    });
    setOutcome({ story: current, results });
    setRetrying(false);
    if (notMade || !results) {
      const reason = storyError(current) ?? t('result.unknownError');
      setFailure(reason);
      toast({ title: t('toast.notMadeTitle'), description: reason, variant: 'destructive' });
    } else announce(results, t, toast);
    stories.refreshList();
  }, [current, run, stories, t, toast]);

  /** Follows a story from its answer: queued (or queued for posting) until the worker is done with it. */
  function follow(story: StoryView, startedAt: number) {
    setRun({ storyId: story.id, stage: stageOf(story.status) ?? 'done', startedAt, finishedAt: null, failed: false });
    stories.show(story);
  }

  /** Makes a story; answers the failure when the server refused it (a field's message goes beside its field). */
  async function submit(text: string, file: File): Promise<StoryFailure | null> {
    if (busy.current) return null;
    busy.current = true;
    setFailure(null);
    setRetryError(null);
    setOutcome(null);
    const startedAt = Date.now();
    setRun({ storyId: null, stage: 'uploading', startedAt, finishedAt: null, failed: false });
    try {
      follow(await stories.post(text, file), startedAt);
      return null;
    } catch (error) {
      const described = describeStoryError(error, t);
      setRun((r) => r && { ...r, failed: true, finishedAt: Date.now() });
      if (!described.field) setFailure(described.text);
      toast({ title: t('toast.failedTitle'), description: described.text, variant: 'destructive' });
      return described;
    } finally {
      busy.current = false;
      stories.refreshList();
    }
  }

  async function retry() {
    if (!outcome || busy.current) return;
    busy.current = true;
    setRetrying(true);
    setRetryError(null);
    setFailure(null);
    try {
      const story = await stories.retry(outcome.story.id);
      if (isFinished(story.status)) {
        setRetrying(false);
        setOutcome({ story, results: story.results });
        if (story.results) announce(story.results, t, toast);
      } else follow(story, Date.now());
    } catch (error) {
      const described = describeStoryError(error, t);
      setRetrying(false);
      setRetryError(described.text);
      toast({ title: t('toast.failedTitle'), description: described.text, variant: 'destructive' });
    } finally {
      busy.current = false;
      stories.refreshList();
    }
  }

  /** A story chosen in the recent list: its result, or (still on its way) followed from where it is. */
  function open(story: StoryView) {
    setRetryError(null);
    if (isFinished(story.status)) setOutcome({ story, results: story.results && story.results.length ? story.results : null });
    else {
      setOutcome(null);
      setFailure(null);
      follow(story, new Date(story.createdAt).getTime());
    }
  }

  return {
    run,
    /** The followed story's latest state (its place in the queue, a note while a render is retried). */
    current,
    following,
    failure,
    outcome,
    retrying,
    retryError,
    uploading: !!run && run.stage === 'uploading' && !run.finishedAt,
    submit,
    retry: () => void retry(),
    open,
  };
}

export type StoryRun = ReturnType<typeof useStoryRun>;
