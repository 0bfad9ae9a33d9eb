import { askPostsFindingsRead } from './PostsFindingsConfirm';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/toast';
import type { BulkResult, useCampaigns } from '../../hooks/useCampaigns';
import { describeError } from './messages';

type Campaigns = ReturnType<typeof useCampaigns>;
export type BulkKind = 'schedule' | 'unschedule' | 'delete' | 'email';
export type Bulk = { kind: BulkKind; done: number; total: number } | null;

/**
 * The bulk buttons (every future post, not the page shown): which one runs and how far it is, the
 * Delete future question (how many posts it removes), Schedule all's findings confirmation (its
 * posts' dates in the clinic's `zone`), and a toast for each outcome.
 */
export function useBulkActions({ calls, refresh }: Pick<Campaigns, 'calls' | 'refresh'>, zone?: string) {
  const { t } = useTranslation('campaigns');
  const toast = useToast();
  const [bulk, setBulk] = useState<Bulk>(null);
  /** Delete future asks first: how many posts it would remove, or null when it does not ask. */
  const [deleteCount, setDeleteCount] = useState<number | null>(null);
  const info = (description: string): void => {
    toast({ title: t('toasts.infoTitle'), description, variant: 'info' });
  };

  async function withBulk(kind: BulkKind, work: (progress: (done: number, total: number) => void) => Promise<void>, errorTitle: string) {
    setBulk({ kind, done: 0, total: 0 });
    try {
      await work((done, total) => setBulk({ kind, done, total }));
    } catch (error) {
      toast({ title: errorTitle, description: describeError(error, t), variant: 'destructive' });
    } finally {
      setBulk(null);
    }
  }

  function report(result: BulkResult, keys: { done: string; warning: string; error: string }) {
    if (result.failed === 0) toast({ title: t(keys.done, { count: result.ok }), variant: 'success' });
    else if (result.ok === 0) toast({ title: t(keys.error), description: describeError(result.firstError, t), variant: 'destructive' });
    else
      toast({
        title: t('toasts.warningTitle'),
        description: `${t(keys.warning, { ok: result.ok, total: result.total, failed: result.failed })} ${describeError(result.firstError, t) ?? ''}`.trim(),
        variant: 'warning',
      });
  }

  return {
    bulk,
    deleteCount,
    scheduleAll: () =>
      withBulk(
        'schedule',
        async () => {
          const result = await calls.scheduleAllFuture((posts, changed) => askPostsFindingsRead(posts, changed, zone));
          if (!result.future) return info(t('toasts.noFuturePostsToSchedule'));
          if (!result.total && !result.left) return info(t('toasts.allPostsScheduledInfo'));
          if (result.total) report(result, { done: 'toasts.scheduleAllDone', warning: 'toasts.scheduleAllWarning', error: 'toasts.postScheduleError' });
          // The posts with findings not confirmed stay as they were: said, so none is thought scheduled.
          if (result.left) info(t('toasts.scheduleAllFindingsLeft', { count: result.left }));
          // §4: after scheduling the list is refetched after 100 ms.
          setTimeout(() => void refresh(), 100);
        },
        t('toasts.postScheduleError'),
      ),

    unscheduleAll: () =>
      withBulk(
        'unschedule',
        async () => {
          const result = await calls.unscheduleAllFuture();
          if (!result.total) return info(t('toasts.noScheduledPostsToUnschedule'));
          report(result, { done: 'toasts.unscheduleAllDone', warning: 'toasts.unscheduleAllWarning', error: 'toasts.postUnscheduleError' });
          await refresh();
        },
        t('toasts.postUnscheduleError'),
      ),

    askDeleteFuture: () =>
      withBulk(
        'delete',
        async () => {
          const count = await calls.countDeletableFuture();
          if (!count) return info(t('toasts.noFuturePostsToDelete'));
          setDeleteCount(count);
        },
        t('toasts.bulkDeleteError'),
      ),

    cancelDeleteFuture: () => setDeleteCount(null),

    deleteFuture: () => {
      setDeleteCount(null);
      return withBulk(
        'delete',
        async () => {
          const result = await calls.deleteAllFuture();
          if (!result.total) return info(t('toasts.noFuturePostsToDelete'));
          report(result, { done: 'toasts.deleteFutureDone', warning: 'toasts.deleteFutureWarning', error: 'toasts.bulkDeleteError' });
          await refresh();
        },
        t('toasts.bulkDeleteError'),
      );
    },

    testEmail: () =>
      withBulk(
        'email',
        async () => {
          const to = await calls.sendTestEmail();
          toast({ title: t('toasts.testEmailSent'), description: to.length ? to.join(', ') : undefined, variant: 'success' });
        },
        t('toasts.testEmailError'),
      ),
  };
}

export type BulkActions = ReturnType<typeof useBulkActions>;
