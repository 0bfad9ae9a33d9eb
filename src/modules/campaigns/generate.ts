import { DateTime } from 'luxon';
import type * as v from 'valibot';
import { generatePost, type ComplianceFinding } from '../ai/index.js';
import { getCompanyInfo, type CompanyInfoView } from '../accounts/index.js';
import { getPostBrief, listPostBriefs, type PostBrief } from '../catalog/index.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, conflict, invalid, notFound } from '../../lib/errors.js';
import './messages.js';
import { parse } from '../../lib/validate.js';
import { contentHash } from './context.js';
import { presentPosts, type BulkPostView } from './bulk-posts.js';
import { addDays, instantOf, planSlots, weekStart } from './plan.js';
import { lastPostDayBefore, lastPostedByProduct, recentContents, recentHashes, takenDays, type BulkPostRow } from './repo.js';
import { AccountInput, GeneratePostInput, RollPeriodsInput, UpdatePeriodInput } from './schema.js';
import { sendPeriodReview } from './email-scheduling.js';

const NOTHING_TO_GENERATE = 'Posts for the current and the next week already exist: nothing new to generate.';
const REPEAT_WINDOW_DAYS = 90;
const VARIANT_TRIES = 4;
/** How many of the account's latest texts a new post is written against (no sentence of theirs is used again). */
const RECENT_POSTS = 10;
/** A running generation whose worker stopped beating is taken over after this long. */
const STALE_GENERATION_MS = 2 * 60_000;

async function requireInfo(deps: Deps, accountId: number): Promise<CompanyInfoView> {
  const info = await getCompanyInfo(deps, { accountId });
  if (!info) throw invalid('campaigns.setupFirstDetails');
  return info;
}

interface Written {
  content: string;
  findings: ComplianceFinding[];
  hash: string;
  language: 'en' | 'el';
}

/**
 * One text for a product through the ai module (limits, usage, offline default), in the content
 * language: one use of the account's daily AI allowance, whoever asks (the screen or the worker).
 */
async function write(
  deps: Deps,
  accountId: number,
  info: CompanyInfoView,
  brief: PostBrief,
  variant: number,
  recentPosts: string[],
  platform: 'instagram' | 'facebook' = 'instagram',
): Promise<Written> {
  const post = await generatePost(deps, {
    accountId,
    accountZone: info.timezone,
    product: { name: brief.name, description: brief.description, category: brief.category },
    examplePosts: brief.examplePosts.slice(0, 5),
    company: { name: info.companyName, location: info.location },
    language: info.contentLanguage,
    platform,
    variant,
    recentPosts,
  });
  return { content: post.text, findings: post.findings, hash: contentHash(post.text), language: info.contentLanguage };
}

/**
 * POST /api/generate-post: one post for an account product (found by its id or its catalogue
 * product's id; custom name and description sent win), not saved: the caller keeps it as a new
 * draft or as a post's new text (regenerate).
 */
export async function generateOnePost(
  deps: Deps,
  input: v.InferInput<typeof GeneratePostInput>,
): Promise<{
  content: string;
  complianceFindings: ComplianceFinding[];
  productId: number | null;
  accountProductId: number;
  productName: string;
  language: 'en' | 'el';
}> {
  const { accountId, ...request } = parse(GeneratePostInput, input);
  const info = await requireInfo(deps, accountId);
  const brief = await getPostBrief(deps, { accountId, productId: request.productId, language: info.contentLanguage }).catch((error) => {
    if (error instanceof AppError && error.code === 'not_found') throw notFound('campaigns.originalProductNotFound');
    throw error;
  });
  const custom = { ...brief, name: request.customName || brief.name, description: request.customDescription || brief.description };
  const variant = request.variant ?? Math.floor(Math.random() * 1000);
  const written = await write(deps, accountId, info, custom, variant, await recentContents(deps.db, accountId), request.platform);
  return {
    content: written.content,
    complianceFindings: written.findings,
    productId: brief.originalProductId,
    accountProductId: brief.accountProductId,
    productName: custom.name,
    language: written.language,
  };
}

