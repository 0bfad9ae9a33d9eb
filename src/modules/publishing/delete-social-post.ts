import type * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { invalid, notFound, upstream } from '../../lib/errors.js';
import { parse } from '../../lib/validate.js';
import { isGraphError, type GraphError } from './graph/errors.js';
import { findLedgerByPermalink, findLedgerByRemoteId, type LedgerRow } from './ledger.js';
import { isLink, readPostLink } from './post-link.js';
import type { Db } from '../../lib/db.js';
import { breaksConnection, markNeedsReconnection, reconnectReason } from './reconnection.js';
import { getConnection, listPages } from './repo.js';
import { DeleteSocialPostInput } from './schema.js';
import { graphClient } from './settings.js';
import { openToken } from './tokens.js';
import './messages.js';

const PLATFORM_NAMES = { facebook: 'Facebook', instagram: 'Instagram' } as const;

/**
 * The post an id or a link names: a link is looked up in the ledger by the permalink Meta gave (the
 * only way to an Instagram /p/<shortcode> link), else read for the id it carries. A link to the
 * other platform's post is refused rather than followed: deleting cannot be undone.
 */
async function resolvePost(
  db: Db,
  accountId: number,
  platform: 'facebook' | 'instagram',
  given: string,
): Promise<{ postId: string; ledger: LedgerRow | undefined }> {
  if (!isLink(given)) return { postId: given, ledger: await findLedgerByRemoteId(db, accountId, platform, given) };
  const known = await findLedgerByPermalink(db, accountId, given);
  const read = readPostLink(given);
  const linked = known?.platform ?? read.platform;
  if (linked && linked !== platform) throw invalid('publishing.linkOtherPlatform', { platform: PLATFORM_NAMES[linked] });
  if (known?.postId) return { postId: known.postId, ledger: known };
  if (!read.postId) throw invalid('publishing.linkNotUnderstood', undefined, { field: 'postId' });
  return { postId: read.postId, ledger: await findLedgerByRemoteId(db, accountId, platform, read.postId) };
}

/**
 * Deletes a published post on Facebook or Instagram (DELETE /api/social-media/delete), named by its
 * id or its link. A Page post
 * is deleted with its Page's token (the Page is found from the ledger, else from the id's
 * `<page>_<post>` form, else by trying the connection's Pages); Instagram media with the user token
 * (DELETE /{ig-media-id}, instagram_manage_contents). Only the account's own connection is used,
 * so another account's post cannot be touched.
 */
export async function deleteSocialPost(
  deps: Deps,
  input: v.InferInput<typeof DeleteSocialPostInput>,
): Promise<{ platform: 'facebook' | 'instagram'; postId: string }> {
  const { accountId, postId: given, platform } = parse(DeleteSocialPostInput, input);
  const connection = await getConnection(deps.db, accountId);
  if (!connection) throw invalid('publishing.notConnected');
  if (connection.status === 'needs_reconnection') throw invalid('publishing.reconnectFirst');
  const client = graphClient(deps);
  const { postId, ledger } = await resolvePost(deps.db, accountId, platform, given);

  const onGraphError = async (error: GraphError): Promise<never> => {
    // An id Meta does not know (or that this connection cannot see) is not found, not something to delete by hand (issue 24).
    if (error.kind === 'invalid' && error.code === 100)
      throw notFound(platform === 'instagram' ? 'publishing.instagramPostNotFound' : 'publishing.postNotFound');
    // Deleting Instagram media needs instagram_manage_contents, a permission the connection may go
    // without (publishing does not need it): its refusal says so, and does not break the connection.
    if (platform === 'instagram' && error.kind === 'permission') throw invalid('publishing.instagramDeleteNotAllowed');
    if (breaksConnection(error)) {
      const reason = reconnectReason(error);
      await markNeedsReconnection(deps, accountId, reason);
      throw invalid(`publishing.reconnect.${reason}`);
    }
    if (error.kind === 'timeout' || error.kind === 'network' || error.kind === 'transient' || error.kind === 'rate_limited') {
      throw upstream('publishing.noAnswer', undefined, { cause: error });
    }
    throw platform === 'instagram'
      ? invalid('publishing.instagramManualDelete')
      : invalid('publishing.deleteRefused', { detail: error.userMessage ?? error.message });
  };
  const markDeleted = async () => {
    if (ledger) await deps.db('publishedPosts').where({ id: ledger.id }).update({ deletedAt: deps.clock.now() });
  };

  if (platform === 'instagram') {
    const token = openToken(deps.config, connection.userToken);
    if (!token) throw invalid('publishing.reconnectFirst');
    try {
      await client.delete(postId, { token });
    } catch (error) {
      if (isGraphError(error)) await onGraphError(error);
      throw error;
    }
    await markDeleted();
    return { platform, postId };
  }

  const pages = await listPages(deps.db, accountId);
  const prefix = postId.includes('_') ? postId.split('_')[0] : undefined;
  const first = pages.find((p) => p.pageId === (ledger?.pageId ?? prefix));
  const candidates = first ? [first] : pages;
  for (const page of candidates) {
    const token = openToken(deps.config, page.pageToken);
    if (!token) continue;
    try {
      await client.delete(postId, { token });
      await markDeleted();
      return { platform, postId };
    } catch (error) {
      if (!isGraphError(error)) throw error;
      // Another Page's token cannot see the post (100/33): try the next Page.
      if (error.code === 100 && candidates.length > 1) continue;
      await onGraphError(error);
    }
  }
  throw notFound('publishing.postNotFound');
}
