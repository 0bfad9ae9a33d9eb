import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api';

/**
 * The server speaks English; the screen speaks the user's language. Known server messages (the
 * spec's and the campaigns module's) are shown in the UI language; any other is shown as sent.
 */
const KNOWN: [RegExp, string][] = [
  [/^Scheduled date and time must be in the future/, 'mustBeFuture'],
  [/^No pages selected for posting/, 'noPages'],
  [/^There is already a post on that day/, 'onePerDay'],
  [/^No products found for post creation/, 'noProducts'],
  [/^Posts are already being generated/, 'alreadyRunning'],
  [/^Please complete the Setup step/, 'setupFirst'],
  [/only draft and scheduled posts can be changed/, 'notEditable'],
  [/^Only future posts can have their time changed/, 'onlyFuture'],
  [/^This post has already been published/, 'alreadyPublished'],
  [/^This post is being published right now/, 'beingPublished'],
  [/^Failed to publish to all pages/, 'failedAllPages'],
  [/^Post not found/, 'notFound'],
  [/^Original product not found/, 'originalProductNotFound'],
];

/** A line saying why a call failed, in the UI language when the server's message is a known one. */
export function describeError(error: unknown, t: TFunction): string | undefined {
  if (!(error instanceof ApiError)) return error instanceof TypeError ? t('campaigns:serverMessages.network') : undefined;
  const message = error.serverMessage;
  if (!message) return undefined;
  const day = /^There is already a post on (.+?)\. Only one post per day/.exec(message);
  if (day && !message.startsWith('There is already a post on that day')) return t('campaigns:serverMessages.onePerDayOn', { day: day[1] });
  const known = KNOWN.find(([pattern]) => pattern.test(message));
  return known ? t(`campaigns:serverMessages.${known[1]}`) : message;
}

export const isNetworkError = (error: unknown) => !(error instanceof ApiError);

/**
 * Runs `task` over `items`, `concurrency` at a time, never throwing: answers how many succeeded,
 * how many failed and the first failure (for the toast). `onProgress` reports each finished item.
 */
export async function runAll<T>(items: T[], task: (item: T) => Promise<unknown>, options: { concurrency?: number; onProgress?: (done: number) => void } = {}) {
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