export interface GenerationProgress {
  status: 'running' | 'done' | 'failed' | 'none';
  total: number;
  done: number;
  startedAt: Date | null;
  finishedAt: Date | null;
  error: string | null;
}

/** The account's latest period generation (the screen polls it while one runs: "n of total"). */
export async function generationProgress(deps: Deps, input: v.InferInput<typeof AccountInput>): Promise<GenerationProgress> {
  const { accountId } = parse(AccountInput, input);
  const row = await deps.db('periodGenerations').where({ accountId }).orderBy('id', 'desc').first();
  if (!row) return { status: 'none', total: 0, done: 0, startedAt: null, finishedAt: null, error: null };
  return { status: row.status, total: row.total, done: row.done, startedAt: row.startedAt, finishedAt: row.finishedAt, error: row.error };
}

/**
 * Claims the account's one running generation: a second click or tab gets 409 while the first runs
 * (the partial unique index decides), unless the first stopped beating (a crashed process).
 */
async function claimGeneration(deps: Deps, accountId: number): Promise<number> {
  const now = deps.clock.now();
  await deps
    .db('periodGenerations')
    .where({ accountId, status: 'running' })
    .where('heartbeatAt', '<', new Date(now.getTime() - STALE_GENERATION_MS))
    .update({ status: 'failed', error: 'stopped', finishedAt: now });
  const [row] = await deps
    .db('periodGenerations')
    .insert({ accountId, status: 'running', startedAt: now, heartbeatAt: now })
    .onConflict(deps.db.raw('(account_id) where status = ?', ['running']))
    .ignore()
    .returning('id');
  if (!row) throw conflict('campaigns.alreadyRunning', undefined, { extra: { progress: await generationProgress(deps, { accountId }) } });
  return row.id;
}

/**
 * Writes the posts of a window of local days [from, until): the planned slots, products rotated
 * least-recently-posted first, no text repeated within 90 days, compliance findings kept on each
 * post. A day taken meanwhile (another writer) is skipped, never doubled.
 */
async function generateWindow(
  deps: Deps,
  accountId: number,
  info: CompanyInfoView,
  from: string,
  until: string,
  onPlanned: (total: number) => Promise<void>,
  onPost: () => Promise<void>,
): Promise<BulkPostRow[]> {
  const now = deps.clock.now();
  const zone = info.timezone || 'UTC';
  const briefs = await listPostBriefs(deps, { accountId, language: info.contentLanguage });
  if (briefs.length === 0) throw invalid('campaigns.noProducts');
  const slots = planSlots({
    zone,
    localTime: info.scheduledLocalTime,
    frequencyDays: info.postFrequencyDays,
    from,
    until,
    takenDays: await takenDays(deps.db, accountId, from, until),
    anchorDay: await lastPostDayBefore(deps.db, accountId, from),
    now,
  });
  await onPlanned(slots.length);
  if (slots.length === 0) return [];
  const last = await lastPostedByProduct(deps.db, accountId);
  // Least recently posted first; never posted first of all (in the order they were added).
  const rotation = [...briefs].reverse().sort((a, b) => (last.get(a.accountProductId)?.getTime() ?? -1) - (last.get(b.accountProductId)?.getTime() ?? -1));
  const hashes = await recentHashes(deps.db, accountId, new Date(now.getTime() - REPEAT_WINDOW_DAYS * 86400_000));
  const created: BulkPostRow[] = [];
  // The writer is given the account's last ten texts, those of this window included, so that
  // neighbouring posts do not share sentences (the demo writer honours it; see ai's PostBrief).
  const recent = (await recentContents(deps.db, accountId, RECENT_POSTS)).reverse();
  for (const [i, slot] of slots.entries()) {
    const brief = rotation[i % rotation.length];
    const latest = recent.slice(-RECENT_POSTS);
    let written = await write(deps, accountId, info, brief, i, latest);
    for (let attempt = 1; hashes.has(written.hash) && attempt < VARIANT_TRIES; attempt++)
      written = await write(deps, accountId, info, brief, i + attempt * 101, latest);
    if (hashes.has(written.hash)) {
      deps.log.warn({ accountId, day: slot.day }, 'no new text could be written for this day; skipped');
      await onPost();
      continue;
    }
    hashes.add(written.hash);
    recent.push(written.content);
    const [row] = await deps
      .db('bulkGeneratedPosts')
      .insert({
        accountId,
        productId: brief.originalProductId,
        accountProductId: brief.accountProductId,
        content: written.content,
        contentHash: written.hash,
        complianceFindings: JSON.stringify(written.findings),
        language: written.language,
        scheduledDate: slot.instant,
        postStatus: 'draft',
        productImage: brief.imagePath,
        productName: brief.name,
        categoryName: brief.category,
        targetPlatform: 'all',
        generatedAt: deps.clock.now(),
        statusChangedAt: deps.clock.now(),
      })
      .onConflict(['accountId', 'scheduledDay'])
      .ignore()
      .returning('*');
    if (row) created.push(row);
    await onPost();
  }
  return created;
}

