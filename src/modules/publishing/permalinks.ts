import type { Deps } from '../../lib/deps.js';
import { isGraphError } from './graph/errors.js';
import type { LedgerRow } from './ledger.js';
import { getConnection, type PageRow } from './repo.js';
import { graphClient } from './settings.js';
import { openToken } from './tokens.js';

/** Published this long ago at least: the rush of an instant is over before its links are asked for. */
const SETTLE_MS = 15_000;
/** A link still missing after this long is not asked for again (the post was deleted on Meta, or the account disconnected). */
const GIVE_UP_MS = 3600_000;
const AT_ONCE = 4;

/**
 * fill_permalinks (cron, every minute): the links of scheduled posts published without one (a
 * scheduled post's instant spends its Graph calls on publishing only: PublishInput.permalinkLater).
 * One call per publication, a few at once; an account that is rate limited, disconnected or whose
 * token does not open is skipped until the next run. Answers how many links were filled.
 */
export async function fillPermalinks(deps: Deps, input: { limit?: number } = {}): Promise<{ filled: number; asked: number }> {
  const now = deps.clock.now().getTime();
  const rows: LedgerRow[] = await deps
    .db('publishedPosts')
    .where({ status: 'published' })
    .whereNull('permalink')
    .whereNotNull('postId')
    .whereNull('deletedAt')
    .whereBetween('publishedDate', [new Date(now - GIVE_UP_MS), new Date(now - SETTLE_MS)])
    .orderBy('publishedDate')
    .limit(input.limit ?? 1000);
  const byAccount = new Map<number, LedgerRow[]>();
  for (const row of rows) byAccount.set(row.accountId, [...(byAccount.get(row.accountId) ?? []), row]);
  const client = graphClient(deps);
  let filled = 0;
  const accounts = [...byAccount.entries()];
  const next = async (): Promise<void> => {
    const entry = accounts.shift();
    if (!entry) return;
    const [accountId, accountRows] = entry;
    const connection = await getConnection(deps.db, accountId);
    const userToken = connection?.status === 'connected' ? openToken(deps.config, connection.userToken) : undefined;
    if (userToken) {
      const pages: PageRow[] = await deps.db('facebookPages').where({ accountId });
      for (const row of accountRows) {
        const field = row.platform === 'facebook' ? 'permalink_url' : 'permalink';
        const token = row.platform === 'facebook' ? openToken(deps.config, pages.find((p) => p.pageId === row.pageId)?.pageToken) : userToken;
        if (!token) continue;
        try {
          const answer = await client.get<Record<string, string | undefined>>(row.postId!, { token, params: { fields: field } });
          const permalink = answer[field];
          if (!permalink) continue;
          await deps.db('publishedPosts').where({ id: row.id }).whereNull('permalink').update({ permalink });
          filled++;
        } catch (error) {
          // Slowed down: this account's other links wait for the next run.
          if (isGraphError(error) && error.kind === 'rate_limited') break;
          deps.log.warn({ err: error, ledgerId: row.id, platform: row.platform }, 'fill_permalinks: no link');
        }
      }
    }
    return next();
  };
  await Promise.all(Array.from({ length: AT_ONCE }, next));
  return { filled, asked: rows.length };
}
