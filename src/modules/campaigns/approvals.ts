import crypto from 'node:crypto';
import { findingsCount } from './context.js';
import { DateTime } from 'luxon';
import type * as v from 'valibot';
import { accountRequiresApproval, accountTimeZone, recordAudit, teamMember, type ActingRole } from '../accounts/index.js';
import type { ComplianceFinding } from '../ai/index.js';
import type { Db } from '../../lib/db.js';
import { inTransaction } from '../../lib/db.js';
import { withDb, type Deps } from '../../lib/deps.js';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.js';
import { parse } from '../../lib/validate.js';
import { presentPosts, type BulkPostView } from './bulk-posts.js';
import { removePublishJob } from './jobs.js';
import { lockPost, updatePost, type BulkPostRow } from './repo.js';
import { activeSelections, postTargets, targetKey } from './targets.js';
import { ApprovalsExportInput, ApprovePostInput, SendBackInput, SubmitPostInput } from './schema.js';
import './messages.js';

/**
 * Medical sign-off (issue 23). A post is submitted (awaiting_approval); a reviewer or a business
 * admin approves it (approved) or sends it back to draft with a comment. The approval is bound to
 * a hash of what was approved: the text, the image and the targets (the Pages and Instagram
 * accounts the post goes to: its own choice, or the account's selection). Any change of those
 * afterwards voids it: an edit of the text or of the post's targets sends the post back to draft at
 * once, a change of the account's selection is caught when the post is scheduled and again by the
 * worker at the instant. Every decision is a row of post_approvals (kept for a regulator: who, when, the
 * hash, the text, the findings acknowledged, the comment) and of the account's audit trail.
 */

/** What each role may do with posts (the module's door checks it; the routes only pass the role). */
export type PostAction = 'edit' | 'schedule' | 'approve';
const ALLOWED: Record<PostAction, readonly ActingRole[]> = {
  // Writing, editing, generating, proposing a time (scheduledDate alone), submitting, unscheduling.
  edit: ['business_admin', 'editor', 'reviewer', 'platform_admin'],
  // Scheduling and publishing: an editor proposes, it does not publish.
  schedule: ['business_admin', 'reviewer', 'platform_admin'],
  // The medical sign-off is the clinic's own: a platform admin supporting it cannot give it.
  approve: ['business_admin', 'reviewer'],
};
const REFUSAL = {
  edit: 'campaigns.role.edit',
  schedule: 'campaigns.role.schedule',
  approve: 'campaigns.role.approve',
} as const;

/** Refuses (403, by key) an action the role may not take. */
export function mayDo(role: ActingRole, action: PostAction): void {
  if (!ALLOWED[action].includes(role)) throw forbidden(role === 'platform_admin' && action === 'approve' ? 'campaigns.role.approveByClinic' : REFUSAL[action]);
}

/** The targets a post goes to (its own choice among the account's active selections, issue 20), in a stable order. */
async function targetsOf(deps: Deps, post: Pick<BulkPostRow, 'accountId' | 'targets'>): Promise<string[]> {
  return postTargets(await activeSelections(deps, post.accountId), post)
    .map(targetKey)
    .sort();
}

/** The hash an approval is bound to: text, image and targets. */
function approvalHash(post: Pick<BulkPostRow, 'content' | 'productImage'>, targets: string[]): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([post.content, post.productImage ?? null, targets]))
    .digest('hex');
}

interface ApprovalRow {
  id: number;
  accountId: number;
  bulkPostId: number | null;
  decision: 'approved' | 'sent_back';
  adminUserId: number | null;
  actorEmail: string;
  actorRole: string;
  contentHash: string;
  content: string;
  scheduledDate: Date | null;
  findingsAcknowledged: ComplianceFinding[];
  comment: string | null;
  via: 'portal' | 'email';
  at: Date;
}

/**
 * After a change to a post (its text, image or targets): an approval that no longer matches it sends
 * it back to draft (issue 23), out of the schedule with its jobs. Answers the post as it is now.
 */
export async function voidChangedApproval(trx: Db, deps: Deps, post: BulkPostRow, approved: ApprovalRow | null, now: Date): Promise<BulkPostRow> {
  if (!approved || approved.contentHash === approvalHash(post, await targetsOf(deps, post))) return post;
  if (post.postStatus === 'scheduled') await removePublishJob(trx, post.id);
  return updatePost(trx, post.id, {
    postStatus: 'draft',
    isScheduled: false,
    scheduledAt: null,
    statusChangedAt: now,
    approvalId: null,
    waitingForPagesSince: null,
  });
}

