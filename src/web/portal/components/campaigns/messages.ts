import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api';

/**
 * A line saying why a call failed: the server's message in the UI language (it sends each
 * message's key, see shared/messages.ts), or the network line. A post that is gone says the list
 * was refreshed, which the campaigns screen does.
 */
export function describeError(error: unknown, t: TFunction): string | undefined {
  if (!(error instanceof ApiError)) return error instanceof TypeError ? t('campaigns:serverMessages.network') : undefined;
  if (error.messageKey === 'campaigns.postNotFound') return t('campaigns:serverMessages.notFound');
  return error.serverMessage;
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
