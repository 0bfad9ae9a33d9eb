import { DateTime } from 'luxon';
import type { Db } from '../../../lib/db.js';

/** Google's free Custom Search quota: 100 queries a day, reset at midnight Pacific time. */
export const FREE_QUERIES_PER_DAY = 100;

function quotaDay(now: Date): string {
  return DateTime.fromJSDate(now).setZone('America/Los_Angeles').toISODate()!;
}

/** Counts one query against today's quota; false (and nothing counted) when it is used up. */
export async function reserveQuery(db: Db, now: Date, limit = FREE_QUERIES_PER_DAY): Promise<boolean> {
  const result = await db.raw(
    `insert into image_search_quota (day, queries) values (?, 1)
     on conflict (day) do update set queries = image_search_quota.queries + 1
     where image_search_quota.queries < ?
     returning queries`,
    [quotaDay(now), limit],
  );
  return result.rows.length > 0;
}

export async function queriesToday(db: Db, now: Date): Promise<number> {
  const row = await db('image_search_quota')
    .where({ day: quotaDay(now) })
    .first('queries');
  return row?.queries ?? 0;
}