/**
 * The post's approval if it is still in force: recorded, and what it was given for (text, image,
 * targets) is what the post is now. Null otherwise.
 */
export async function approvalInForce(deps: Deps, post: BulkPostRow): Promise<ApprovalRow | null> {
  const id = (post as { approvalId?: number | string | null }).approvalId;
  if (!id) return null;
  const row: ApprovalRow | undefined = await deps.db('post_approvals').where({ id, decision: 'approved' }).first();
  if (!row) return null;
  return row.contentHash === approvalHash(post, await targetsOf(deps, post)) ? row : null;
}

/**
 * The rule at scheduling and publishing: with approval required, only a post whose approval is in
 * force (409 otherwise); without it, a post with compliance findings needs `acknowledgedFindings`
 * (409 otherwise) unless an approval in force already acknowledged them. Answers whether the
 * findings were acknowledged by this call (the caller records it).
 */
export async function assertMayGoOut(deps: Deps, post: BulkPostRow, acknowledgedFindings: boolean | undefined, fingerprint?: string): Promise<boolean> {
  const approval = await approvalInForce(deps, post);
  if (await accountRequiresApproval(deps, { accountId: post.accountId })) {
    if (!approval) throw conflict('campaigns.approvalRequired');
    return false;
  }
  const findings = (post.complianceFindings ?? []) as ComplianceFinding[];
  if (!findings.length || approval) return false;
  if (acknowledgedFindings !== true)
    throw conflict('campaigns.findingsNeedAcknowledgement', { count: String(findings.length) }, { field: 'acknowledgedFindings' });
  assertFindingsRead(findings, fingerprint);
  return true;
}

/** The fingerprint of a post's findings (16 hex digits of a SHA-256 over each finding's fields, in order): what an acknowledgement names. */
export function findingsFingerprint(findings: ComplianceFinding[]): string {
  const fields = findings.map((f) => [f.category, f.rule, f.start, f.end, f.text, f.suggestion, f.explanation, f.source]);
  return crypto.createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 16);
}

/**
 * An acknowledgement that names the findings it read (`findingsFingerprint`, as the post view gave it)
 * holds only for those: when the post's findings are others now (edited in another tab, checked
 * again), 409 and the user reads them again. Without a fingerprint it is issue 23's yes for the post.
 */
function assertFindingsRead(findings: ComplianceFinding[], fingerprint: string | undefined): void {
  if (fingerprint !== undefined && fingerprint !== findingsFingerprint(findings))
    throw conflict('campaigns.findingsChanged', { count: String(findings.length) }, { field: 'findingsFingerprint' });
}

/** The status a post returns to when it leaves the schedule: approved while its approval holds, else draft. */
export async function restingStatus(deps: Deps, post: BulkPostRow): Promise<'approved' | 'draft'> {
  return (await approvalInForce(deps, post)) ? 'approved' : 'draft';
}

/** A clinic user deciding: their e-mail and role as the account knows them now (a removed user decides nothing). */
async function decider(deps: Deps, accountId: number, userId: number | null | undefined, role: ActingRole) {
  if (role === 'platform_admin' || !userId) throw forbidden('campaigns.role.approveByClinic');
  const user = await teamMember(deps, { accountId, userId });
  if (!user) throw forbidden('campaigns.role.approve');
  mayDo(user.role, 'approve');
  return user;
}

/** Records a decision in the account's audit trail (the clinic's Activity page lists it). */
async function auditDecision(deps: Deps, approval: ApprovalRow, route: string) {
  const findings = approval.findingsAcknowledged.length;
  await recordAudit(deps, {
    source: 'clinic',
    actorUserId: null,
    actorName: approval.actorEmail,
    accountId: approval.accountId,
    action: approval.decision === 'approved' ? 'bulk_post.approve' : 'bulk_post.send_back',
    route,
    summary:
      approval.decision === 'approved'
        ? `Approved a post (content hash ${approval.contentHash.slice(0, 12)}; ${findingsCount(findings)} acknowledged)`
        : 'Sent a post back to draft',
    targetId: approval.bulkPostId,
  });
}

/** Presents one post after a transition. */
const present = async (deps: Deps, accountId: number, row: BulkPostRow): Promise<BulkPostView> => (await presentPosts(deps, accountId, [row]))[0];

