import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ApiError, portalFetcher } from '../../../shared/api';
import { useToast, type ToastInput } from '../../../shared/toast';
import { formatDateTime } from '../../dates';
import type { Acknowledgement, useCampaigns } from '../../hooks/useCampaigns';
import { askFindingsRead } from './FindingsConfirm';
import { askPostConfirm } from './PostConfirm';
import { describeError } from './messages';
import type { CardBusy } from './PostCard';
import { isFuture, type BulkPost, type PublishResult, type Removal } from './types';

type Finding = BulkPost['complianceFindings'][number];
import { translateMessage, type MessageParams } from '../../../shared/messages';

type Campaigns = ReturnType<typeof useCampaigns>;
export type Editing = { id: number; mode: 'text' | 'time' } | null;

/**
 * One post's actions on its card: which card is being edited or is busy, the call, the toast that
 * tells how it went, and the list refetched (§4: after scheduling, after 100 ms). A post another
 * tab deleted (404) refreshes the list.
 */
export function usePostActions({ calls, refresh }: Pick<Campaigns, 'calls' | 'refresh'>, zone: string | undefined) {
  const { t, i18n } = useTranslation('campaigns');
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState<{ id: number; action: Exclude<CardBusy, null> } | null>(null);
  // Deduped with Setup's and the approval panel's reads of it.
  const { data: company } = useSWR<{ companyInfo: { requireApproval?: boolean } | null }>('/api/v2/company-info', portalFetcher);
  const requireApproval = company?.companyInfo?.requireApproval ?? false;
  const refreshSoon = () => setTimeout(() => void refresh(), 100);
  const when = (date: string | Date) => formatDateTime(date, i18n.language, zone);

  async function run(post: BulkPost, action: Exclude<CardBusy, null>, work: () => Promise<ToastInput | void>, errorTitle: string) {
    setBusy({ id: post.id, action });
    try {
      const shown = await work();
      if (shown) toast(shown);
      setEditing(null);
    } catch (error) {
      toast({ title: errorTitle, description: describeError(error, t), variant: 'destructive' });
      // The post is gone (another tab, the e-mail link, the worker or an admin): its editor closes
      // with it and the list is read again, so every other button works (issue 24).
      if (error instanceof ApiError && error.status === 404) {
        setEditing(null);
        await refresh();
      }
    } finally {
      setBusy(null);
    }
  }

  /** The toast's Undo after a change of a post's text (Regenerate, Apply suggestion): the text as it was, put back exactly, as an edit. */
  function undoTo(post: BulkPost) {
    const previous = { content: post.content, textEditedAt: post.textEditedAt, generatedAt: post.generatedAt };
    return () =>
      void run(
        post,
        'text',
        async () => {
          await calls.restoreText(post, previous);
          await refresh();
          return { title: t('toasts.regenerateUndone'), variant: 'success' };
        },
        t('toasts.postSaveError'),
      );
  }

  /** The server's answers that ask for the findings to be read (again). */
  const ASK_AGAIN = ['campaigns.findingsNeedAcknowledgement', 'campaigns.findingsChanged'];

  /**
   * Scheduling or publishing a post with compliance findings on an account without sign-off (issue
   * 23): the server answers 409 until the user confirms reading them. `acknowledged`: the user
   * confirmed them already (Publish now's question lists them), so the first call says it. A 409
   * all the same (the findings changed meanwhile, e.g. in another tab) asks here with the post's
   * findings as they are now, and the call is made again with the confirmation. Each confirmation names
   * the findings it is for (their fingerprint, as the post view gave it). Declined, nothing happens.
   */
  async function withFindingsConfirmed<T>(
    post: BulkPost,
    call: (acknowledged?: Acknowledgement) => Promise<T>,
    onApply?: (finding: Finding) => void,
    acknowledged = false,
  ): Promise<T | undefined> {
    try {
      return await call(acknowledged ? { findingsFingerprint: post.findingsFingerprint } : undefined);
    } catch (error) {
      // Not confirmed yet, or confirmed for findings the post no longer has (the server compares their fingerprint).
      if (!(error instanceof ApiError && ASK_AGAIN.includes(error.messageKey ?? ''))) throw error;
      const now = await calls.readPost(post);
      if (!(await askFindingsRead(now.complianceFindings ?? [], onApply))) return undefined;
      return call({ findingsFingerprint: now.findingsFingerprint });
    }
  }

  /**
   * Whether going out needs the user's confirmation of the post's findings, as the server decides it
   * (`assertMayGoOut`): findings, no approval holding them, on an account without sign-off.
   */
  const findingsToConfirm = (post: BulkPost) => (post.complianceFindings ?? []).length > 0 && !post.approval && !requireApproval;

  /**
   * Runs a schedule or publish action that may ask about the findings; Apply suggestion chosen in
   * that question (issue 24) is done once the action has ended (declined), as an edit.
   */
  async function applyingAfter(post: BulkPost, action: (onApply: (finding: Finding) => void) => Promise<void>) {
    let chosen: Finding | undefined;
    await action((finding) => (chosen = finding));
    if (chosen) await actions.applySuggestion(post, chosen);
  }

  const target = (r: Removal) => `${r.targetName ?? r.targetId} (${t(`card.platform.${r.platform}`)})`;
  const platforms = (results: PublishResult[], ok: boolean) =>
    results
      .filter((r) => (r.status === 'published') === ok)
      .map((r) => `${r.targetName ?? ''} (${t(`card.platform.${r.platform}`)})`)
      .join(', ');

  const actions = {
    editing,
    busy,
    edit: (post: BulkPost, mode: 'text' | 'time') => setEditing({ id: post.id, mode }),
    cancelEdit: () => setEditing(null),

    schedule: (post: BulkPost) =>
      applyingAfter(post, (onApply) =>
        run(
          post,
          'schedule',
          async () => {
            if ((await withFindingsConfirmed(post, (ack) => calls.schedule(post, ack), onApply)) === undefined) return;
            refreshSoon();
            return { title: t('toasts.postScheduled'), description: t('toasts.postScheduledBody', { date: when(post.scheduledDate) }), variant: 'success' };
          },
          t('toasts.postScheduleError'),
        ),
      ),

    unschedule: (post: BulkPost) =>
      run(
        post,
        'unschedule',
        async () => {
          await calls.unschedule(post);
          refreshSoon();
          return { title: t('toasts.postUnscheduled'), description: t('toasts.postUnscheduledBody'), variant: 'success' };
        },
        t('toasts.postUnscheduleError'),
      ),

    saveText: (post: BulkPost, content: string) =>
      run(
        post,
        'text',
        async () => {
          await calls.saveText(post, content);
          await refresh();
          return { title: t('toasts.postUpdated'), variant: 'success' };
        },
        t('toasts.postSaveError'),
      ),

    saveTime: (post: BulkPost, instant: Date) =>
      run(
        post,
        'time',
        async () => {
          await calls.saveTime(post, instant);
          await refresh();
          return { title: t('toasts.scheduleUpdated'), description: t('toasts.scheduleUpdatedBody', { date: when(instant) }), variant: 'success' };
        },
        t('toasts.scheduleUpdateError'),
      ),

    remove: (post: BulkPost, removeFromPlatforms = false) =>
      run(
        post,
        'delete',
        async () => {
          const { deleted, removals } = await calls.remove(post, removeFromPlatforms);
          await refresh();
          const gone = removals.filter((r) => r.outcome !== 'kept');
          // Some of it stays online (issue 24): the post stays too, and the toast says where and why.
          if (!deleted) {
            const kept = removals
              .filter((r) => r.outcome === 'kept')
              // The reason's own full stop would double the template's.
              .map((r) =>
                `${target(r)}: ${translateMessage(r.message ?? '', r.messageKey ?? undefined, (r.params ?? undefined) as MessageParams | undefined)}`.replace(
                  /[.\s]+$/,
                  '',
                ),
              )
              .join(' · ');
            return {
              title: t('toasts.postKeptOnline'),
              description: [gone.length ? t('toasts.removedFrom', { targets: gone.map(target).join(', ') }) : '', t('toasts.postKeptOnlineBody', { kept })]
                .filter(Boolean)
                .join(' '),
              variant: 'warning',
            };
          }
          if (gone.length) return { title: t('toasts.postDeletedEverywhere', { targets: gone.map(target).join(', ') }), variant: 'success' };
          return { title: t('toasts.postDeleted'), variant: 'success' };
        },
        t('toasts.postDeleteError'),
      ),

    /**
     * A compliance finding's suggested wording in place of its sentence, saved as an edit; the card shows the
     * findings checked again (issue 24). The sentence it replaced can hold more than the finding's words, so
     * the text before is kept one step back, as for Regenerate: the toast's Undo puts it back exactly, as an edit.
     */
    applySuggestion: (post: BulkPost, finding: Finding) => {
      const undo = undoTo(post);
      return run(
        post,
        'text',
        async () => {
          await calls.applySuggestion(post, finding);
          await refresh();
          return { title: t('toasts.suggestionApplied'), variant: 'success', action: { label: t('toasts.undo'), onClick: undo } };
        },
        t('toasts.postSaveError'),
      );
    },

    /**
     * A new text for the post (issue 24): a text edited by hand is asked about first, and the text
     * before is kept one step back: the toast's Undo puts it back exactly, as an edit.
     */
    regenerate: async (post: BulkPost) => {
      if (
        post.textEditedAt &&
        !(await askPostConfirm({
          title: t('regenerateAsk.title'),
          text: t('regenerateAsk.body'),
          confirmLabel: t('regenerateAsk.confirm'),
          cancelLabel: t('regenerateAsk.cancel'),
          variant: 'danger',
        }))
      )
        return;
      const undo = undoTo(post);
      await run(
        post,
        'regenerate',
        async () => {
          if ((await calls.regenerate(post)) === 'productNotFound') return { title: t('toasts.originalProductNotFound'), variant: 'destructive' };
          await refresh();
          return { title: t('toasts.postRegenerated'), variant: 'success', action: { label: t('toasts.undo'), onClick: undo } };
        },
        t('toasts.postRegenerateError'),
      );
    },

    /**
     * Publish now, once the user confirmed it in the app's dialog (issue 24). A post whose findings
     * need a confirmation asks once: the question lists them, each ticked before its button
     * publishes, and the call says they were read (Apply suggestion declines it, as when scheduling).
     */
    publish: (post: BulkPost) =>
      applyingAfter(post, async (onApply) => {
        const planned = isFuture(post) && post.postStatus === 'scheduled';
        const question = {
          title: t('publishAsk.title'),
          text: planned
            ? t('publishAsk.bodyPlanned', { product: post.productName ?? t('card.noProduct'), date: when(post.scheduledDate) })
            : t('publishAsk.body', { product: post.productName ?? t('card.noProduct') }),
          confirmLabel: t('publishAsk.confirm'),
          cancelLabel: t('publishAsk.cancel'),
        };
        const acknowledging = findingsToConfirm(post);
        const confirmed = acknowledging ? await askFindingsRead(post.complianceFindings, onApply, question) : await askPostConfirm(question);
        if (!confirmed) return;
        await run(
          post,
          'publish',
          async () => {
            try {
              const answer = await withFindingsConfirmed(post, (ack) => calls.publish(post, ack), onApply, acknowledging);
              if (!answer) return;
              // A retry whose post is published meanwhile (another process held a target and
              // finished it) is a success; one where only another process is busy is not Facebook
              // asking us to wait (issue 24).
              if (answer.outcome === 'published' || answer.bulkPost?.postStatus === 'published') {
                const targets = platforms(answer.results, true);
                return { title: t('toasts.publishedNow'), description: targets ? t('toasts.publishedNowBody', { targets }) : undefined, variant: 'success' };
              }
              if (answer.outcome === 'retry') {
                const facebookWait = answer.results.some((r) => r.status === 'retry');
                return {
                  title: t('toasts.publishRetry'),
                  description: t(facebookWait ? 'toasts.publishRetryBody' : 'toasts.publishBusyBody'),
                  variant: 'info',
                };
              }
              return {
                title: t('toasts.publishPartial'),
                description: t('toasts.publishPartialBody', { ok: platforms(answer.results, true), failed: platforms(answer.results, false) }),
                variant: 'warning',
              };
            } catch (error) {
              // 502 'Failed to publish to all pages.' carries each target's reason.
              const results = (error instanceof ApiError && (error.body as { results?: PublishResult[] })?.results) || [];
              if (results.length) {
                return {
                  title: t('toasts.publishError'),
                  description: results.map((r) => `${r.targetName ?? t(`card.platform.${r.platform}`)}: ${r.error ?? ''}`).join(' · '),
                  variant: 'destructive',
                };
              }
              throw error;
            } finally {
              await refresh();
            }
          },
          t('toasts.publishError'),
        );
      }),
  };
  return {
    ...actions,
    /** A card's handlers for `post` (My Campaigns' list and the calendar's panel); Delete is the caller's (it asks first). */
    cardHandlers: (post: BulkPost, onDelete: () => void) => ({
      onEdit: (mode: 'text' | 'time') => actions.edit(post, mode),
      onCancelEdit: actions.cancelEdit,
      onSaveText: (content: string) => void actions.saveText(post, content),
      onSaveTime: (instant: Date) => void actions.saveTime(post, instant),
      onSchedule: () => void actions.schedule(post),
      onUnschedule: () => void actions.unschedule(post),
      onPublish: () => void actions.publish(post),
      onRegenerate: () => void actions.regenerate(post),
      onApplySuggestion: (finding: Finding) => void actions.applySuggestion(post, finding),
      onDelete,
    }),
  };
}

export type PostActions = ReturnType<typeof usePostActions>;
