import { useCallback, useMemo } from 'react';
import type { AwaitingAcknowledgement, generateOnePost } from '../../../modules/campaigns/index';
import useSWR, { useSWRConfig } from 'swr';
import { api, ApiError, portalFetcher } from '../../shared/api';
import type { Json } from '../../shared/json';
import { AI_ALLOWANCE_KEY } from '../components/AiAllowanceLine';
import {
  PAGE_SIZE,
  type BulkPost,
  type BulkPostsAnswer,
  type Progress,
  type PublishResult,
  type Removal,
  type ScheduledPeriod,
} from '../components/campaigns/types';
import type { AccountProduct } from '../products';
import { useCompanyInfo } from './useCompanyInfo';
import { SETUP_STATUS_KEY } from './usePortal';

/** Which side of the list is shown: posts still to go out, or those whose time has passed. */
export type Side = 'future' | 'past';

const PERIOD_KEY = '/api/scheduled-periods';
const bulkPostsKey = (side: Side, page: number) => `/api/bulk-posts?when=${side}&page=${page}&pageSize=${PAGE_SIZE}`;
const postPath = (id: number) => `/api/bulk-posts/${id}`;
const now = () => new Date().toISOString();
const UNSCHEDULE = { isScheduled: false, postStatus: 'draft', scheduledAt: null };

/** What POST /api/generate-post answers: the text, its compliance findings and the account product it is about. */
export type GeneratedPost = Json<Awaited<ReturnType<typeof generateOnePost>>>;

/** POST /api/bulk-posts/{id}/publish: published everywhere, on some targets only, or still trying. */
export interface PublishAnswer {
  outcome: 'published' | 'partial' | 'retry';
  results: PublishResult[];
  /** The post as it stands when the answer is sent: another process may have finished it meanwhile. */
  bulkPost: BulkPost;
}

/** A post Schedule all left for the findings confirmation, with its findings (the server's answer). */
export type AwaitingPost = Json<AwaitingAcknowledgement>;

/** What a bulk action did: how many posts it changed, how many failed, and the first failure (for the message). */
export interface BulkResult {
  ok: number;
  failed: number;
  total: number;
  firstError: unknown;
}

/** A confirmation that the user read a post's compliance findings: those whose fingerprint the post view gave. */
export interface Acknowledgement {
  findingsFingerprint: string;
}
const acknowledgement = (ack?: Acknowledgement) => (ack ? { acknowledgedFindings: true as const, findingsFingerprint: ack.findingsFingerprint } : {});

/**
 * My Campaigns' data (business-portal.md §2-§9): one page of one side of the list, the scheduling
 * period and the company's zone and rhythm, and every call the screen makes.
 * Each action is one call: the server owns the workflows (regenerate, schedule all, unschedule
 * all, delete future).
 */
export function useCampaigns(side: Side, page: number) {
  // §9: always refetched and on focus, retried once. While a post is being published, every 2 s.
  const list = useSWR<BulkPostsAnswer>(bulkPostsKey(side, page), portalFetcher, {
    keepPreviousData: true,
    revalidateOnFocus: true,
    shouldRetryOnError: true,
    errorRetryCount: 1,
    refreshInterval: (data) => (data?.bulkPosts.some((p) => p.postStatus === 'publishing') ? 2000 : 60_000),
  });
  const period = useSWR<{ scheduledPeriod: ScheduledPeriod | null }>(PERIOD_KEY, portalFetcher, { shouldRetryOnError: true, errorRetryCount: 1 });
  const company = useCompanyInfo();
  const { calls, refresh } = usePostCalls();
  return { list, period, company, refresh, calls };
}

/**
 * Every call a post's screens make (My Campaigns and the Content Calendar share them), and the
 * refresh after a change: every page of posts, the calendar, the period, the setup ticks, the AI allowance.
 */
