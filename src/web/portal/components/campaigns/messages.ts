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
