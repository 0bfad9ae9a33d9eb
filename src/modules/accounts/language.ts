import type { Db } from '../../lib/db.js';
import { notFound } from '../../lib/errors.js';
import { parse } from '../../lib/validate.js';
import { LanguagesSchema } from './company-info-schema.js';

/** Sets the account's interface and/or content language (en or el); answers both. */
export async function updateLanguages(options: { db: Db; accountId: number; input: unknown }): Promise<{ uiLanguage: 'en' | 'el' | null; contentLanguage: 'en' | 'el' }> {
  const input = parse(LanguagesSchema, options.input);
  const changes: Record<string, unknown> = { updatedAt: options.db.fn.now() };
  if (input.uiLanguage) changes.uiLanguage = input.uiLanguage;
  if (input.contentLanguage) changes.contentLanguage = input.contentLanguage;
  const [row] = await options.db('accounts').where({ id: options.accountId }).update(changes).returning(['uiLanguage', 'contentLanguage']);
  if (!row) throw notFound('Account not found');
  return row;
}
