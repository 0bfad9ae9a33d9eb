import type * as v from 'valibot';
import { inTransaction, type Db } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { invalid } from '../../lib/errors.js';
import { parse } from '../../lib/validate.js';
import { countActiveSelections, listPages, listSelections, replaceSelections } from './repo.js';
import { AccountIdsInput, AccountInput, SaveSelectedPagesInput } from './schema.js';
import './messages.js';

/** A selection as the API answers it (business-portal.md §3 "Selected page", without accessToken). */
export type SelectedPageView =
  | { id: number; platform: 'facebook'; pageId: string; pageName: string | null; pageCategory: string | null; isActive: boolean }
  | { id: number; platform: 'instagram'; pageId: string; instagramId: string; instagramUsername: string | null; pageName: string | null; isActive: boolean };

/** The account's selected Pages and Instagram accounts. */
export async function getSelectedPages(deps: Deps, input: v.InferInput<typeof AccountInput>): Promise<SelectedPageView[]> {
  const { accountId } = parse(AccountInput, input);
  return selectionsOf(deps.db, accountId);
}

async function selectionsOf(db: Db, accountId: number): Promise<SelectedPageView[]> {
  const rows = await listSelections(db, accountId);
  return rows.map((r) =>
    r.platform === 'facebook'
      ? { id: r.id, platform: 'facebook', pageId: r.pageId, pageName: r.pageName, pageCategory: r.pageCategory, isActive: r.isActive }
      : {
          id: r.id,
          platform: 'instagram',
          pageId: r.pageId,
          instagramId: r.instagramId!,
          instagramUsername: r.instagramUsername,
          pageName: r.pageName,
          isActive: r.isActive,
        },
  );
}

/**
 * Replaces the account's selections (POST /api/selected-pages). Each must be a Page, or an Instagram
 * account linked to a Page, that the stored connection reaches; names come from the connection,
 * never from the client, and any token a client sends is ignored.
 */
export async function saveSelectedPages(deps: Deps, input: v.InferInput<typeof SaveSelectedPagesInput>): Promise<SelectedPageView[]> {
  const { accountId, pages } = parse(SaveSelectedPagesInput, input);
  await inTransaction(deps.db, async (trx) => {
    const reachable = new Map((await listPages(trx, accountId)).map((p) => [p.pageId, p]));
    const seen = new Set<string>();
    const rows = [];
    for (const entry of pages) {
      const page = reachable.get(entry.pageId);
      if (!page) throw invalid('publishing.pageNotConnected', { pageId: entry.pageId }, { field: 'pages' });
      const key = `${entry.platform}:${entry.pageId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (entry.platform === 'facebook') {
        rows.push({
          platform: 'facebook' as const,
          pageId: page.pageId,
          pageName: page.name,
          pageCategory: page.category,
          instagramId: null,
          instagramUsername: null,
          isActive: entry.isActive,
        });
      } else {
        if (!page.instagramId || page.instagramId !== entry.instagramId) {
          throw invalid('publishing.instagramNotLinked', { instagramId: entry.instagramId }, { field: 'pages' });
        }
        rows.push({
          platform: 'instagram' as const,
          pageId: page.pageId,
          pageName: page.name,
          pageCategory: page.category,
          instagramId: page.instagramId,
          instagramUsername: page.instagramUsername,
          isActive: entry.isActive,
        });
      }
    }
    await replaceSelections(trx, accountId, rows, deps.clock.now());
  });
  return selectionsOf(deps.db, accountId);
}

/** True when the account has at least one active selection (the setup status's hasPlatforms). */
export async function hasSelectedPages(deps: Deps, input: v.InferInput<typeof AccountInput>): Promise<boolean> {
  const { accountId } = parse(AccountInput, input);
  return (await countActiveSelections(deps.db, accountId)) > 0;
}

/** The platforms each account publishes to now (its active selections), for many accounts in one query (the admin's calendar). */
export async function selectedPlatformsOf(deps: Deps, input: v.InferInput<typeof AccountIdsInput>): Promise<Map<number, ('facebook' | 'instagram')[]>> {
  const { accountIds } = parse(AccountIdsInput, input);
  const out = new Map<number, ('facebook' | 'instagram')[]>();
  if (!accountIds.length) return out;
  const rows: { accountId: number; platform: 'facebook' | 'instagram' }[] = await deps
    .db('selectedPages')
    .whereIn('accountId', accountIds)
    .where((q) => void q.whereNull('isActive').orWhere('isActive', true))
    .distinct('accountId', 'platform')
    .orderBy(['accountId', 'platform']);
  for (const r of rows) out.set(r.accountId, [...(out.get(r.accountId) ?? []), r.platform]);
  return out;
}