/** POST /api/bulk-posts/{id}/submit: a draft (or a failed or missed post) goes to awaiting_approval; any role may submit. */
export async function submitPost(deps: Deps, input: v.InferInput<typeof SubmitPostInput>): Promise<BulkPostView> {
  const { accountId, id, actorRole } = parse(SubmitPostInput, input);
  mayDo(actorRole, 'edit');
  const now = deps.clock.now();
  const row = await inTransaction(deps.db, async (trx) => {
    const post = await lockPost(trx, accountId, id);
    if (!post) throw notFound('campaigns.postNotFound');
    if (post.postStatus === 'awaiting_approval') return post;
    if (!['draft', 'failed', 'missed'].includes(post.postStatus)) throw conflict('campaigns.submitOnlyDraft');
    return updatePost(trx, id, { postStatus: 'awaiting_approval', statusChangedAt: now, sentBackId: null });
  });
  return present(deps, accountId, row);
}

/**
 * The approval itself, inside the caller's transaction (the portal's approve and the e-mailed
 * reviewer's link): the row, the post approved and bound to its hash, the audit entry.
 */
export async function recordApproval(
  deps: Deps,
  trx: Db,
  post: BulkPostRow,
  user: { id: number; email: string; role: ActingRole },
  options: { comment?: string | null; via: 'portal' | 'email' },
): Promise<{ post: BulkPostRow; approval: ApprovalRow }> {
  const now = deps.clock.now();
  const scoped = withDb(deps, trx);
  const [approval]: ApprovalRow[] = await trx('post_approvals')
    .insert({
      accountId: post.accountId,
      bulkPostId: post.id,
      decision: 'approved',
      adminUserId: user.id,
      actorEmail: user.email,
      actorRole: user.role,
      contentHash: approvalHash(post, await targetsOf(scoped, post)),
      content: post.content,
      scheduledDate: post.scheduledDate,
      findingsAcknowledged: JSON.stringify(post.complianceFindings ?? []),
      comment: options.comment ?? null,
      via: options.via,
      at: now,
    })
    .returning('*');
  const updated = await updatePost(trx, post.id, { postStatus: 'approved', statusChangedAt: now, approvalId: approval.id, sentBackId: null });
  await auditDecision(scoped, approval, options.via === 'email' ? 'POST /api/schedule-period' : 'POST /api/bulk-posts/:id/approve');
  return { post: updated, approval };
}

/**
 * POST /api/bulk-posts/{id}/approve (reviewer, business admin): the post is approved, bound to the
 * hash of its text, image and targets. A post with compliance findings needs `acknowledgedFindings:
 * true` (each finding was read; with `findingsFingerprint`, those findings and no others); the findings are kept with the approval.
 */
export async function approvePost(deps: Deps, input: v.InferInput<typeof ApprovePostInput>): Promise<BulkPostView> {
  const { accountId, id, actorRole, actorUserId, comment, acknowledgedFindings, findingsFingerprint: fingerprint } = parse(ApprovePostInput, input);
  mayDo(actorRole, 'approve');
  const row = await inTransaction(deps.db, async (trx) => {
    const user = await decider(withDb(deps, trx), accountId, actorUserId, actorRole);
    const post = await lockPost(trx, accountId, id);
    if (!post) throw notFound('campaigns.postNotFound');
    if (!['draft', 'awaiting_approval', 'approved', 'failed', 'missed'].includes(post.postStatus)) throw conflict('campaigns.approveOnlyUnscheduled');
    if ((post.complianceFindings ?? []).length && acknowledgedFindings !== true) {
      throw invalid('campaigns.acknowledgeEachFinding', { count: String(post.complianceFindings.length) }, { field: 'acknowledgedFindings' });
    }
    if ((post.complianceFindings ?? []).length) assertFindingsRead(post.complianceFindings as ComplianceFinding[], fingerprint);
    return (await recordApproval(deps, trx, post, user, { comment, via: 'portal' })).post;
  });
  return present(deps, accountId, row);
}

/**
 * POST /api/bulk-posts/{id}/send-back (reviewer, business admin): back to draft with the comment,
 * from awaiting approval, approved or scheduled (the approval is withdrawn and the post leaves the
 * schedule, its jobs removed in the same transaction).
 */
