import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fixedClock } from '../../lib/clock.js';
import { createMemoryMailer } from '../../lib/mail.js';
import { isAppError } from '../../lib/errors.js';
import { useTestDatabase } from '../../lib/testing/db.js';
import { testDeps } from '../../lib/testing/deps.js';
import type { ActingRole } from '../accounts/index.js';
import { addAccountProducts, seedDemoCatalog } from '../catalog/index.js';
import { seedSimulatedConnection } from '../publishing/testing/seed-connection.js';
import {
  approvePost,
  createBulkPost,
  deleteBulkPost,
  exportApprovals,
  getBulkPost,
  publishNow,
  runPublishJob,
  scheduleAllFuture,
  sendBackPost,
  submitPost,
  unscheduleAllFuture,
  updateBulkPost,
  useScheduleLink,
} from './index.js';
import { sendPeriodReview } from './email-scheduling.js';
import { publishJob } from './jobs.js';
import { findingsFingerprint } from './approvals.js';
import { findPostById } from './repo.js';

/**
 * Medical sign-off at campaigns' door (issue 23): every transition, every role (a matrix of role ×
 * action → allowed or 403 by key), the approval bound to what was approved, the worker's re-check
 * at the instant, the e-mailed review link, the export. One database, a fixed clock, no browser.
 */
const { db } = await useTestDatabase();
const clock = fixedClock('2026-05-04T07:00:00Z'); // Monday 10:00 in Athens
const mail = createMemoryMailer();
const deps = testDeps(db, { clock, mail });
await seedDemoCatalog(deps);

const FINDING = 'Painless treatment with our hyaluronic serum.';
const CLEAN = 'Our hyaluronic serum, explained by our doctors.';

const refusal = (call: Promise<unknown>) =>
  call.then(
    (answer) => assert.fail(`accepted: ${JSON.stringify(answer).slice(0, 200)}`),
    (error: unknown) => (isAppError(error) ? [error.status, error.messageKey] : assert.fail(String(error))),
  );

let clinics = 0;
/** A clinic in Athens with a Page and an Instagram account selected, and a user of each role. */
async function clinic(options: { requireApproval?: boolean } = {}) {
  const n = ++clinics;
  const [{ id: accountId }] = await db('accounts')
    .insert({ businessName: `Sign-off Clinic ${n}`, contentLanguage: 'en', requireApproval: options.requireApproval ?? true })
    .returning('id');
  await db('companyInfo').insert({
    accountId,
    companyName: 'Glow',
    location: 'Athens',
    postFrequencyDays: 1,
    scheduledTime: '06:00',
    scheduledLocalTime: '09:00',
    timezone: 'Europe/Athens',
  });
  const [product] = await db('products').where({ status: 'active' }).orderBy('id').limit(1).select('id');
  const [accountProduct] = await addAccountProducts(deps, { accountId, productIds: [product.id] });
  await seedSimulatedConnection(deps, { accountId });
  const users = {} as Record<'business_admin' | 'editor' | 'reviewer', number>;
  for (const role of ['business_admin', 'editor', 'reviewer'] as const) {
    const [{ id }] = await db('adminUsers')
      .insert({ accountId, email: `${role.replace('_', '-')}${n}@signoff.example.com`, password: 'x', role })
      .returning('id');
    users[role] = id;
  }
  /** The trusted fields a shell passes for a role (a platform admin has no user id). */
  const as = (role: ActingRole) => ({ accountId, actorRole: role, actorUserId: role === 'platform_admin' ? null : users[role] });
  let day = 0;
  const post = async (content = CLEAN) =>
    createBulkPost(deps, { accountId, productId: accountProduct.id, content, scheduledDate: new Date(Date.UTC(2026, 4, 5 + day++, 6)).toISOString() });
  return { accountId, users, as, post };
}

