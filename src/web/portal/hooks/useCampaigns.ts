import { useCallback, useMemo } from 'react';
import type { generateOnePost } from '../../../modules/campaigns/index';
import useSWR, { useSWRConfig } from 'swr';
import { api, portalFetcher } from '../../shared/api';
import type { Json } from '../../shared/json';
import { AI_ALLOWANCE_KEY } from '../components/AiAllowanceLine';
import { DELETABLE_FUTURE, isFuture, PAGE_SIZE, SCHEDULABLE, type BulkPost, type BulkPostsAnswer, type Progress, type PublishResult, type ScheduledPeriod } from '../components/campaigns/types';
import { displayName, type AccountProduct } from '../products';
import { ACCOUNT_PRODUCTS_KEY } from './useAccountProducts';
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
}

/** What a bulk action did: how many posts it changed, how many failed, and the first failure (for the message). */
export interface BulkResult {
  ok: number;
  failed: number;
  total: number;
  firstError: unknown;
}

/**
 * Runs `task` over `items`, `concurrency` at a time, never throwing: answers how many succeeded,
 * how many failed and the first failure. `onProgress` reports each finished item.
 */
export async function runAll<T>(items: T[], task: (item: T) => Promise<unknown>, options: { concurrency?: number; onProgress?: (done: number) => void } = {}): Promise<BulkResult> {
  let next = 0;
  let done = 0;
  let ok = 0;
  let firstError: unknown;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      try {
        await task(item);
        ok++;
      } catch (error) {
        firstError ??= error;
      }
      options.onProgress?.(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 4, items.length) }, worker));
  return { ok, failed: items.length - ok, total: items.length, firstError };
}

/** Every future post (the bulk actions act on all of them, not on the page shown). */
async function allFuturePosts(): Promise<BulkPost[]> {
  const posts: BulkPost[] = [];
  for (let page = 1; page < 100; page++) {
    const answer = await api<BulkPostsAnswer>(`/api/bulk-posts?when=future&page=${page}&pageSize=100`);
    posts.push(...answer.bulkPosts);
    if (answer.bulkPosts.length < 100) break;
  }
  return posts;
}

const deletableFuture = async () => (await allFuturePosts()).filter((p) => isFuture(p) && DELETABLE_FUTURE.includes(p.postStatus));

/**
 * My Campaigns' data (business-portal.md §2-§9): one page of one side of the list, the scheduling
 * period and the company's zone and rhythm, and every call the screen makes.
 *
 * Four of them are workflows the browser still runs as several calls (marked "workflow"); each is
 * one function here, so that when the server owns it (issue 17) its body becomes the one call.
 */
