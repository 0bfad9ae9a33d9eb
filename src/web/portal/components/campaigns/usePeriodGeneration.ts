import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api';
import { useToast } from '../../../shared/toast';
import type { useCampaigns } from '../../hooks/useCampaigns';
import { describeError, isNetworkError } from './messages';
import type { Progress } from './types';

type Campaigns = ReturnType<typeof useCampaigns>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Shows a running generation's progress until it is no longer running (or cannot be read). */
async function followRunning(read: () => Promise<Progress>, show: (progress: Progress) => void) {
  for (;;) {
    const p = await read().catch(() => null);
    if (!p || p.status !== 'running') break;
    show(p);
    await sleep(500);
  }
}

/**
 * Generate for the period, guarded: one generation at a time, across clicks and tabs. Its progress
 * is followed while it runs (and another tab's, found when the screen opens, keeps the button
 * waiting until it ends); `onGenerated` shows the new posts.
 */
export function usePeriodGeneration({ calls, refresh }: Pick<Campaigns, 'calls' | 'refresh'>, onGenerated: () => void) {
  const { t } = useTranslation('campaigns');
  const toast = useToast();
  const [progress, setProgress] = useState<Progress | null>(null);
  const generating = useRef(false);

  // Another tab may be generating: show its progress and keep the button disabled until it ends.
  useEffect(() => {
    let stop = false;
    void calls
      .readProgress()
      .then(async (p) => {
        if (stop || p.status !== 'running' || generating.current) return;
        generating.current = true;
        setProgress(p);
        await followRunning(calls.readProgress, setProgress);
        generating.current = false;
        if (!stop) {
          setProgress(null);
          await refresh();
        }
      })
      .catch(() => undefined);
    return () => {
      stop = true;
    };
  }, [calls, refresh]);

  async function generate() {
    if (generating.current) return;
    generating.current = true;
    setProgress({ status: 'running', total: 0, done: 0 });
    let polling = true;
    const poll = (async () => {
      while (polling) {
        await sleep(400);
        const p = await calls.readProgress().catch(() => null);
        if (polling && p?.status === 'running') setProgress(p);
      }
    })();
    try {
      const answer = await calls.generatePeriod();
      if (answer.posts.length)
        toast({ title: t('toasts.bulkGenerated', { count: answer.posts.length }), description: t('toasts.bulkGeneratedBody'), variant: 'success' });
      else toast({ title: t('toasts.infoTitle'), description: t('toasts.bulkGenerationInfo'), variant: 'info' });
      onGenerated();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast({ title: t('toasts.infoTitle'), description: t('toasts.alreadyRunning'), variant: 'info' });
        polling = false;
        await followRunning(calls.readProgress, setProgress);
      } else {
        toast({
          title: isNetworkError(error) ? t('toasts.postGenerationError') : t('toasts.bulkGenerationError'),
          description: describeError(error, t),
          variant: 'destructive',
        });
      }
    } finally {
      polling = false;
      await poll;
      generating.current = false;
      setProgress(null);
      await refresh();
    }
  }

  return { progress, generate };
}