describe('the approval state machine', () => {
  it('draft → submitted → approved (bound to a hash) → scheduled; an edit after approval returns it to draft and out of the schedule', async () => {
    const c = await clinic();
    const draft = await c.post();
    assert.deepEqual(await refusal(updateBulkPost(deps, { ...c.as('business_admin'), id: draft.id, isScheduled: true })), [409, 'campaigns.approvalRequired']);
    assert.deepEqual(await refusal(publishNow(deps, { ...c.as('business_admin'), id: draft.id })), [409, 'campaigns.approvalRequired']);

    const submitted = await submitPost(deps, { ...c.as('editor'), id: draft.id });
    assert.equal(submitted.postStatus, 'awaiting_approval');
    const approved = await approvePost(deps, { ...c.as('reviewer'), id: draft.id, comment: 'Fine' });
    assert.equal(approved.postStatus, 'approved');
    assert.equal(approved.approval?.by, 'reviewer1@signoff.example.com');
    assert.match(approved.approval.contentHash, /^[0-9a-f]{64}$/);
    assert.equal(new Date(approved.approval.at).toISOString(), clock.now().toISOString());

    const scheduled = await updateBulkPost(deps, { ...c.as('reviewer'), id: draft.id, isScheduled: true });
    assert.equal(scheduled.postStatus, 'scheduled');
    assert.ok(await publishJob(db, draft.id));
    // Unscheduled, it keeps its approval; scheduled again, it goes.
    assert.equal((await updateBulkPost(deps, { ...c.as('editor'), id: draft.id, isScheduled: false })).postStatus, 'approved');
    await updateBulkPost(deps, { ...c.as('business_admin'), id: draft.id, isScheduled: true });

    // The same text saved again changes nothing; a new text voids the approval.
    assert.equal((await updateBulkPost(deps, { ...c.as('editor'), id: draft.id, content: CLEAN })).postStatus, 'scheduled');
    const edited = await updateBulkPost(deps, { ...c.as('editor'), id: draft.id, content: `${CLEAN} Book now.` });
    assert.equal(edited.postStatus, 'draft');
    assert.equal(edited.approval, null);
    assert.equal(await publishJob(db, draft.id), undefined, 'the publish job went with the approval');
  });

  it('a post with findings needs each finding acknowledged to be approved; send-back needs a comment and shows it', async () => {
    const c = await clinic();
    const risky = await c.post(FINDING);
    assert.ok(risky.complianceFindings.length > 0, 'the text has a finding');
    await submitPost(deps, { ...c.as('editor'), id: risky.id });
    assert.deepEqual(await refusal(approvePost(deps, { ...c.as('reviewer'), id: risky.id })), [400, 'campaigns.acknowledgeEachFinding']);
    assert.deepEqual(await refusal(sendBackPost(deps, { ...c.as('reviewer'), id: risky.id, comment: ' ' })), [400, 'campaigns.commentRequired']);
    const back = await sendBackPost(deps, { ...c.as('reviewer'), id: risky.id, comment: 'Please drop “painless”.' });
    assert.equal(back.postStatus, 'draft');
    assert.equal(back.sentBack?.comment, 'Please drop “painless”.');
    await submitPost(deps, { ...c.as('editor'), id: risky.id });
    // Approved for findings the post no longer has (the fingerprint of none): 409, read them again.
    assert.deepEqual(
      await refusal(approvePost(deps, { ...c.as('business_admin'), id: risky.id, acknowledgedFindings: true, findingsFingerprint: findingsFingerprint([]) })),
      [409, 'campaigns.findingsChanged'],
    );
    const approved = await approvePost(deps, {
      ...c.as('business_admin'),
      id: risky.id,
      acknowledgedFindings: true,
      findingsFingerprint: findingsFingerprint(risky.complianceFindings),
    });
    assert.equal(approved.approval?.findingsAcknowledged, risky.complianceFindings.length);

    const csv = (await exportApprovals(deps, { accountId: c.accountId, from: '2026-05-04', to: '2026-05-04' })).csv.split('\r\n');
    assert.equal(csv[0], 'decided_at,decision,post_id,scheduled_for,by,role,content_hash,findings_acknowledged,comment,via,text');
    assert.match(csv[1], /sent_back,.*reviewer\d+@signoff\.example\.com,reviewer,/);
    assert.match(
      csv[2],
      new RegExp(
        `^2026-05-04T07:00:00.000Z,approved,${risky.id},.*business-admin\\d+@signoff.example.com,business_admin,${approved.approval.contentHash},safety_claim: “Painless”`,
      ),
    );
    assert.deepEqual(await refusal(exportApprovals(deps, { accountId: c.accountId, from: '2026-05-05', to: '2026-05-04' })), [400, 'campaigns.exportRange']);
    const audit = await db('audit_log').where({ accountId: c.accountId, source: 'clinic' }).orderBy('id').select('action', 'actorName', 'targetId', 'summary');
    assert.deepEqual(
      audit.map((a) => a.action),
      ['bulk_post.send_back', 'bulk_post.approve'],
    );
    assert.match(audit[1].summary, /; 1 compliance finding acknowledged\)$/, 'one finding, not "finding(s)"');
  });

  it('without approval required, scheduling or publishing a post with findings asks for the same acknowledgement', async () => {
    const c = await clinic({ requireApproval: false });
    const clean = await c.post();
    assert.equal((await updateBulkPost(deps, { ...c.as('business_admin'), id: clean.id, isScheduled: true })).postStatus, 'scheduled');
    const risky = await c.post(FINDING);
    assert.deepEqual(await refusal(updateBulkPost(deps, { ...c.as('business_admin'), id: risky.id, isScheduled: true })), [
      409,
      'campaigns.findingsNeedAcknowledgement',
    ]);
    assert.deepEqual(await refusal(publishNow(deps, { ...c.as('business_admin'), id: risky.id })), [409, 'campaigns.findingsNeedAcknowledgement']);
    const all = await scheduleAllFuture(deps, c.as('reviewer'));
    assert.deepEqual([all.scheduled, all.needAcknowledgement], [0, 1]);
    // An acknowledgement names the findings it read (the post view's fingerprint): read for other findings, 409 and nothing changes.
    const read = await getBulkPost(deps, { accountId: c.accountId, id: risky.id });
    assert.equal(read.findingsFingerprint, findingsFingerprint(read.complianceFindings));
    const stale = findingsFingerprint([]);
    for (const call of [
      () => updateBulkPost(deps, { ...c.as('business_admin'), id: risky.id, isScheduled: true, acknowledgedFindings: true, findingsFingerprint: stale }),
      () => publishNow(deps, { ...c.as('business_admin'), id: risky.id, acknowledgedFindings: true, findingsFingerprint: stale }),
    ])
      assert.deepEqual(await refusal(call()), [409, 'campaigns.findingsChanged']);
    assert.deepEqual(await refusal(updateBulkPost(deps, { ...c.as('business_admin'), id: risky.id, isScheduled: true, findingsFingerprint: 'not-hex' })), [
      400,
      'campaigns.findingsFingerprintInvalid',
    ]);
    assert.equal((await getBulkPost(deps, { accountId: c.accountId, id: risky.id })).postStatus, 'draft');
    const done = await updateBulkPost(deps, {
      ...c.as('business_admin'),
      id: risky.id,
      isScheduled: true,
      acknowledgedFindings: true,
      findingsFingerprint: read.findingsFingerprint,
    });
    assert.equal(done.postStatus, 'scheduled');
    const acknowledged = await db('audit_log').where({ accountId: c.accountId, action: 'bulk_post.findings_acknowledged', targetId: risky.id }).first();
    assert.equal(acknowledged.summary, 'Scheduled or published a post with 1 compliance finding, confirmed as read');
    // Schedule all's first answer lists the posts left for the confirmation, with their findings,
    // as the post view carries them, and the findings' fingerprint (the clean post is scheduled).
    const second = await c.post(FINDING);
    const third = await c.post(`${FINDING} Guaranteed results.`);
    const plain = await c.post();
    const first = await scheduleAllFuture(deps, c.as('business_admin'));
    assert.deepEqual([first.scheduled, first.needAcknowledgement], [1, 2]);
    const view = await getBulkPost(deps, { accountId: c.accountId, id: second.id });
    assert.deepEqual(
      first.awaitingAcknowledgement.map(({ findingsFingerprint, ...p }) => [p, /^[0-9a-f]{16}$/.test(findingsFingerprint)]),
      [second, third].map((p) => [{ id: p.id, productName: p.productName, scheduledDate: p.scheduledDate, complianceFindings: p.complianceFindings }, true]),
    );
    assert.deepEqual(first.awaitingAcknowledgement[0].complianceFindings, view.complianceFindings);
    // `acknowledgedFindings: true` alone (every post with findings, shown or not) is refused, as are posts named without it.
    const [shown2, shown3] = first.awaitingAcknowledgement.map(({ id, findingsFingerprint }) => ({ id, findingsFingerprint }));
    assert.deepEqual(await refusal(scheduleAllFuture(deps, { ...c.as('business_admin'), acknowledgedFindings: true })), [
      400,
      'campaigns.acknowledgedPostsRequired',
    ]);
    assert.deepEqual(await refusal(scheduleAllFuture(deps, { ...c.as('business_admin'), acknowledgedPosts: [shown2] })), [
      400,
      'campaigns.acknowledgedPostsRequired',
    ]);
    // More posts than the account has, a repeated one, a bad id or fingerprint: refused, nothing scheduled.
    for (const acknowledgedPosts of [
      Array.from({ length: 6 }, (_, i) => ({ id: 10_000_000 + i, findingsFingerprint: shown2.findingsFingerprint })),
      [shown2, shown2],
      [{ ...shown2, id: 1.5 }],
      [{ ...shown2, findingsFingerprint: 'x' }],
    ])
      assert.deepEqual(await refusal(scheduleAllFuture(deps, { ...c.as('business_admin'), acknowledgedFindings: true, acknowledgedPosts })), [
        400,
        'campaigns.acknowledgedPostsInvalid',
      ]);
    // The third post's findings change after they were shown: it is left and listed again with its new
    // findings; the second, confirmed as shown, is scheduled and is an audit row (the clean one is not).
    await updateBulkPost(deps, { ...c.as('business_admin'), id: third.id, content: `${FINDING} Permanent results.` });
    const confirmed = await scheduleAllFuture(deps, { ...c.as('business_admin'), acknowledgedFindings: true, acknowledgedPosts: [shown2, shown3] });
    assert.deepEqual([confirmed.scheduled, confirmed.needAcknowledgement, confirmed.awaitingAcknowledgement.map((p) => p.id)], [1, 1, [third.id]]);
    assert.notEqual(confirmed.awaitingAcknowledgement[0].findingsFingerprint, shown3.findingsFingerprint);
    assert.deepEqual(
      confirmed.awaitingAcknowledgement[0].complianceFindings,
      (await getBulkPost(deps, { accountId: c.accountId, id: third.id })).complianceFindings,
    );
    assert.equal((await getBulkPost(deps, { accountId: c.accountId, id: third.id })).postStatus, 'draft');
    const rows = await db('audit_log')
      .where({ accountId: c.accountId, action: 'bulk_post.findings_acknowledged' })
      .whereIn('targetId', [second.id, third.id, plain.id]);
    assert.deepEqual(
      rows.map((r: { targetId: number }) => r.targetId),
      [second.id],
    );
    // Confirmed again with its new findings, it goes.
    const again = await scheduleAllFuture(deps, {
      ...c.as('business_admin'),
      acknowledgedFindings: true,
      acknowledgedPosts: confirmed.awaitingAcknowledgement.map(({ id, findingsFingerprint }) => ({ id, findingsFingerprint })),
    });
    assert.deepEqual([again.scheduled, again.needAcknowledgement], [1, 0]);
  });

  it('schedule-all on an account that requires approval schedules only approved posts; unschedule-all keeps their approval', async () => {
    const c = await clinic();
    const a = await c.post();
    await c.post();
    await approvePost(deps, { ...c.as('reviewer'), id: a.id });
    const risky = await c.post(FINDING);
    const result = await scheduleAllFuture(deps, c.as('business_admin'));
    assert.deepEqual([result.scheduled, result.notApproved, result.needAcknowledgement], [1, 2, 0]);
    // Naming a post that is not approved, with its findings' fingerprint, schedules nothing more.
    const named = await scheduleAllFuture(deps, {
      ...c.as('business_admin'),
      acknowledgedFindings: true,
      acknowledgedPosts: [{ id: risky.id, findingsFingerprint: findingsFingerprint(risky.complianceFindings) }],
    });
    assert.deepEqual([named.scheduled, named.notApproved], [0, 2]);
    assert.deepEqual(await unscheduleAllFuture(deps, c.as('editor')), { unscheduled: 1 });
    assert.equal((await getBulkPost(deps, { accountId: c.accountId, id: a.id })).postStatus, 'approved');
  });
});