export interface PeriodResult {
  posts: BulkPostView[];
  message: string;
  from: string;
  until: string;
}

/**
 * POST /api/generate-period-posts: the current and the next week (Monday to Sunday in the account's
 * zone). Guarded against double calls; progress is recorded for the screen. Nothing to create:
 * the spec's info answer, and the period counts as complete (it is active and rolls forward).
 */
export async function generatePeriodPosts(deps: Deps, input: v.InferInput<typeof AccountInput>): Promise<PeriodResult> {
  const { accountId } = parse(AccountInput, input);
  const info = await requireInfo(deps, accountId);
  const zone = info.timezone || 'UTC';
  const from = weekStart(deps.clock.now(), zone);
  const until = addDays(from, 14, zone);
  const runId = await claimGeneration(deps, accountId);
  const beat = async (patch: Record<string, unknown>) => {
    await deps
      .db('periodGenerations')
      .where({ id: runId })
      .update({ ...patch, heartbeatAt: deps.clock.now() });
  };
  try {
    const posts = await generateWindow(
      deps,
      accountId,
      info,
      from,
      until,
      (total) => beat({ total }),
      () => beat({ done: deps.db.raw('done + 1') }),
    );
    await activatePeriod(deps, accountId, info, until);
    await beat({ status: 'done', finishedAt: deps.clock.now() });
    await sendPeriodReview(deps, accountId, posts, { start: instantOf(zone, from, '00:00'), end: instantOf(zone, until, '00:00') }).catch((error) =>
      deps.log.error({ err: error, accountId }, 'the period review e-mail could not be queued'),
    );
    return {
      posts: await presentPosts(deps, accountId, posts),
      message: posts.length ? `${posts.length} posts generated for the current and the next week.` : NOTHING_TO_GENERATE,
      from,
      until,
    };
  } catch (error) {
    await beat({ status: 'failed', finishedAt: deps.clock.now(), error: String((error as Error)?.message ?? error).slice(0, 300) });
    throw error;
  }
}

/** The account's scheduling period: active, covering up to `until` (exclusive), next week to generate from there. */
async function activatePeriod(deps: Deps, accountId: number, info: CompanyInfoView, until: string): Promise<void> {
  const zone = info.timezone || 'UTC';
  const values = {
    isActive: true,
    nextScheduledDate: instantOf(zone, until, '00:00'),
    coveredUntil: addDays(until, -1, zone),
    postFrequencyDays: info.postFrequencyDays,
    lockUntil: null,
    lockedBy: null,
    updatedAt: deps.clock.now(),
  };
  await deps
    .db('scheduledPeriods')
    .insert({ accountId, ...values })
    .onConflict('accountId')
    .merge(values);
}

export interface PeriodView {
  id: number;
  isActive: boolean;
  nextScheduledDate: Date | null;
  coveredUntil: string | null;
}

/** GET /api/scheduled-periods: the account's period (null before the first bulk generation). */
export async function getScheduledPeriod(deps: Deps, input: v.InferInput<typeof AccountInput>): Promise<PeriodView | null> {
  const { accountId } = parse(AccountInput, input);
  const row = await deps.db('scheduledPeriods').where({ accountId }).first();
  return row ? { id: row.id, isActive: row.isActive, nextScheduledDate: row.nextScheduledDate, coveredUntil: row.coveredUntil } : null;
}

