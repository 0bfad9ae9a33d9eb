import type * as v from 'valibot';
import { inTransaction } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { parse } from '../../lib/validate.js';
import { isGraphError } from './graph/errors.js';
import { deleteConnection, getConnection } from './repo.js';
import { AccountInput } from './schema.js';
import { graphClient } from './settings.js';
import { openToken } from './tokens.js';

/**
 * Disconnects Facebook (POST /api/facebook/disconnect): revokes the app's permissions on Facebook
 * (best effort: a dead token cannot revoke, and the user still wants to be disconnected), then
 * forgets the tokens, the Pages and the selections.
 */
export async function disconnectFacebook(deps: Deps, input: v.InferInput<typeof AccountInput>): Promise<{ revoked: boolean }> {
  const { accountId } = parse(AccountInput, input);
  const connection = await getConnection(deps.db, accountId);
  let revoked = false;
  const token = openToken(deps.config, connection?.userToken);
  if (token) {
    try {
      await graphClient(deps).delete('me/permissions', { token });
      revoked = true;
    } catch (error) {
      deps.log.info({ accountId, err: isGraphError(error) ? error.codes : String(error) }, 'Facebook permission revocation failed; disconnecting anyway');
    }
  }
  await inTransaction(deps.db, (trx) => deleteConnection(trx, accountId));
  return { revoked };
}