export async function sendBackPost(deps: Deps, input: v.InferInput<typeof SendBackInput>): Promise<BulkPostView> {
  const { accountId, id, actorRole, actorUserId, comment } = parse(SendBackInput, input);
  mayDo(actorRole, 'approve');
  const now = deps.clock.now();
  const row = await inTransaction(deps.db, async (trx) => {
    const user = await decider(withDb(deps, trx), accountId, actorUserId, actorRole);
    const post = await lockPost(trx, accountId, id);
    if (!post) throw notFound('campaigns.postNotFound');
    if (!['awaiting_approval', 'approved', 'scheduled'].includes(post.postStatus)) throw conflict('campaigns.sendBackOnlyAwaiting');
    const [decision]: ApprovalRow[] = await trx('post_approvals')
      .insert({
        accountId,
        bulkPostId: id,
        decision: 'sent_back',
        adminUserId: user.id,
        actorEmail: user.email,
        actorRole: user.role,
        contentHash: approvalHash(post, await targetsOf(withDb(deps, trx), post)),
        content: post.content,
        scheduledDate: post.scheduledDate,
        comment,
        at: now,
      })
      .returning('*');
    if (post.postStatus === 'scheduled') await removePublishJob(trx, id);
    const updated = await updatePost(trx, id, {
      postStatus: 'draft',
      isScheduled: false,
      scheduledAt: null,
      statusChangedAt: now,
      approvalId: null,
      sentBackId: decision.id,
      waitingForPagesSince: null,
    });
    await auditDecision(withDb(deps, trx), decision, 'POST /api/bulk-posts/:id/send-back');
    return updated;
  });
  return present(deps, accountId, row);
}

/** What the API shows of a decision on a post. */
export interface ApprovalView {
  by: string;
  role: string;
  at: Date;
  contentHash: string;
  findingsAcknowledged: number;
  comment: string | null;
}

/** The approvals in force and the last send-backs of these posts (one query), by post id. */
export async function decisionsOf(deps: Deps, rows: BulkPostRow[]): Promise<Map<number, ApprovalView>> {
  const ids = rows.flatMap((r) => {
    const x = r as { approvalId?: number | string | null; sentBackId?: number | string | null };
    return [x.approvalId, x.sentBackId].filter((id): id is number | string => !!id);
  });
  if (!ids.length) return new Map();
  const found: ApprovalRow[] = await deps.db('post_approvals').whereIn('id', ids);
  return new Map(
    found.map((a) => [
      Number(a.id),
      {
        by: a.actorEmail,
        role: a.actorRole,
        at: a.at,
        contentHash: a.contentHash,
        findingsAcknowledged: (a.findingsAcknowledged ?? []).length,
        comment: a.comment,
      },
    ]),
  );
}

const CSV_COLUMNS = ['decided_at', 'decision', 'post_id', 'scheduled_for', 'by', 'role', 'content_hash', 'findings_acknowledged', 'comment', 'via', 'text'];

/** One CSV field: quoted when it must be, and never read as a formula by a spreadsheet. */
function csvField(value: string | number | Date | null | undefined): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * GET /api/approvals.csv?from=&to=: every decision (approved, sent back) of the account between two
 * days of its time zone (both included), oldest first, as CSV: what a clinic shows a regulator.
 */
export async function exportApprovals(deps: Deps, input: v.InferInput<typeof ApprovalsExportInput>): Promise<{ csv: string; rows: number }> {
  const { accountId, from, to } = parse(ApprovalsExportInput, input);
  const zone = (await accountTimeZone(deps, { accountId })) ?? 'UTC';
  const start = DateTime.fromISO(from, { zone }).startOf('day');
  const end = DateTime.fromISO(to, { zone }).plus({ days: 1 }).startOf('day');
  if (!start.isValid || !end.isValid || end <= start) throw invalid('campaigns.exportRange', undefined, { field: 'to' });
  const rows: ApprovalRow[] = await deps
    .db('post_approvals')
    .where({ accountId })
    .where('at', '>=', start.toJSDate())
    .where('at', '<', end.toJSDate())
    .orderBy([{ column: 'at' }, { column: 'id' }])
    .limit(50_000);
  const lines = [CSV_COLUMNS.join(',')];
  for (const a of rows) {
    const findings = (a.findingsAcknowledged ?? []).map((f) => `${f.category}: “${f.text}”`).join('; ');
    lines.push(
      [a.at, a.decision, a.bulkPostId, a.scheduledDate, a.actorEmail, a.actorRole, a.contentHash, findings, a.comment, a.via, a.content]
        .map(csvField)
        .join(','),
    );
  }
  return { csv: `${lines.join('\r\n')}\r\n`, rows: rows.length };
}
