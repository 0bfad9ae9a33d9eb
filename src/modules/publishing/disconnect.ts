import { inTransaction } from '../../lib/db.js';
import { isGraphError } from './graph/errors.js';
import { deleteConnection, getConnection } from './repo.js';
import { graphClient, type PublishingContext } from './settings.js';
import { openToken } from './tokens.js';

/**
 * Disconnects Facebook (POST /api/facebook/disconnect): revokes the app's permissions on Facebook
 * (best effort: a dead token cannot revoke, and the user still wants to be disconnected), then
 * forgets the tokens, the Pages and the selections.
 */
export async function disconnectFacebook(ctx: PublishingContext, accountId: number): Promise<{ revoked: boolean }> {
  const connection = await getConnection(ctx.db, accountId);
  let revoked = false;
  const token = openToken(ctx.config, connection?.userToken);
  if (token) {
    try {
      await graphClient(ctx).delete('me/permissions', { token });
      revoked = true;
    } catch (error) {
      ctx.log?.info({ accountId, err: isGraphError(error) ? error.codes : String(error) }, 'Facebook permission revocation failed; disconnecting anyway');
    }
  }
  await inTransaction(ctx.db, (trx) => deleteConnection(trx, accountId));
  return { revoked };
}