export function useCampaigns(side: Side, page: number) {
  const { mutate } = useSWRConfig();
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

  /** Refetches what a change can move: every page of posts, the period, the setup ticks, the AI allowance. */
  const refresh = useCallback(async () => {
    await Promise.all([mutate((key) => typeof key === 'string' && key.startsWith('/api/bulk-posts')), mutate(PERIOD_KEY), mutate(SETUP_STATUS_KEY), mutate(AI_ALLOWANCE_KEY)]);
  }, [mutate]);

  const calls = useMemo(() => {
    /** POST /api/generate-post: a new Instagram text for one of the account's products (the AI allowance moves). */
    const writePost = (product: AccountProduct) =>
      api<{ post: GeneratedPost }>('/api/generate-post', {
        method: 'POST',
        body: { productId: product.id, platform: 'instagram', customName: product.customName, customDescription: product.customDescription },
      })
        .then((answer) => answer.post)
        .finally(() => void mutate(AI_ALLOWANCE_KEY));
    return {
      schedule: (post: BulkPost) => api(postPath(post.id), { method: 'PUT', body: { isScheduled: true, postStatus: 'scheduled', scheduledDate: post.scheduledDate, scheduledAt: now() } }),
      unschedule: (post: BulkPost) => api(postPath(post.id), { method: 'PUT', body: UNSCHEDULE }),
      saveText: (post: BulkPost, content: string) => api(postPath(post.id), { method: 'PUT', body: { content, updatedAt: now() } }),
      saveTime: (post: BulkPost, instant: Date) => api(postPath(post.id), { method: 'PUT', body: { scheduledDate: instant.toISOString() } }),
      remove: (post: BulkPost) => api(postPath(post.id), { method: 'DELETE' }),
      publish: (post: BulkPost) => api<PublishAnswer>(`${postPath(post.id)}/publish`, { method: 'POST' }),
      stopPeriod: (period: ScheduledPeriod) => api(`${PERIOD_KEY}/${period.id}`, { method: 'PUT', body: { isActive: false } }),
      readProgress: async () => (await api<{ progress: Progress }>('/api/generate-period-posts/progress')).progress,
      generatePeriod: () => api<{ posts: BulkPost[]; message?: string }>('/api/generate-period-posts', { method: 'POST' }),
      writePost,
      /** POST /api/bulk-posts: kept as a draft on the next free day at the posting time. */
      savePost: async (productId: number, content: string) => (await api<{ bulkPost: BulkPost }>('/api/bulk-posts', { method: 'POST', body: { productId, content } })).bulkPost,
      /** POST /api/test-email: answers the addresses it went to. */
      sendTestEmail: async () => (await api<{ to?: string[] }>('/api/test-email', { method: 'POST' })).to ?? [],

      /**
       * Workflow (one call later: POST /api/bulk-posts/{id}/regenerate). §8: the post's account
       * product by id, else by the catalogue product, else by name; a new text for it, saved on the
       * post. 'productNotFound' when none matches ('Original product not found').
       */
      async regenerate(post: BulkPost): Promise<'regenerated' | 'productNotFound'> {
        const { products } = await api<{ products: AccountProduct[] }>(ACCOUNT_PRODUCTS_KEY);
        const product =
          products.find((p) => p.id === post.accountProductId) ??
          products.find((p) => post.productId !== null && p.originalProductId === post.productId) ??
          products.find((p) => post.productName && displayName(p).trim().toLowerCase() === post.productName.trim().toLowerCase());
        if (!product) return 'productNotFound';
        const generated = await writePost(product);
        await api(postPath(post.id), { method: 'PUT', body: { content: generated.content, generatedAt: now() } });
        return 'regenerated';
      },

      /**
       * Workflow (one call later: POST /api/bulk-posts/schedule-future). Schedules every future
       * draft, failed or missed post, four at a time; `future` is how many future posts there are.
       */
      async scheduleAllFuture(onProgress: (done: number, total: number) => void): Promise<BulkResult & { future: number }> {
        const future = (await allFuturePosts()).filter((p) => isFuture(p));
        const todo = future.filter((p) => SCHEDULABLE.includes(p.postStatus));
        onProgress(0, todo.length);
        const result = await runAll(todo, (p) => api(postPath(p.id), { method: 'PUT', body: { isScheduled: true, postStatus: 'scheduled', scheduledAt: now() } }), { onProgress: (done) => onProgress(done, todo.length) });
        return { ...result, future: future.length };
      },

      /** Workflow (one call later: POST /api/bulk-posts/unschedule-future). Every scheduled future post back to draft. */
      async unscheduleAllFuture(onProgress: (done: number, total: number) => void): Promise<BulkResult> {
        const todo = (await allFuturePosts()).filter((p) => isFuture(p) && p.postStatus === 'scheduled');
        onProgress(0, todo.length);
        return runAll(todo, (p) => api(postPath(p.id), { method: 'PUT', body: UNSCHEDULE }), { onProgress: (done) => onProgress(done, todo.length) });
      },

      /** How many posts Delete future would remove (one call later: the list's answer could carry it, or GET /api/bulk-posts/future-summary). */
      countDeletableFuture: async () => (await deletableFuture()).length,

      /**
       * Workflow (one call later: DELETE /api/bulk-posts?when=future). §4: scheduled ones are first
       * unscheduled, then all are deleted (draft, scheduled, failed, missed; published ones stay).
       */
      async deleteAllFuture(onProgress: (done: number, total: number) => void): Promise<BulkResult> {
        const todo = await deletableFuture();
        if (!todo.length) return { ok: 0, failed: 0, total: 0, firstError: undefined };
        const scheduled = todo.filter((p) => p.postStatus === 'scheduled');
        // A failed unschedule is not fatal: the delete below removes the post and its job together.
        onProgress(0, scheduled.length);
        await runAll(scheduled, (p) => api(postPath(p.id), { method: 'PUT', body: UNSCHEDULE }), { onProgress: (done) => onProgress(done, scheduled.length) });
        onProgress(0, todo.length);
        return runAll(todo, (p) => api(postPath(p.id), { method: 'DELETE' }), { onProgress: (done) => onProgress(done, todo.length) });
      },
    };
  }, [mutate]);

  return { list, period, company, refresh, calls };
}