describe('roles at the door: role × action → allowed or 403 with the message', () => {
  type Action = (c: Awaited<ReturnType<typeof clinic>>, role: ActingRole, id: number) => Promise<unknown>;
  const ACTIONS: Record<string, { run: Action; setup?: 'submitted' | 'approved' | 'scheduled'; allowed: ActingRole[]; key: string }> = {
    'edit the text': {
      run: (c, r, id) => updateBulkPost(deps, { ...c.as(r), id, content: 'A new text about the serum.' }),
      allowed: ['business_admin', 'editor', 'reviewer', 'platform_admin'],
      key: '',
    },
    'propose a time': {
      run: (c, r, id) => updateBulkPost(deps, { ...c.as(r), id, scheduledDate: new Date(Date.UTC(2026, 7, 1 + proposals++, 6)).toISOString() }),
      allowed: ['business_admin', 'editor', 'reviewer', 'platform_admin'],
      key: '',
    },
    submit: { run: (c, r, id) => submitPost(deps, { ...c.as(r), id }), allowed: ['business_admin', 'editor', 'reviewer', 'platform_admin'], key: '' },
    approve: {
      run: (c, r, id) => approvePost(deps, { ...c.as(r), id }),
      setup: 'submitted',
      allowed: ['business_admin', 'reviewer'],
      key: 'campaigns.role.approve',
    },
    'send back': {
      run: (c, r, id) => sendBackPost(deps, { ...c.as(r), id, comment: 'Not yet' }),
      setup: 'submitted',
      allowed: ['business_admin', 'reviewer'],
      key: 'campaigns.role.approve',
    },
    schedule: {
      run: (c, r, id) => updateBulkPost(deps, { ...c.as(r), id, isScheduled: true }),
      setup: 'approved',
      allowed: ['business_admin', 'reviewer', 'platform_admin'],
      key: 'campaigns.role.schedule',
    },
    unschedule: {
      run: (c, r, id) => updateBulkPost(deps, { ...c.as(r), id, isScheduled: false }),
      setup: 'scheduled',
      allowed: ['business_admin', 'editor', 'reviewer', 'platform_admin'],
      key: '',
    },
    'schedule all': {
      run: (c, r) => scheduleAllFuture(deps, c.as(r)),
      allowed: ['business_admin', 'reviewer', 'platform_admin'],
      key: 'campaigns.role.schedule',
    },
    'publish now': {
      run: (c, r, id) =>
        publishNow(deps, { ...c.as(r), id }).catch((error: unknown) => {
          // Reaching Meta (or its simulator) is beyond this test: any refusal but a 403 means the role was let through.
          if (isAppError(error) && error.status !== 403) return 'reached';
          throw error;
        }),
      setup: 'approved',
      allowed: ['business_admin', 'reviewer', 'platform_admin'],
      key: 'campaigns.role.schedule',
    },
    'delete from Facebook and Instagram': {
      run: (c, r, id) => deleteBulkPost(deps, { ...c.as(r), id, removeFromPlatforms: true }),
      allowed: ['business_admin', 'reviewer', 'platform_admin'],
      key: 'campaigns.role.schedule',
    },
    delete: { run: (c, r, id) => deleteBulkPost(deps, { ...c.as(r), id }), allowed: ['business_admin', 'editor', 'reviewer', 'platform_admin'], key: '' },
  };
  const ROLES: ActingRole[] = ['business_admin', 'editor', 'reviewer', 'platform_admin'];
  let proposals = 0;

  it('answers every cell as the matrix says', async () => {
    const c = await clinic();
    const cells: string[] = [];
    // The four roles of an action at once (each on a post of its own): the matrix costs a quarter of the time.
    for (const [name, action] of Object.entries(ACTIONS)) {
      const outcomes = await Promise.all(
        ROLES.map(async (role) => {
          const post = await c.post();
          if (action.setup) await submitPost(deps, { ...c.as('editor'), id: post.id });
          if (action.setup === 'approved' || action.setup === 'scheduled') await approvePost(deps, { ...c.as('reviewer'), id: post.id });
          if (action.setup === 'scheduled') await updateBulkPost(deps, { ...c.as('reviewer'), id: post.id, isScheduled: true });
          return action.run(c, role, post.id).then(
            () => 'allowed',
            (error: unknown) => (isAppError(error) && error.status === 403 ? `403 ${error.messageKey}` : `unexpected ${String(error)}`),
          );
        }),
      );
      ROLES.forEach((role, i) => {
        const expected = action.allowed.includes(role)
          ? 'allowed'
          : `403 ${role === 'platform_admin' && action.key === 'campaigns.role.approve' ? 'campaigns.role.approveByClinic' : action.key}`;
        if (outcomes[i] !== expected) cells.push(`${name} × ${role}: ${outcomes[i]}, expected ${expected}`);
      });
    }
    assert.deepEqual(cells, []);
  });
});

