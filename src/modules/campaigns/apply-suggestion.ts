import type * as v from 'valibot';
import { applyFinding, checkCompliance, type ComplianceFinding } from '../ai/index.js';
import type { Deps } from '../../lib/deps.js';
import { conflict, notFound } from '../../lib/errors.js';
import { parse } from '../../lib/validate.js';
import { EDITABLE, NOT_EDITABLE, updateBulkPost, type BulkPostView } from './bulk-posts.js';
import { mayDo } from './approvals.js';
import { findPost } from './repo.js';
import { ApplySuggestionInput } from './schema.js';
import './messages.js';

/**
 * POST /api/bulk-posts/{id}/apply-suggestion (issue 24): one of the post's compliance findings is
 * rewritten as suggested so the text still reads (the sentence that holds the words becomes the
 * suggested sentence, a last clause or a lone modifier is left out; the model's wording replaces its
 * quote: ai's applyFinding), saved as an edit of the text (the
 * findings are checked again, an approval no longer holds, a scheduled post is prepared again).
 * The finding is named by where it is and its words, as the screen showed it; a post whose text
 * changed since is refused (409) and nothing changes.
 */
export async function applySuggestion(deps: Deps, input: v.InferInput<typeof ApplySuggestionInput>): Promise<BulkPostView> {
  const { accountId, id, actorRole, actorUserId, start, end, text } = parse(ApplySuggestionInput, input);
  mayDo(actorRole, 'edit');
  const post = await findPost(deps.db, accountId, id);
  if (!post) throw notFound('campaigns.postNotFound');
  if (!EDITABLE.includes(post.postStatus)) throw conflict(NOT_EDITABLE[post.postStatus as keyof typeof NOT_EDITABLE]);
  const finding = ((post.complianceFindings ?? []) as ComplianceFinding[]).find((f) => f.start === start && f.end === end && f.text === text);
  if (!finding?.suggestion || post.content.slice(start, end) !== text) throw conflict('campaigns.findingChanged');
  // The rules' wording as it is today (a finding stored before their suggestions became whole sentences
  // carries a phrase); the model's is its own and stays.
  const current =
    finding.source === 'model'
      ? finding
      : (checkCompliance(post.content, post.language ?? 'en').find((f) => f.start === start && f.end === end && f.category === finding.category) ?? finding);
  return updateBulkPost(deps, { accountId, id, actorRole, actorUserId, content: applyFinding(post.content, current) });
}
