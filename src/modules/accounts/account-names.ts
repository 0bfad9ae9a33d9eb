import * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { msg } from '../../lib/messages.js';
import { parse } from '../../lib/validate.js';

// Ids of rows the caller read (who made a product, say), never typed by a user.
const AccountNamesInput = v.object({ ids: v.array(v.pipe(v.number(msg('http.valueInvalid')), v.integer(msg('http.valueInvalid'))), msg('http.valueInvalid')) });

/** The business names of the given accounts (ids not found are left out): for lists that show who made a row. */
export async function accountNames(deps: Deps, input: v.InferInput<typeof AccountNamesInput>): Promise<Map<number, string>> {
  const ids = [...new Set(parse(AccountNamesInput, input).ids)];
  if (ids.length === 0) return new Map();
  const rows: { id: number; businessName: string }[] = await deps.db('accounts').whereIn('id', ids).select('id', 'businessName');
  return new Map(rows.map((r) => [r.id, r.businessName]));
}

/** The time zones of the given accounts (from their company info; none: left out), for lists across accounts. */
export async function accountZones(deps: Deps, input: v.InferInput<typeof AccountNamesInput>): Promise<Map<number, string>> {
  const ids = [...new Set(parse(AccountNamesInput, input).ids)];
  if (ids.length === 0) return new Map();
  const rows: { accountId: number; timezone: string | null }[] = await deps.db('companyInfo').whereIn('accountId', ids).select('accountId', 'timezone');
  return new Map(rows.filter((r) => r.timezone).map((r) => [r.accountId, r.timezone!]));
}