describe('the worker re-checks at the instant', () => {
  it('a scheduled post whose approval no longer holds (its Pages changed) is not published: marked failed with the reason, the clinic told', async () => {
    const c = await clinic();
    const post = await c.post();
    await approvePost(deps, { ...c.as('reviewer'), id: post.id });
    await updateBulkPost(deps, { ...c.as('reviewer'), id: post.id, isScheduled: true });
    // The targets change after the approval: one of the two selections goes.
    const [first] = await db('selected_pages').where({ accountId: c.accountId }).orderBy('id').select('id');
    await db('selected_pages').where({ id: first.id }).delete();
    const sent = mail.sent.length;
    clock.set('2026-05-05T06:00:01Z');
    try {
      assert.deepEqual(await runPublishJob(deps, { postId: post.id }), { outcome: 'not_approved' });
    } finally {
      clock.set('2026-05-04T07:00:00Z');
    }
    const row = await findPostById(db, post.id);
    assert.equal(row?.postStatus, 'failed');
    assert.match(row?.lastPublishError ?? '', /not approved at its time/);
    assert.equal(
      await db('publishedPosts')
        .where({ publicationKey: `post:${post.id}` })
        .first(),
      undefined,
      'nothing claimed on the ledger',
    );
    const told = mail.sent.slice(sent);
    assert.equal(told.length, 1);
    assert.match(told[0].text, /not approved at its time/);
  });
});

