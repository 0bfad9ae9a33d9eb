import type { Db } from '../../lib/db.js';

/** The business names of the given accounts (ids not found are left out): for lists that show who made a row. */
export async function accountNames(options: { db: Db; ids: number[] }): Promise<Map<number, string>> {
  const ids = [...new Set(options.ids)];
  if (ids.length === 0) return new Map();
  const rows: { id: number; businessName: string }[] = await options.db('accounts').whereIn('id', ids).select('id', 'businessName');
  return new Map(rows.map((r) => [r.id, r.businessName]));
}
