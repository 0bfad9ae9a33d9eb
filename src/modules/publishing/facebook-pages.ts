import type * as v from 'valibot';
import { inTransaction } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { invalid, upstream } from '../../lib/errors.js';
import { parse } from '../../lib/validate.js';
import { toListedPage } from './connect.js';
import { fetchManagedPages, type GraphPageEntry } from './graph/pages.js';
import { isGraphError } from './graph/errors.js';
import { breaksConnection, markNeedsReconnection, reconnectReason, RECONNECT_REASONS, type ReconnectReason } from './reconnection.js';
import { getConnection, listPages, replacePages, type PageRow } from './repo.js';
import { ListFacebookPagesInput } from './schema.js';
import { graphClient, isSimulator } from './settings.js';
import { openToken } from './tokens.js';
import './messages.js';

/** GET /api/facebook/pages (business-portal.md §3 "Facebook pages response"), without any token. */
export interface FacebookPagesView {
  success: true;
  connected: boolean;
  /** stored_token, manual_token or no_token (the spec's value). */
  source: 'stored_token' | 'manual_token' | 'no_token';
  facebookPages: { id: string; name: string; category: string | null }[];
  instagramAccounts: { id: string; name: string | null; username: string | null; pageId: string; pageName: string }[];
  message: string;
  needsReconnection: boolean;
  reconnectReason: ReconnectReason | null;
  /** Facebook did not answer: the lists are the ones last seen. */
  stale: boolean;
  facebookUserName: string | null;
  /** 'simulator' when posts go to the built-in Graph simulator (the UI says so). */
  mode: 'facebook' | 'simulator';
}

type Listed = Pick<PageRow, 'pageId' | 'name' | 'category' | 'instagramId' | 'instagramUsername' | 'instagramName'>;

function present(pages: Listed[]) {
  return {
    facebookPages: pages.map((p) => ({ id: p.pageId, name: p.name, category: p.category })),
    instagramAccounts: pages
      .filter((p) => p.instagramId)
      .map((p) => ({ id: p.instagramId!, name: p.instagramName, username: p.instagramUsername, pageId: p.pageId, pageName: p.name })),
  };
}

const fromGraph = (pages: GraphPageEntry[]): Listed[] =>
  pages.map((p) => ({
    pageId: p.id,
    name: p.name,
    category: p.category,
    instagramId: p.instagram?.id ?? null,
    instagramUsername: p.instagram?.username ?? null,
    instagramName: p.instagram?.name ?? null,
  }));

/**
 * The Pages and Instagram accounts the account's connection reaches, asked of Meta now (and
 * stored), or of a token pasted into the viewer (listed, never stored). A token Meta refuses
 * marks the connection as needing reconnection; Meta not answering gives the last stored lists.
 */
export async function listFacebookPages(deps: Deps, input: v.InferInput<typeof ListFacebookPagesInput>): Promise<FacebookPagesView> {
  const { accountId, access_token: manualToken } = parse(ListFacebookPagesInput, input);
  const mode = isSimulator(deps.config) ? 'simulator' : 'facebook';
  const base = { success: true as const, needsReconnection: false, reconnectReason: null, stale: false, mode } as const;
  const client = graphClient(deps);

  if (manualToken) {
    try {
      const pages = await fetchManagedPages(client, manualToken);
      return {
        ...base,
        connected: true,
        source: 'manual_token',
        ...present(fromGraph(pages)),
        message: `${pages.length} Pages found with this token`,
        facebookUserName: null,
      };
    } catch (error) {
      if (isGraphError(error) && (error.kind === 'token' || error.kind === 'permission' || error.kind === 'invalid')) {
        throw invalid('publishing.tokenRefused', { detail: error.message }, { field: 'access_token' });
      }
      throw upstream('publishing.noAnswer', undefined, { cause: error });
    }
  }

  const connection = await getConnection(deps.db, accountId);
  if (!connection) {
    return {
      ...base,
      connected: false,
      source: 'no_token',
      facebookPages: [],
      instagramAccounts: [],
      message: 'Facebook is not connected',
      facebookUserName: null,
    };
  }
  const stored = await listPages(deps.db, accountId);
  const storedView = { ...present(stored), facebookUserName: connection.facebookUserName, source: 'stored_token' as const };
  const needsReconnection = (reason: ReconnectReason): FacebookPagesView => ({
    ...base,
    ...storedView,
    connected: false,
    needsReconnection: true,
    reconnectReason: reason,
    message: RECONNECT_REASONS[reason].en,
  });
  if (connection.status === 'needs_reconnection') return needsReconnection((connection.statusReason as ReconnectReason) ?? 'token_invalid');

  const userToken = openToken(deps.config, connection.userToken);
  if (!userToken) {
    await markNeedsReconnection(deps, accountId, 'token_unreadable');
    return needsReconnection('token_unreadable');
  }
  try {
    const pages = await fetchManagedPages(client, userToken);
    await inTransaction(deps.db, (trx) =>
      replacePages(
        trx,
        accountId,
        pages.map((p) => toListedPage(deps.config, p)),
        deps.clock.now(),
      ),
    );
    return { ...base, ...storedView, ...present(fromGraph(pages)), connected: true, message: `${pages.length} Pages found` };
  } catch (error) {
    if (isGraphError(error) && breaksConnection(error)) {
      const reason = reconnectReason(error);
      await markNeedsReconnection(deps, accountId, reason);
      return needsReconnection(reason);
    }
    deps.log.warn({ err: isGraphError(error) ? { kind: error.kind, codes: error.codes } : String(error), accountId }, 'listing Facebook Pages failed');
    return { ...base, ...storedView, connected: true, stale: true, message: 'Facebook did not answer; these are the Pages as last seen.' };
  }
}
