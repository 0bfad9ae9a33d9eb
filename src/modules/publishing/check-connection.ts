import { isGraphError } from './graph/errors.js';
import { breaksConnection, markNeedsReconnection, reconnectReason } from './reconnection.js';
import { getConnection } from './repo.js';
import { graphClient, type PublishingContext } from './settings.js';
import { openToken } from './tokens.js';

/**
 * Asks Meta whether the account's stored token still works (GET /me), so an expired token is
 * found, and the client told, before the next post is due rather than when it fails.
 */
export async function checkConnection(ctx: PublishingContext, accountId: number): Promise<'ok' | 'needs_reconnection' | 'not_connected' | 'unknown'> {
  const connection = await getConnection(ctx.db, accountId);
  if (!connection) return 'not_connected';
  if (connection.status === 'needs_reconnection') return 'needs_reconnection';
  const token = openToken(ctx.config, connection.userToken);
  if (!token) {
    await markNeedsReconnection(ctx, accountId, 'token_unreadable');
    return 'needs_reconnection';
  }
  try {
    await graphClient(ctx).get('me', { token, params: { fields: 'id' } });
    return 'ok';
  } catch (error) {
    if (isGraphError(error) && breaksConnection(error)) {
      await markNeedsReconnection(ctx, accountId, reconnectReason(error));
      return 'needs_reconnection';
    }
    return 'unknown';
  }
}

/** The account's connection state for screens that only need to know (campaigns' banner). */
export async function connectionStatus(ctx: Pick<PublishingContext, 'db'>, accountId: number): Promise<{ connected: boolean; needsReconnection: boolean; reason: string | null }> {
  const connection = await getConnection(ctx.db, accountId);
  return { connected: connection?.status === 'connected', needsReconnection: connection?.status === 'needs_reconnection', reason: connection?.statusReason ?? null };
}
