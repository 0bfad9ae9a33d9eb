import type * as v from 'valibot';
import type { ComplianceFinding } from '../ai/index.js';
import type { Deps } from '../../lib/deps.js';
import { conflict, notFound } from '../../lib/errors.js';
import { parse } from '../../lib/validate.js';
import { EDITABLE, NOT_EDITABLE, updateBulkPost, type BulkPostView } from './bulk-posts.js';
import { mayDo } from './approvals.js';
import { findPost } from './repo.js';
import { ApplySuggestionInput } from './schema.js';
import './messages.js';

/** A phrase at the start of the text or of a sentence (or a line): its replacement starts with a capital there. */
const sentenceStart = (before: string) => before.trim() === '' || /[.!?…;]\s*$|\n\s*$/.test(before);

/**
 * POST /api/bulk-posts/{id}/apply-suggestion (issue 24): the words of one of the post's compliance
 * findings are replaced by the finding's suggested wording, saved as an edit of the text (the
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
  const before = post.content.slice(0, start);
  const wording = sentenceStart(before) ? finding.suggestion.charAt(0).toLocaleUpperCase() + finding.suggestion.slice(1) : finding.suggestion;
  return updateBulkPost(deps, { accountId, id, actorRole, actorUserId, content: before + wording + post.content.slice(end) });
}