/**
 * PUT /api/scheduled-periods/{id}: `isActive: false` stops writing the next weeks (the posts already
 * written stay); `isActive: true` starts it again (issue 24). Started again after a pause, the week
 * to write next is never one already over: from the current week on, which the worker's hourly roll
 * writes (its days still ahead), then the week after.
 */
export async function updateScheduledPeriod(deps: Deps, input: v.InferInput<typeof UpdatePeriodInput>): Promise<PeriodView> {
  const { accountId, id, isActive } = parse(UpdatePeriodInput, input);
  const now = deps.clock.now();
  const patch: Record<string, unknown> = { isActive, updatedAt: now };
  if (isActive) {
    const zone = (await getCompanyInfo(deps, { accountId }))?.timezone || 'UTC';
    const thisWeek = instantOf(zone, weekStart(now, zone), '00:00');
    patch.nextScheduledDate = deps.db.raw('greatest(next_scheduled_date, ?::timestamptz)', [thisWeek]);
  }
  const [row] = await deps.db('scheduledPeriods').where({ accountId, id }).update(patch).returning('*');
  if (!row) throw notFound('campaigns.periodNotFound');
  return { id: row.id, isActive: row.isActive, nextScheduledDate: row.nextScheduledDate, coveredUntil: row.coveredUntil };
}

/**
 * The daily roll (worker): for each active period whose next week is due (the week before it has
 * begun), generate that week once. A lock on the period row (lock_until) means two workers never
 * generate the same week; the week start moves forward only after its posts are written.
 */
export async function rollPeriods(deps: Deps, input: v.InferInput<typeof RollPeriodsInput>): Promise<number> {
  const options = parse(RollPeriodsInput, input);
  const now = deps.clock.now();
  const due = await deps
    .db('scheduledPeriods')
    .where({ isActive: true })
    .where('nextScheduledDate', '<=', new Date(now.getTime() + 7 * 86400_000))
    .select('id', 'accountId', 'nextScheduledDate');
  let rolled = 0;
  for (const period of due) {
    const [claimed] = await deps
      .db('scheduledPeriods')
      .where({ id: period.id, isActive: true, nextScheduledDate: period.nextScheduledDate })
      .where((q) => {
        q.whereNull('lockUntil').orWhere('lockUntil', '<', now);
      })
      .update({ lockUntil: new Date(now.getTime() + 10 * 60_000), lockedBy: options.workerId })
      .returning('*');
    if (!claimed) continue;
    try {
      const info = await getCompanyInfo(deps, { accountId: period.accountId });
      if (!info) continue;
      const zone = info.timezone || 'UTC';
      const from = DateTime.fromJSDate(new Date(period.nextScheduledDate), { zone }).toISODate()!;
      const until = addDays(from, 7, zone);
      const posts = await generateWindow(
        deps,
        period.accountId,
        info,
        from,
        until,
        async () => undefined,
        async () => undefined,
      );
      await deps
        .db('scheduledPeriods')
        .where({ id: period.id, lockedBy: options.workerId })
        .update({ nextScheduledDate: instantOf(zone, until, '00:00'), coveredUntil: addDays(until, -1, zone), updatedAt: deps.clock.now() });
      await sendPeriodReview(deps, period.accountId, posts, { start: instantOf(zone, from, '00:00'), end: instantOf(zone, until, '00:00') });
      rolled++;
    } catch (error) {
      // Out of AI allowance (or the platform's daily limit): the week's posts written so far stay,
      // and the rest wait for the next hourly roll after midnight UTC (the week is rolled 7 days ahead).
      if (error instanceof AppError && error.code === 'too_many')
        deps.log.warn({ accountId: period.accountId, reason: error.message }, 'rolling the scheduling period waits for tomorrow');
      else deps.log.error({ err: error, accountId: period.accountId }, 'rolling the scheduling period failed; it is tried again at the next hourly roll');
    } finally {
      await deps.db('scheduledPeriods').where({ id: period.id, lockedBy: options.workerId }).update({ lockUntil: null, lockedBy: null });
    }
  }
  return rolled;
}
