import crypto from 'node:crypto';
import type { Db } from '../../../lib/db.js';
import { newToken, sha256 } from '../../../lib/crypto.js';

/** The simulator's storage: Graph objects, tokens, consents (grants) and switchable faults. */

export type SimObjectType = 'user' | 'page' | 'ig_user' | 'code' | 'container' | 'page_post' | 'ig_media';

export interface SimObject<D = Record<string, any>> {
  id: string;
  type: SimObjectType;
  ownerId: string | null;
  data: D;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

export interface SimToken {
  tokenHash: string;
  kind: 'user' | 'page';
  userId: string;
  pageId: string | null;
  appId: string;
  scopes: string[];
  grantId: string;
  expiresAt: Date | null;
}

export async function nextId(db: Db): Promise<string> {
  const { rows } = await db.raw(`select nextval('simulator_object_id_seq')::text as id`);
  return rows[0].id;
}

export async function createObject<D>(db: Db, type: SimObjectType, ownerId: string | null, data: D, id?: string): Promise<SimObject<D>> {
  const [row] = await db('simulatorObjects')
    .insert({ id: id ?? db.raw(`nextval('simulator_object_id_seq')::text`), type, ownerId, data: JSON.stringify(data) })
    .returning('*');
  return row;
}

/**
 * A Page's photo post in one statement: its photo id and its post number from the sequence, the post
 * stored as `<page>_<number>` with its permalink (`permalinkBase` + its id) and the photo id in its data.
 */
export async function createPhotoPost<D extends object>(db: Db, pageId: string, data: D, permalinkBase: string): Promise<{ photoId: string; postId: string }> {
  const { rows } = await db.raw(
    `with n as (select nextval('simulator_object_id_seq')::text as photo, nextval('simulator_object_id_seq')::text as num)
     insert into simulator_objects (id, type, owner_id, data)
     select ?::text || '_' || n.num, 'page_post', ?, ?::jsonb || jsonb_build_object('photoId', n.photo, 'permalink', ?::text || ?::text || '_' || n.num)
       from n
     returning id, data->>'photoId' as photo_id`,
    [pageId, pageId, JSON.stringify(data), permalinkBase, pageId],
  );
  return { photoId: rows[0].photoId, postId: rows[0].id };
}

/**
 * Publishes a container as Meta does, at most once: the container becomes PUBLISHED and its media
 * object is made in one statement, and only if the container was not published already (two calls
 * at once: one media). Answers the new media's id, or undefined when it was published before.
 */
export async function publishContainerObject<D extends object>(
  db: Db,
  options: { containerId: string; ownerId: string; data: D; permalinkBase: string },
): Promise<string | undefined> {
  const { rows } = await db.raw(
    `with claimed as (
       update simulator_objects c
          set data = c.data || jsonb_build_object('statusCode', 'PUBLISHED', 'mediaId', n.id), updated_at = now()
         from (select nextval('simulator_object_id_seq')::text as id) n
        where c.id = ? and c.data->>'statusCode' is distinct from 'PUBLISHED'
        returning n.id as media_id),
     media as (
       insert into simulator_objects (id, type, owner_id, data)
       select media_id, 'ig_media', ?, ?::jsonb || jsonb_build_object('permalink', ?::text || media_id) from claimed
       returning id)
     select id from media`,
    [options.containerId, options.ownerId, JSON.stringify(options.data), options.permalinkBase],
  );
  return rows[0]?.id;
}

export async function getObject<D = Record<string, any>>(db: Db, id: string, type?: SimObjectType | SimObjectType[]): Promise<SimObject<D> | undefined> {
  const query = db('simulatorObjects').where({ id }).whereNull('deletedAt');
  if (type) query.whereIn('type', Array.isArray(type) ? type : [type]);
  return query.first();
}

export async function updateObjectData(db: Db, id: string, patch: Record<string, unknown>): Promise<void> {
  await db('simulatorObjects')
    .where({ id })
    .update({ data: db.raw(`data || ?::jsonb`, [JSON.stringify(patch)]), updatedAt: db.fn.now() });
}

export async function listObjects<D = Record<string, any>>(
  db: Db,
  type: SimObjectType,
  ownerIds: string[],
  options: { limit?: number; after?: string } = {},
): Promise<SimObject<D>[]> {
  const query = db('simulatorObjects')
    .where({ type })
    .whereIn('ownerId', ownerIds)
    .whereNull('deletedAt')
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  if (options.limit) query.limit(options.limit);
  return query;
}

export async function softDelete(db: Db, id: string): Promise<boolean> {
  return (await db('simulatorObjects').where({ id }).whereNull('deletedAt').update({ deletedAt: db.fn.now() })) > 0;
}

/** Issues an access token under a grant; answers the token (only its hash is kept). */
export async function issueToken(db: Db, token: Omit<SimToken, 'tokenHash'>): Promise<string> {
  const plain = `${token.kind === 'page' ? 'EAAP' : 'EAAU'}${newToken(36)}`;
  await db('simulatorTokens').insert({ ...token, tokenHash: sha256(plain) });
  return plain;
}

export async function findToken(db: Db, plain: string): Promise<(SimToken & { invalidSubcode: number | null }) | undefined> {
  if (!plain || plain.length > 300) return undefined;
  return db('simulatorTokens as t')
    .join('simulatorGrants as g', 'g.id', 't.grantId')
    .where('t.tokenHash', sha256(plain))
    .first('t.tokenHash', 't.kind', 't.userId', 't.pageId', 't.appId', 't.grantId', 't.expiresAt', 'g.scopes', 'g.invalidSubcode');
}

export async function createGrant(db: Db, grant: { userId: string; appId: string; scopes: string[]; declined: string[] }): Promise<string> {
  const id = crypto.randomUUID();
  await db('simulatorGrants').insert({ id, ...grant });
  return id;
}

export async function getGrant(
  db: Db,
  id: string,
): Promise<{ id: string; userId: string; scopes: string[]; declined: string[]; invalidSubcode: number | null } | undefined> {
  return db('simulatorGrants').where({ id }).first();
}

/** Kills a consent: every token issued under it answers 190 with `subcode` from now on. */
export async function invalidateGrant(db: Db, grantId: string, subcode: number): Promise<void> {
  await db('simulatorGrants').where({ id: grantId }).update({ invalidSubcode: subcode });
}

/** Kills every consent a user gave an app (DELETE /me/permissions). */
export async function revokeUserGrants(db: Db, userId: string, appId: string): Promise<void> {
  await db('simulatorGrants').where({ userId, appId }).whereNull('invalidSubcode').update({ invalidSubcode: 458 });
}

export type FaultKind = 'rate_limit' | 'transient' | 'no_answer' | 'token_expired' | 'container_error' | 'delete_unsupported';

/** Switches a fault on: it hits the next `times` calls of `operation` (every call until cleared when null). */
export async function addFault(db: Db, fault: { kind: FaultKind; operation?: string; times?: number | null }): Promise<void> {
  await db('simulatorFaults').insert({ kind: fault.kind, operation: fault.operation ?? 'any', remaining: fault.times ?? null });
}

export async function clearFaults(db: Db): Promise<void> {
  await db('simulatorFaults').delete();
}

export async function listFaults(db: Db): Promise<{ id: number; kind: FaultKind; operation: string; remaining: number | null }[]> {
  return db('simulatorFaults').orderBy('id').select('id', 'kind', 'operation', 'remaining');
}

/**
 * The fault that hits this call, if any, used up atomically (a counted fault hits exactly as many
 * calls as asked, even when calls run in parallel).
 */
export async function takeFault(db: Db, operation: string): Promise<FaultKind | undefined> {
  const { rows } = await db.raw(
    `with picked as (
       select id from simulator_faults
        where operation in (?, 'any') and (remaining is null or remaining > 0)
        order by id limit 1 for update skip locked)
     update simulator_faults f set remaining = case when f.remaining is null then null else f.remaining - 1 end
       from picked where f.id = picked.id
     returning f.kind, f.remaining`,
    [operation],
  );
  // Used up: removed. Most calls hit no fault and cost this one query.
  if (rows[0]?.remaining === 0) await db('simulatorFaults').where('remaining', '<=', 0).delete();
  return rows[0]?.kind;
}
