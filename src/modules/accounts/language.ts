import * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import { parse } from '../../lib/validate.js';
import { LanguagesSchema } from './company-info-schema.js';
import { AccountIdSchema } from './schema.js';

/** What `updateLanguages` takes: the account (from the session) and the languages (from the request). */
export const UpdateLanguagesInput = v.intersect([v.object({ accountId: AccountIdSchema }), LanguagesSchema]);

/** Sets the account's interface and/or content language (en or el); answers both. */
export async function updateLanguages(
  deps: Deps,
  input: v.InferInput<typeof UpdateLanguagesInput>,
): Promise<{ uiLanguage: 'en' | 'el' | null; contentLanguage: 'en' | 'el' }> {
  const { accountId, uiLanguage, contentLanguage } = parse(UpdateLanguagesInput, input);
  const changes: Record<string, unknown> = { updatedAt: deps.db.fn.now() };
  if (uiLanguage) changes.uiLanguage = uiLanguage;
  if (contentLanguage) changes.contentLanguage = contentLanguage;
  const [row] = await deps.db('accounts').where({ id: accountId }).update(changes).returning(['uiLanguage', 'contentLanguage']);
  if (!row) throw notFound('accounts.accountNotFound');
  return row;
}