export function usePostCalls() {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(async () => {
    await Promise.all([
      mutate((key) => typeof key === 'string' && (key.startsWith('/api/bulk-posts') || key.startsWith('/api/calendar'))),
      mutate(PERIOD_KEY),
      mutate(SETUP_STATUS_KEY),
      mutate(AI_ALLOWANCE_KEY),
    ]);
  }, [mutate]);

  const calls = useMemo(() => {
    /**
     * POST /api/generate-post: a new Instagram text for one of the account's products (the AI
     * allowance moves). `variant`: the dialog's "Write another" sends the next one, so the text differs.
     */
    const writePost = (product: AccountProduct, variant?: number) =>
      api<{ post: GeneratedPost }>('/api/generate-post', {
        method: 'POST',
        body: { productId: product.id, platform: 'instagram', customName: product.customName, customDescription: product.customDescription, variant },
      })
        .then((answer) => answer.post)
        .finally(() => void mutate(AI_ALLOWANCE_KEY));
    return {
      /** `acknowledged`: the user confirmed reading the post's compliance findings, these ones (issue 23, accounts without sign-off). */
      schedule: (post: BulkPost, acknowledged?: Acknowledgement) =>
        api(postPath(post.id), {
          method: 'PUT',
          body: { isScheduled: true, postStatus: 'scheduled', scheduledDate: post.scheduledDate, scheduledAt: now(), ...acknowledgement(acknowledged) },
        }),
      unschedule: (post: BulkPost) => api(postPath(post.id), { method: 'PUT', body: UNSCHEDULE }),
      saveText: (post: BulkPost, content: string) => api(postPath(post.id), { method: 'PUT', body: { content, updatedAt: now() } }),
      /** Undo of Regenerate (issue 24): the text before it, exactly, as an edit; a text that was as written is sent as one (generatedAt). */
      restoreText: (post: Pick<BulkPost, 'id'>, previous: Pick<BulkPost, 'content' | 'textEditedAt' | 'generatedAt'>) =>
        api(postPath(post.id), {
          method: 'PUT',
          body: previous.textEditedAt
            ? { content: previous.content, updatedAt: now() }
            : { content: previous.content, generatedAt: previous.generatedAt ?? now() },
        }),
      /** POST /api/bulk-posts/{id}/apply-suggestion: a finding's suggested wording in place of its words, saved as an edit (issue 24). */
      applySuggestion: (post: BulkPost, finding: Pick<BulkPost['complianceFindings'][number], 'start' | 'end' | 'text'>) =>
        api(`${postPath(post.id)}/apply-suggestion`, { method: 'POST', body: { start: finding.start, end: finding.end, text: finding.text } }),
      saveTime: (post: Pick<BulkPost, 'id'>, instant: Date) => api(postPath(post.id), { method: 'PUT', body: { scheduledDate: instant.toISOString() } }),
      /** The calendar's move: a local day of the account's zone at the post's own wall time, or at `localTime` (the week view's slot). */
      moveToDay: (post: Pick<BulkPost, 'id'>, scheduledDay: string, localTime?: string) =>
        api<{ bulkPost: BulkPost }>(postPath(post.id), { method: 'PUT', body: { scheduledDay, ...(localTime ? { localTime } : {}) } }),
      /** DELETE /api/bulk-posts/{id}; with removeFromPlatforms, what it published is deleted on Facebook and Instagram first (kept when some stays online). */
      remove: (post: BulkPost, removeFromPlatforms = false) =>
        api<{ deleted: boolean; removals: Removal[] }>(postPath(post.id), {
          method: 'DELETE',
          body: removeFromPlatforms ? { removeFromPlatforms } : undefined,
        }),
      /** GET /api/bulk-posts/{id}: the post as it is now (its findings may have changed in another tab). */
      readPost: async (post: Pick<BulkPost, 'id'>) => (await api<{ bulkPost: BulkPost }>(postPath(post.id))).bulkPost,
      publish: (post: BulkPost, acknowledged?: Acknowledgement) =>
        api<PublishAnswer>(`${postPath(post.id)}/publish`, { method: 'POST', body: acknowledged ? acknowledgement(acknowledged) : undefined }),
      stopPeriod: (period: ScheduledPeriod) => api(`${PERIOD_KEY}/${period.id}`, { method: 'PUT', body: { isActive: false } }),
      /** Starts writing the next weeks again after Stop (issue 24). */
      resumePeriod: (period: ScheduledPeriod) => api(`${PERIOD_KEY}/${period.id}`, { method: 'PUT', body: { isActive: true } }),
      readProgress: async () => (await api<{ progress: Progress }>('/api/generate-period-posts/progress')).progress,
      generatePeriod: () => api<{ posts: BulkPost[]; message?: string }>('/api/generate-period-posts', { method: 'POST' }),
      writePost,
      /** POST /api/bulk-posts: kept as a draft on the next free day at the posting time. */
      savePost: async (productId: number, content: string, scheduledDate?: Date) =>
        (await api<{ bulkPost: BulkPost }>('/api/bulk-posts', { method: 'POST', body: { productId, content, scheduledDate: scheduledDate?.toISOString() } }))
          .bulkPost,
      /** POST /api/test-email: answers the addresses it went to. */
      sendTestEmail: async () => (await api<{ to?: string[] }>('/api/test-email', { method: 'POST' })).to ?? [],

      /**
       * POST /api/bulk-posts/{id}/regenerate (§8, the server's workflow): a new text for the post's
       * product (its account product, else its catalogue product, else by name), saved on the post;
       * 'productNotFound' when none matches ('Original product not found'). The AI allowance moves.
       */
      async regenerate(post: BulkPost): Promise<'regenerated' | 'productNotFound'> {
        try {
          await api<{ bulkPost: BulkPost }>(`${postPath(post.id)}/regenerate`, { method: 'POST' });
          return 'regenerated';
        } catch (error) {
          if (error instanceof ApiError && error.messageKey === 'campaigns.originalProductNotFound') return 'productNotFound';
          throw error;
        } finally {
          void mutate(AI_ALLOWANCE_KEY);
        }
      },

      /**
       * POST /api/bulk-posts/schedule-all: every future draft, failed or missed post scheduled, in one
       * transaction (all or none); `future` is how many future posts there are. Posts with compliance
       * findings (issue 23, accounts without sign-off) are left by the first call and listed with
       * their findings: `confirmFindings` shows them and answers the posts the user confirmed, which
       * the second call names with their findings' fingerprints. A post whose findings changed in
       * between is left again and asked about once more (`changed`); `left` counts what stays.
       */
      async scheduleAllFuture(
        confirmFindings?: (posts: AwaitingPost[], changed: boolean) => Promise<number[]>,
      ): Promise<BulkResult & { future: number; left: number }> {
        type Answer = { scheduled: number; futurePosts: number; needAcknowledgement?: number; awaitingAcknowledgement?: AwaitingPost[] };
        const call = (body?: { acknowledgedFindings: true; acknowledgedPosts: { id: number; findingsFingerprint: string }[] }) =>
          api<Answer>('/api/bulk-posts/schedule-all', { method: 'POST', body });
        const first = await call();
        let { scheduled } = first;
        let asking = first.awaitingAcknowledgement ?? [];
        let left = asking.length;
        for (let round = 0; round < 3 && asking.length && confirmFindings; round++) {
          const confirmed = new Set(await confirmFindings(asking, round > 0));
          if (!confirmed.size) break;
          const named = asking.filter((p) => confirmed.has(p.id)).map(({ id, findingsFingerprint }) => ({ id, findingsFingerprint }));
          const next = await call({ acknowledgedFindings: true, acknowledgedPosts: named });
          scheduled += next.scheduled;
          left = next.needAcknowledgement ?? 0;
          // Asked again: only the posts the user confirmed whose findings changed since they were shown.
          asking = (next.awaitingAcknowledgement ?? []).filter((p) => confirmed.has(p.id));
        }
        return { ok: scheduled, failed: 0, total: scheduled, firstError: undefined, future: first.futurePosts, left };
      },

      /** POST /api/bulk-posts/unschedule-all: every scheduled future post back to draft, in one transaction. */
      async unscheduleAllFuture(): Promise<BulkResult> {
        const { unscheduled } = await api<{ unscheduled: number }>('/api/bulk-posts/unschedule-all', { method: 'POST' });
        return { ok: unscheduled, failed: 0, total: unscheduled, firstError: undefined };
      },

      /** How many posts Delete future would remove (the same call as a dry run). */
      countDeletableFuture: async () => (await api<{ deleted: number }>('/api/bulk-posts/delete-future', { method: 'POST', body: { dryRun: true } })).deleted,

      /** POST /api/bulk-posts/delete-future (§4): the future draft, scheduled, failed and missed posts and their jobs, in one transaction; published ones stay. */
      async deleteAllFuture(): Promise<BulkResult> {
        const { deleted } = await api<{ deleted: number }>('/api/bulk-posts/delete-future', { method: 'POST', body: { dryRun: false } });
        return { ok: deleted, failed: 0, total: deleted, firstError: undefined };
      },
    };
  }, [mutate]);

  return { refresh, calls };
}
