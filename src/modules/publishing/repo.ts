import type { Db, Knex } from '../../lib/db.js';

/** The publishing module's tables; nothing outside this module touches them. */

export interface ConnectionRow {
  id: number;
  accountId: number;
  facebookUserId: string;
  facebookUserName: string | null;
  userToken: string;
  userTokenExpiresAt: Date | null;
  grantedScopes: string[];
  declinedScopes: string[];
  status: 'connected' | 'needs_reconnection';
  statusReason: string | null;
  statusChangedAt: Date | null;
  reconnectEmailSentAt: Date | null;
  pagesSyncedAt: Date | null;
  connectedAt: Date;
}

export interface PageRow {
  id: number;
  accountId: number;
  pageId: string;
  name: string;
  category: string | null;
  pageToken: string | null;
  tasks: string[];
  instagramId: string | null;
  instagramUsername: string | null;
  instagramName: string | null;
  position: number;
}

export interface SelectionRow {
  id: number;
  accountId: number;
  pageId: string;
  pageName: string | null;
  pageCategory: string | null;
  platform: 'facebook' | 'instagram';
  instagramId: string | null;
  instagramUsername: string | null;
  isActive: boolean;
}

/** A Page as Meta listed it, tokens already sealed. */
export interface ListedPage {
  pageId: string;
  name: string;
  category: string | null;
  pageToken: string | null;
  tasks: string[];
  instagramId: string | null;
  instagramUsername: string | null;
  instagramName: string | null;
}

export const getConnection = (db: Db, accountId: number): Promise<ConnectionRow | undefined> => db('facebookConnections').where({ accountId }).first();

export const listPages = (db: Db, accountId: number): Promise<PageRow[]> => db('facebookPages').where({ accountId }).orderBy(['position', 'id']);

export const listSelections = (db: Db, accountId: number): Promise<SelectionRow[]> =>
  db('selectedPages')
    .where({ accountId })
    .orderBy([{ column: 'platform' }, { column: 'id' }])
    .select('id', 'accountId', 'pageId', 'pageName', 'pageCategory', 'platform', 'instagramId', 'instagramUsername', 'isActive');

export async function insertOAuthState(
  db: Db,
  row: { stateHash: string; accountId: number; redirectUri: string; returnPath: string; codeVerifier: string; expiresAt: Date },
): Promise<void> {
  await db('facebookOauthStates').insert(row);
}

/** Marks a state used and answers it, in one statement: a state works once, and only before it expires. */
export async function consumeOAuthState(
  db: Db,
  stateHash: string,
  now: Date,
): Promise<{ accountId: number; redirectUri: string; returnPath: string; codeVerifier: string | null } | undefined> {
  const [row] = await db('facebookOauthStates')
    .where({ stateHash })
    .whereNull('usedAt')
    .where('expiresAt', '>', now)
    .update({ usedAt: now })
    .returning(['accountId', 'redirectUri', 'returnPath', 'codeVerifier']);
  return row;
}

/** The return path of a state, used or not (to send a refused callback back where it started). */
export async function stateReturnPath(db: Db, stateHash: string): Promise<string | undefined> {
  return (await db('facebookOauthStates').where({ stateHash }).first('returnPath'))?.returnPath;
}

export async function purgeOAuthStates(db: Db, before: Date): Promise<number> {
  return db('facebookOauthStates').where('expiresAt', '<', before).delete();
}

/**
 * Stores a fresh connection and what it can reach, in one transaction: the connection row (status
 * connected again), the Pages as listed now, and the account's selections pruned to Pages the
 * connection still reaches (a Page that left the list can no longer be published to).
 */
export async function saveConnection(
  trx: Knex.Transaction,
  accountId: number,
  connection: Pick<ConnectionRow, 'facebookUserId' | 'facebookUserName' | 'userToken' | 'userTokenExpiresAt' | 'grantedScopes' | 'declinedScopes'>,
  pages: ListedPage[],
  now: Date,
): Promise<void> {
  const values = {
    ...connection,
    status: 'connected',
    statusReason: null,
    statusChangedAt: now,
    reconnectEmailSentAt: null,
    pagesSyncedAt: now,
    connectedAt: now,
    updatedAt: now,
  };
  await trx('facebookConnections')
    .insert({ accountId, ...values })
    .onConflict('accountId')
    .merge(values);
  await replacePages(trx, accountId, pages, now);
}

/** Replaces the account's listed Pages with `pages` and prunes selections of Pages no longer listed. */
export async function replacePages(trx: Knex.Transaction, accountId: number, pages: ListedPage[], now: Date): Promise<void> {
  const ids = pages.map((p) => p.pageId);
  await trx('facebookPages')
    .where({ accountId })
    .whereNotIn('pageId', ids.length ? ids : [''])
    .delete();
  for (const [position, page] of pages.entries()) {
    const values = { ...page, position, updatedAt: now };
    await trx('facebookPages')
      .insert({ accountId, ...values })
      .onConflict(['accountId', 'pageId'])
      .merge(values);
  }
  await trx('selectedPages')
    .where({ accountId })
    .whereNotIn('pageId', ids.length ? ids : [''])
    .delete();
  // An Instagram selection whose Page no longer links that Instagram account goes too.
  const linked = pages.filter((p) => p.instagramId).map((p) => `${p.pageId}:${p.instagramId}`);
  await trx('selectedPages')
    .where({ accountId, platform: 'instagram' })
    .whereRaw(`(page_id || ':' || coalesce(instagram_id, '')) <> all(?::text[])`, [linked])
    .delete();
  await trx('facebookConnections').where({ accountId }).update({ pagesSyncedAt: now });
}

/** Forgets the connection, its Pages and the account's selections. */
export async function deleteConnection(trx: Knex.Transaction, accountId: number): Promise<void> {
  await trx('selectedPages').where({ accountId }).delete();
  await trx('facebookPages').where({ accountId }).delete();
  await trx('facebookConnections').where({ accountId }).delete();
}

/** Flags the connection as needing reconnection; answers true only for the call that changed it. */
export async function flagNeedsReconnection(db: Db, accountId: number, reason: string, now: Date): Promise<boolean> {
  const changed = await db('facebookConnections')
    .where({ accountId, status: 'connected' })
    .update({ status: 'needs_reconnection', statusReason: reason, statusChangedAt: now, updatedAt: now });
  return changed > 0;
}

/** Claims the one "reconnect Facebook" e-mail of the current failure; false when it already went. */
export async function claimReconnectEmail(db: Db, accountId: number, now: Date): Promise<boolean> {
  const claimed = await db('facebookConnections')
    .where({ accountId, status: 'needs_reconnection' })
    .whereNull('reconnectEmailSentAt')
    .update({ reconnectEmailSentAt: now });
  return claimed > 0;
}

export async function replaceSelections(trx: Knex.Transaction, accountId: number, rows: Omit<SelectionRow, 'id' | 'accountId'>[], now: Date): Promise<void> {
  await trx('selectedPages').where({ accountId }).delete();
  if (rows.length) await trx('selectedPages').insert(rows.map((r) => ({ ...r, accountId, createdAt: now, updatedAt: now })));
}

export async function countActiveSelections(db: Db, accountId: number): Promise<number> {
  const row = await db('selectedPages').where({ accountId, isActive: true }).count<{ count: number }[]>('id as count').first();
  return Number(row?.count ?? 0);
}
