import type * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { parse } from '../../lib/validate.js';
import { isGraphError } from './graph/errors.js';
import { breaksConnection, markNeedsReconnection, reconnectReason } from './reconnection.js';
import { countActiveSelections, getConnection } from './repo.js';
import { AccountInput } from './schema.js';
import { graphClient, INSIGHTS_SCOPES } from './settings.js';
import { openToken } from './tokens.js';

/**
 * Asks Meta whether the account's stored token still works (GET /me), so an expired token is
 * found, and the client told, before the next post is due rather than when it fails.
 */
export async function checkConnection(
  deps: Deps,
  input: v.InferInput<typeof AccountInput>,
): Promise<'ok' | 'needs_reconnection' | 'not_connected' | 'unknown'> {
  const { accountId } = parse(AccountInput, input);
  const connection = await getConnection(deps.db, accountId);
  if (!connection) return 'not_connected';
  if (connection.status === 'needs_reconnection') return 'needs_reconnection';
  const token = openToken(deps.config, connection.userToken);
  if (!token) {
    await markNeedsReconnection(deps, accountId, 'token_unreadable');
    return 'needs_reconnection';
  }
  try {
    await graphClient(deps).get('me', { token, params: { fields: 'id' } });
    return 'ok';
  } catch (error) {
    if (isGraphError(error) && breaksConnection(error)) {
      await markNeedsReconnection(deps, accountId, reconnectReason(error));
      return 'needs_reconnection';
    }
    return 'unknown';
  }
}

/**
 * The account's connection state for screens that only need to know (campaigns' banners), with how
 * many Pages and Instagram accounts are selected to publish to (none: nothing goes out).
 */
export async function connectionStatus(
  deps: Deps,
  input: v.InferInput<typeof AccountInput>,
): Promise<{ connected: boolean; needsReconnection: boolean; reason: string | null; selectedTargets: number }> {
  const { accountId } = parse(AccountInput, input);
  const [connection, selectedTargets] = await Promise.all([getConnection(deps.db, accountId), countActiveSelections(deps.db, accountId)]);
  return {
    connected: connection?.status === 'connected',
    needsReconnection: connection?.status === 'needs_reconnection',
    reason: connection?.statusReason ?? null,
    selectedTargets,
  };
}

/**
 * Whether the connection may read insights (issue 21): a connection made before Connect asked for
 * `instagram_manage_insights` and `read_insights` lacks them, and the platforms screen asks to
 * reconnect once (posts keep publishing meanwhile).
 */
export async function insightsPermission(deps: Deps, input: v.InferInput<typeof AccountInput>): Promise<{ connected: boolean; missingScopes: string[] }> {
  const { accountId } = parse(AccountInput, input);
  const connection = await getConnection(deps.db, accountId);
  if (!connection) return { connected: false, missingScopes: [] };
  return { connected: true, missingScopes: Object.values(INSIGHTS_SCOPES).filter((scope) => !connection.grantedScopes.includes(scope)) };
}