describe("the period's review e-mail", () => {
  it('goes to the reviewers, each with a link of their own that approves and schedules; a link without a user only schedules what is approved', async () => {
    const c = await clinic();
    const a = await c.post();
    const b = await c.post();
    const risky = await c.post(FINDING);
    const before = mail.sent.length;
    await sendPeriodReview(
      deps,
      c.accountId,
      [a, b, risky].map((p) => ({ ...p, accountId: c.accountId }) as never),
      {
        start: new Date('2026-05-04T21:00:00Z'),
        end: new Date('2026-05-12T21:00:00Z'),
      },
    );
    const sent = mail.sent.slice(before);
    assert.deepEqual(
      sent.map((m) => m.to),
      ['reviewer' + clinics + '@signoff.example.com'],
    );
    assert.match(sent[0].text, /Approve and schedule them all in one click/);
    const token = /schedule-period\?token=([\w-]+)/.exec(sent[0].text)![1];
    const used = await useScheduleLink(deps, { token });
    assert.deepEqual([used.approved, used.scheduled, used.skipped], [2, 2, 1], 'the post with a finding waits for the portal');
    const approval = await db('postApprovals').where({ bulkPostId: a.id }).first('via', 'actorRole');
    assert.deepEqual({ ...approval }, { via: 'email', actorRole: 'reviewer' });

    // A link naming no one (sent before teams) schedules only approved posts.
    const c2 = await clinic();
    const p = await c2.post();
    const q = await c2.post();
    await approvePost(deps, { ...c2.as('reviewer'), id: q.id });
    const [{ token: _ }] = await db('emailSchedulingTokens')
      .insert({
        accountId: c2.accountId,
        token: (await import('../../lib/crypto.js')).sha256('a-link-from-before-teams-000000'),
        expiresAt: new Date('2026-05-10T00:00:00Z'),
        periodStart: new Date('2026-05-04T21:00:00Z'),
        periodEnd: new Date('2026-05-20T21:00:00Z'),
      })
      .returning('token');
    const old = await useScheduleLink(deps, { token: 'a-link-from-before-teams-000000' });
    assert.deepEqual([old.approved, old.scheduled], [0, 1]);
    assert.equal((await getBulkPost(deps, { accountId: c2.accountId, id: p.id })).postStatus, 'draft');
  });
});
