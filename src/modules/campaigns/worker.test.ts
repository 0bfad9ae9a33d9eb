import { describe, it, after } from 'node:test';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import assert from 'node:assert/strict';
import { SMTPServer } from 'smtp-server';
import { startTestApp } from '../../http/testing.js';
import { readyAccount } from './testing.js';
import { addSimulatorFault, clearSimulatorFaults } from '../publishing/index.js';
import { getBulkPost, rollPeriods, sweepDuePosts } from './index.js';
import { updateAiConfig } from '../ai/index.js';
import { schedulePublishJob } from './jobs.js';
import { startWorker, taskList } from '../../worker/index.js';
import { createQueuedMailer, createSmtpTransport } from '../../lib/mail.js';
import { PROCESS_ID } from '../../lib/worker-liveness.js';
import type { JobHelpers } from 'graphile-worker';

const app = await startTestApp({ env: { FACEBOOK_SIMULATOR_DELAY_MS: '0', FACEBOOK_TIMEOUT_SECONDS: '2' } });
const { request, db, deps } = app;
const tasks = taskList(deps);
const run = (task: string, payload: unknown, attempts = 1, maxAttempts = 8) =>
  (tasks[task] as (p: unknown, h: JobHelpers) => Promise<void>)(payload, { job: { attempts, max_attempts: maxAttempts } } as unknown as JobHelpers);
const job = async (postId: number): Promise<{ runAt: Date; lockedAt: Date | null } | undefined> =>
  (await db.raw(`select run_at, locked_at from graphile_worker.jobs where key = ?`, [`publish:${postId}`])).rows[0];
const onPlatform = (caption: string) =>
  db('simulatorObjects').whereIn('type', ['page_post', 'ig_media']).whereNull('deletedAt').whereRaw(`data->>'caption' = ?`, [caption]);

async function scheduledPost(account: Awaited<ReturnType<typeof readyAccount>>, content: string, inMs = 3600_000) {
  const created = await request('/api/bulk-posts', {
    token: account.token,
    body: { productId: account.accountProducts[0].id, content, scheduledDate: new Date(Date.now() + inMs).toISOString() },
  });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const scheduled = await request(`/api/bulk-posts/${created.body.bulkPost.id}`, { token: account.token, method: 'PUT', body: { isScheduled: true } });
  assert.equal(scheduled.status, 200, JSON.stringify(scheduled.body));
  return created.body.bulkPost.id as number;
}

/** A scheduled post whose instant has passed (written directly: the API refuses past instants). */
async function overduePost(account: Awaited<ReturnType<typeof readyAccount>>, content: string, agoMs: number) {
  const [row] = await db('bulkGeneratedPosts')
    .insert({
      accountId: account.accountId,
      accountProductId: account.accountProducts[0].id,
      content,
      scheduledDate: new Date(Date.now() - agoMs),
      postStatus: 'scheduled',
      isScheduled: true,
      scheduledAt: new Date(),
      productName: 'Overdue',
    })
    .returning('id');
  return row.id as number;
}

describe('the publish_post job', () => {
  it('publishes to every selected target once; running it again publishes nothing', async () => {
    const account = await readyAccount(app);
    const id = await scheduledPost(account, 'Job caption, once.', 60_000);
    await db('bulkGeneratedPosts')
      .where({ id })
      .update({ scheduledDate: new Date(Date.now() - 1000) });
    await run('publish_post', { postId: id });
    const post = await db('bulkGeneratedPosts').where({ id }).first();
    assert.equal(post.postStatus, 'published');
    assert.equal(post.isScheduled, false);
    assert.equal((await onPlatform('Job caption, once.')).length, 2);
    await run('publish_post', { postId: id });
    await run('publish_post', { postId: id });
    assert.equal((await onPlatform('Job caption, once.')).length, 2, 'no second publication');
  });

  it('does nothing for a post that was unscheduled, deleted or moved later', async () => {
    const account = await readyAccount(app);
    const id = await scheduledPost(account, 'Moved later.', 3 * 3600_000);
    await run('publish_post', { postId: id });
    assert.equal((await db('bulkGeneratedPosts').where({ id }).first()).postStatus, 'scheduled');
    await request(`/api/bulk-posts/${id}`, { token: account.token, method: 'PUT', body: { isScheduled: false } });
    await db('bulkGeneratedPosts')
      .where({ id })
      .update({ scheduledDate: new Date(Date.now() - 1000) });
    await run('publish_post', { postId: id });
    assert.equal((await db('bulkGeneratedPosts').where({ id }).first()).postStatus, 'draft');
    await run('publish_post', { postId: 987654 });
    await run('publish_post', { nonsense: true });
    assert.equal((await onPlatform('Moved later.')).length, 0);
  });

  it('puts itself back when Meta rate-limits, keeps what was published, and finishes once', async () => {
    const account = await readyAccount(app);
    const id = await overduePost(account, 'Rate limited first.', 1000);
    await addSimulatorFault(app.deps, { kind: 'rate_limit', operation: 'photos', times: 1 });
    await run('publish_post', { postId: id });
    const waiting = await db('bulkGeneratedPosts').where({ id }).first();
    assert.equal(waiting.postStatus, 'publishing');
    const next = await job(id);
    assert.ok(next && new Date(next.runAt).getTime() > Date.now() + 30_000, 'retried later, as Meta asked');
    assert.equal((await onPlatform('Rate limited first.')).length, 1, 'Instagram went out');
    await run('publish_post', { postId: id });
    assert.equal((await db('bulkGeneratedPosts').where({ id }).first()).postStatus, 'published');
    assert.equal((await onPlatform('Rate limited first.')).length, 2);
  });

  it('fails with the reason when the token expired, and e-mails the client', async () => {
    const account = await readyAccount(app);
    const id = await overduePost(account, 'Expired token.', 1000);
    await addSimulatorFault(app.deps, { kind: 'token_expired', operation: 'any', times: 1 });
    const before = app.mail.sent.length;
    await run('publish_post', { postId: id });
    const post = await db('bulkGeneratedPosts').where({ id }).first();
    assert.equal(post.postStatus, 'failed');
    assert.match(post.lastPublishError, /Reconnect Facebook/);
    const kinds = app.mail.sent.slice(before).map((m) => m.kind ?? m.subject);
    assert.ok(kinds.includes('publish_failed'), `mails: ${kinds.join(',')}`);
    assert.ok(app.mail.sent.slice(before).some((m) => /Reconnect Facebook/.test(m.subject)));
    await clearSimulatorFaults(app.deps);
  });

  it("a Greek clinic reads the failure's reason in Greek, on its card and in its e-mail; the log keeps English", async () => {
    const account = await readyAccount(app);
    await db('accounts').where({ id: account.accountId }).update({ uiLanguage: 'el' });
    const id = await overduePost(account, 'Expired token, in Greek.', 1000);
    await addSimulatorFault(app.deps, { kind: 'token_expired', operation: 'any', times: 1 });
    const before = app.mail.sent.length;
    await run('publish_post', { postId: id });
    assert.match((await db('bulkGeneratedPosts').where({ id }).first()).lastPublishError, /Reconnect Facebook: The Facebook session expired/);
    const failed = app.mail.sent.slice(before).find((m) => m.kind === 'publish_failed')!;
    assert.match(failed.text, /Αιτία: .*Συνδέστε ξανά το Facebook: Η σύνδεση με το Facebook έληξε/);
    assert.doesNotMatch(failed.text, /Reconnect Facebook/);
    const view = await getBulkPost(app.deps, { accountId: account.accountId, id });
    assert.match(view.lastPublishErrorIn!.el, /Συνδέστε ξανά το Facebook: Η σύνδεση με το Facebook έληξε\.$/);
    assert.equal(view.lastPublishErrorIn!.en, view.lastPublishError);
    await clearSimulatorFaults(app.deps);
  });

  it('a real worker publishes a scheduled post on time, never before its instant', async () => {
    const account = await readyAccount(app);
    // Idle slots poll every 6 s here: the post (due 3 s after the start) is on time only because the
    // worker wakes its slots at the instant (issue 19), not at their next poll.
    const slowPoll = { ...deps, config: { ...deps.config, workerPollIntervalMs: 6000 } };
    const runner = await startWorker({ deps: slowPoll, connectionString: app.databaseUrl, concurrency: 2 });
    try {
      // Its liveness row names what graphile locks jobs with (the pool's id), so a reaper can free them.
      const alive = await db('workerProcesses').where({ processId: PROCESS_ID }).first();
      assert.ok(
        alive.graphileWorkerIds.some((id: string) => id.startsWith('pool-')),
        JSON.stringify(alive.graphileWorkerIds),
      );
      const id = await scheduledPost(account, 'On time, by the worker.', 3000);
      const deadline = Date.now() + 20_000;
      let post;
      while (Date.now() < deadline) {
        post = await db('bulkGeneratedPosts').where({ id }).first();
        if (post.postStatus === 'published') break;
        await new Promise((r) => setTimeout(r, 250));
      }
      assert.equal(post.postStatus, 'published');
      const ledger = await db('publishedPosts').where({ bulkPostId: id });
      assert.equal(ledger.length, 2);
      for (const row of ledger) {
        assert.ok(new Date(row.attemptStartedAt).getTime() >= new Date(post.scheduledDate).getTime(), 'not before its instant');
        const late = new Date(row.attemptStartedAt).getTime() - new Date(post.scheduledDate).getTime();
        assert.ok(late < 1500, `handed to Meta at its instant, not at a slot's next poll (${late} ms late)`);
      }
    } finally {
      await runner.stop();
    }
  });
});

describe('the sweep', () => {
  it('queues a late post whose job was lost, and one whose job a dead worker still holds', async () => {
    const account = await readyAccount(app);
    const other = await readyAccount(app);
    const lost = await overduePost(account, 'Lost job.', 5 * 60_000);
    const stuck = await overduePost(other, 'Stuck job.', 5 * 60_000);
    await schedulePublishJob(db, stuck, new Date(Date.now() - 5 * 60_000));
    await db.raw(`update graphile_worker._private_jobs set locked_at = now() - interval '1 hour', locked_by = 'dead-worker' where key = ?`, [
      `publish:${stuck}`,
    ]);
    const result = await sweepDuePosts(deps, { graceMs: 2 * 3600_000 });
    assert.ok(result.requeued.includes(lost) && result.requeued.includes(stuck));
    for (const id of [lost, stuck]) {
      const j = await job(id);
      assert.ok(j && j.lockedAt === null && new Date(j.runAt).getTime() <= Date.now() + 1000, `post ${id} has a live job due now`);
    }
    assert.deepEqual(
      (await sweepDuePosts(deps, { graceMs: 2 * 3600_000 })).requeued.filter((id) => id === lost || id === stuck),
      [],
      'a live job is left alone',
    );
  });

  it('marks a post missed past the grace period, tells the client once, and offers Publish now', async () => {
    const account = await readyAccount(app);
    const id = await overduePost(account, 'Missed entirely.', 3 * 3600_000);
    const before = app.mail.sent.length;
    const result = await sweepDuePosts(deps, { graceMs: 2 * 3600_000 });
    assert.ok(result.missed.includes(id));
    const post = await db('bulkGeneratedPosts').where({ id }).first();
    assert.deepEqual([post.postStatus, post.isScheduled], ['missed', false]);
    assert.equal(await job(id), undefined);
    assert.equal(app.mail.sent.slice(before).filter((m) => m.kind === 'post_missed').length, 1);
    await sweepDuePosts(deps, { graceMs: 2 * 3600_000 });
    assert.equal(app.mail.sent.slice(before).filter((m) => m.kind === 'post_missed').length, 1, 'once');
    const now = await request(`/api/bulk-posts/${id}/publish`, { token: account.token, method: 'POST' });
    assert.equal(now.status, 200);
    assert.equal((await onPlatform('Missed entirely.')).length, 2);
  });

  it('a post due with nothing selected waits, scheduled, and is never missed; it goes out once a Page is selected again, once (issue 24)', async () => {
    const account = await readyAccount(app);
    const selection = await request('/api/selected-pages', { token: account.token });
    const chosen = selection.body.selectedPages.map((p: { platform: string; pageId: string; instagramId?: string }) => ({
      platform: p.platform,
      pageId: p.pageId,
      instagramId: p.instagramId,
    }));
    assert.equal((await request('/api/selected-pages', { token: account.token, body: { pages: [] } })).status, 200);
    // Due three hours ago (past the grace period) and its job ran with nothing selected.
    const id = await overduePost(account, 'Waits for a Page.', 3 * 3600_000);
    const before = app.mail.sent.length;
    await run('publish_post', { postId: id });
    let post = await db('bulkGeneratedPosts').where({ id }).first();
    assert.deepEqual([post.postStatus, post.isScheduled, post.lastPublishError], ['scheduled', true, null], 'not failed, still scheduled');
    assert.ok(post.waitingForPagesSince, 'marked waiting');
    const since = post.waitingForPagesSince;
    await run('publish_post', { postId: id });
    assert.deepEqual((await db('bulkGeneratedPosts').where({ id }).first()).waitingForPagesSince, since, 'the first time it waited is kept');
    const listed = await request('/api/bulk-posts?when=past&page=1&pageSize=10', { token: account.token });
    assert.equal(listed.body.waitingForPages, 1);
    assert.equal(listed.body.connection.selectedTargets, 0);
    assert.ok(listed.body.bulkPosts.find((p: { id: number }) => p.id === id).waitingForPagesSince);

    const waiting = await sweepDuePosts(deps, { graceMs: 2 * 3600_000 });
    assert.ok(waiting.waiting.includes(id) && !waiting.missed.includes(id) && !waiting.requeued.includes(id), JSON.stringify(waiting));
    post = await db('bulkGeneratedPosts').where({ id }).first();
    assert.equal(post.postStatus, 'scheduled', 'never marked missed while it waits');
    assert.equal(await job(id), undefined);
    assert.equal((await onPlatform('Waits for a Page.')).length, 0);
    assert.equal(
      app.mail.sent.slice(before).filter((m) => m.kind === 'publish_failed' || m.kind === 'post_missed').length,
      0,
      'no failure e-mail for a post that waits',
    );

    // A Page and an Instagram account chosen again: the next sweep hands it to a worker, now.
    assert.equal((await request('/api/selected-pages', { token: account.token, body: { pages: chosen } })).status, 200);
    const released = await sweepDuePosts(deps, { graceMs: 2 * 3600_000 });
    assert.ok(released.requeued.includes(id), JSON.stringify(released));
    const queued = await job(id);
    assert.ok(queued && new Date(queued.runAt).getTime() <= Date.now() + 1000);
    await run('publish_post', { postId: id });
    post = await db('bulkGeneratedPosts').where({ id }).first();
    assert.deepEqual([post.postStatus, post.waitingForPagesSince], ['published', null]);
    assert.equal((await onPlatform('Waits for a Page.')).length, 2);
    await run('publish_post', { postId: id });
    await sweepDuePosts(deps, { graceMs: 2 * 3600_000 });
    assert.equal((await onPlatform('Waits for a Page.')).length, 2, 'never twice');
  });

  it('a waiting post unscheduled stays a draft: the selection no longer sends it', async () => {
    const account = await readyAccount(app);
    const selection = (await request('/api/selected-pages', { token: account.token })).body.selectedPages;
    await request('/api/selected-pages', { token: account.token, body: { pages: [] } });
    const id = await overduePost(account, 'Unscheduled while waiting.', 60_000);
    await run('publish_post', { postId: id });
    const unscheduled = await request(`/api/bulk-posts/${id}`, { token: account.token, method: 'PUT', body: { isScheduled: false } });
    assert.equal(unscheduled.status, 200);
    assert.deepEqual([unscheduled.body.bulkPost.postStatus, unscheduled.body.bulkPost.waitingForPagesSince], ['draft', null]);
    await request('/api/selected-pages', {
      token: account.token,
      body: {
        pages: selection.map((p: { platform: string; pageId: string; instagramId?: string }) => ({
          platform: p.platform,
          pageId: p.pageId,
          instagramId: p.instagramId,
        })),
      },
    });
    assert.ok(!(await sweepDuePosts(deps, { graceMs: 2 * 3600_000 })).requeued.includes(id));
    assert.equal((await onPlatform('Unscheduled while waiting.')).length, 0);
  });

  it('a dry run changes nothing', async () => {
    const account = await readyAccount(app);
    const id = await overduePost(account, 'Dry run.', 60_000);
    const result = await sweepDuePosts(deps, { graceMs: 2 * 3600_000, dryRun: true });
    assert.ok(result.requeued.includes(id));
    assert.equal(await job(id), undefined);
  });
});

describe('the period roll', () => {
  it('generates the next week once, even with two workers at the same moment, and e-mails it for review', async () => {
    const account = await readyAccount(app, { frequencyDays: 1, connect: false });
    await request('/api/generate-period-posts', { token: account.token, method: 'POST' });
    const period = await db('scheduledPeriods').where({ accountId: account.accountId }).first();
    // Pretend a week passed: the next week is due.
    const due = new Date(new Date(period.nextScheduledDate).getTime() - 3 * 86400_000);
    const before = await db('bulkGeneratedPosts').where({ accountId: account.accountId }).count('* as n');
    const mails = app.mail.sent.length;
    const [a, b] = await Promise.all([
      rollPeriods({ ...deps, clock: { now: () => due } }, { workerId: 'w1' }),
      rollPeriods({ ...deps, clock: { now: () => due } }, { workerId: 'w2' }),
    ]);
    assert.equal(a + b >= 1, true);
    const after = await db('bulkGeneratedPosts').where({ accountId: account.accountId }).count('* as n');
    assert.equal(Number(after[0].n) - Number(before[0].n), 7, 'one post a day for the new week, once');
    const rolled = await db('scheduledPeriods').where({ accountId: account.accountId }).first();
    assert.equal(new Date(rolled.nextScheduledDate).getTime() - new Date(period.nextScheduledDate).getTime(), 7 * 86400_000);
    assert.equal(rolled.lockUntil, null);
    assert.equal(app.mail.sent.slice(mails).filter((m) => m.kind === 'period_review').length, 1);
    // A stopped period does not roll.
    await db('scheduledPeriods').where({ accountId: account.accountId }).update({ isActive: false });
    assert.equal(await rollPeriods({ ...deps, clock: { now: () => new Date(due.getTime() + 7 * 86400_000) } }, { workerId: 'w1' }), 0);
  });

  it("counts against the account's AI allowance: out of it, the week's posts written so far stay and the rest wait for the next day's roll", async () => {
    const account = await readyAccount(app, { frequencyDays: 1, connect: false });
    await request('/api/generate-period-posts', { token: account.token, method: 'POST' });
    const period = await db('scheduledPeriods').where({ accountId: account.accountId }).first();
    const count = async () => Number((await db('bulkGeneratedPosts').where({ accountId: account.accountId }).count('* as n'))[0].n);
    const before = await count();
    const mails = app.mail.sent.length;
    await updateAiConfig(deps, { accountDailyAllowance: 4 });
    try {
      // The roll on a day with 4 generations left: 4 of the week's 7 posts, the period stays where it was.
      const due = new Date(new Date(period.nextScheduledDate).getTime() - 3 * 86400_000);
      assert.equal(await rollPeriods({ ...deps, clock: { now: () => due } }, { workerId: 'w1' }), 0);
      assert.equal((await count()) - before, 4);
      const waiting = await db('scheduledPeriods').where({ accountId: account.accountId }).first();
      assert.equal(new Date(waiting.nextScheduledDate).getTime(), new Date(period.nextScheduledDate).getTime(), 'not rolled yet');
      assert.equal(waiting.lockUntil, null);
      assert.equal(app.mail.sent.slice(mails).filter((m) => m.kind === 'period_review').length, 0, 'no review of half a week');
      // Later the same UTC day: nothing left, nothing written.
      assert.equal(await rollPeriods({ ...deps, clock: { now: () => new Date(due.getTime() + 3600_000) } }, { workerId: 'w1' }), 0);
      assert.equal((await count()) - before, 4);
      // The next day's roll writes the 3 days still empty and rolls the week once.
      const nextDay = new Date(due.getTime() + 86400_000);
      assert.equal(await rollPeriods({ ...deps, clock: { now: () => nextDay } }, { workerId: 'w1' }), 1);
      assert.equal((await count()) - before, 7, 'one post a day for the new week, never a day twice');
      const rolled = await db('scheduledPeriods').where({ accountId: account.accountId }).first();
      assert.equal(new Date(rolled.nextScheduledDate).getTime() - new Date(period.nextScheduledDate).getTime(), 7 * 86400_000);
      assert.equal(app.mail.sent.slice(mails).filter((m) => m.kind === 'period_review').length, 1);
    } finally {
      await updateAiConfig(deps, { accountDailyAllowance: 20 });
    }
  });
});

describe('check_connections', () => {
  it('finds an expired token before the next post is due', async () => {
    const account = await readyAccount(app);
    await scheduledPost(account, 'Due tomorrow.', 20 * 3600_000);
    // Every check meets the expired token (other accounts' posts are due too).
    await addSimulatorFault(app.deps, { kind: 'token_expired', operation: 'me', times: null });
    await run('check_connections', {});
    await clearSimulatorFaults(app.deps);
    assert.equal((await db('facebookConnections').where({ accountId: account.accountId }).first()).status, 'needs_reconnection');
    const list = await request('/api/bulk-posts', { token: account.token });
    assert.equal(list.body.connection.needsReconnection, true);
  });
});

describe('e-mail delivery (send_email) through a real SMTP server', () => {
  const received: { to: string[]; data: string }[] = [];
  let reject = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      callback(reject ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (c) => (data += c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('queues, delivers once, records failures and gives up after the last attempt', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.server.address() as { port: number }).port;
    const smtpDeps = { ...deps, mailTransport: createSmtpTransport(`smtp://127.0.0.1:${port}`) };
    const smtpTasks = taskList(smtpDeps);
    const send = (id: number, attempts = 1) =>
      (smtpTasks.send_email as (p: unknown, h: JobHelpers) => Promise<void>)({ id }, { job: { attempts, max_attempts: 3 } } as unknown as JobHelpers);
    const mailer = createQueuedMailer({ db, from: 'Aesthetics Social <no-reply@example.com>' });

    const { id } = await mailer.send({ to: 'owner@clinic.example.com', subject: 'Γεια σας: test', text: 'Καλημέρα από το SMTP.', kind: 'test' });
    const queued = await db.raw(`select key from graphile_worker.jobs where task_identifier = 'send_email' and key = ?`, [`mail:${id}`]);
    assert.equal(queued.rows.length, 1, 'a send_email job in the same transaction');
    await send(Number(id));
    await send(Number(id));
    assert.equal(received.length, 1, 'sent once');
    assert.deepEqual(received[0].to, ['owner@clinic.example.com']);
    assert.match(received[0].data, /Subject: =\?UTF-8\?/);
    assert.equal((await db('mailMessages').where({ id }).first()).status, 'sent');

    reject = true;
    const failing = await mailer.send({ to: 'nobody@clinic.example.com', subject: 'Will bounce', text: 'x' });
    await assert.rejects(send(Number(failing.id), 1));
    let row = await db('mailMessages').where({ id: failing.id }).first();
    assert.deepEqual([row.status, row.attempts], ['queued', 1]);
    assert.match(row.lastError, /550|Mailbox unavailable/);
    await assert.rejects(send(Number(failing.id), 3));
    row = await db('mailMessages').where({ id: failing.id }).first();
    assert.equal(row.status, 'failed', 'visible as failed in the Outbox after the last attempt');
    const outbox = await mailer.outbox();
    assert.equal(outbox[0].status, 'failed');
    reject = false;
  });
});

describe('reap_workers', () => {
  it('declares a silent worker process dead: its jobs are unlocked and its publishing leases released; a live one is left alone', async () => {
    const account = await readyAccount(app);
    const id = await overduePost(account, 'Held by a dead worker.', 10_000);
    await schedulePublishJob(db, id, new Date(Date.now() - 10_000));
    await db.raw(`update graphile_worker._private_jobs set locked_at = now(), locked_by = 'graphile-dead-1' where key = ?`, [`publish:${id}`]);
    await db('workerProcesses').insert([
      { processId: 'host:1:dead', graphileWorkerIds: ['graphile-dead-1'], beatAt: new Date(Date.now() - 60_000) },
      { processId: 'host:2:live', graphileWorkerIds: ['graphile-live-1'], beatAt: new Date() },
    ]);
    const [ledger] = await db('publishedPosts')
      .insert({
        accountId: account.accountId,
        publicationKey: `post:${id}`,
        platform: 'facebook',
        pageId: account.pages!.facebook,
        status: 'pending',
        leaseOwner: 'host:1:dead/abc',
        leaseUntil: new Date(Date.now() + 300_000),
      })
      .returning('id');
    await run('reap_workers', {});
    assert.equal((await job(id))!.lockedAt, null, 'the job is free for a live worker');
    assert.equal((await db('publishedPosts').where({ id: ledger.id }).first()).leaseOwner, null);
    assert.deepEqual(
      (await db('workerProcesses').select('processId')).map((r: { processId: string }) => r.processId).filter((p: string) => p.startsWith('host:')),
      ['host:2:live'],
    );
    // The post then goes out once.
    await run('publish_post', { postId: id });
    assert.equal((await db('bulkGeneratedPosts').where({ id }).first()).postStatus, 'published');
    assert.equal((await onPlatform('Held by a dead worker.')).length, 2);
  });

  it('declares a worker of this machine whose process is gone dead at once, before its beats go stale', async () => {
    // A process that has exited: its pid names no process (the kill of the chaos benchmark).
    const child = spawn(process.execPath, ['-e', '0']);
    await once(child, 'exit');
    const host = os.hostname();
    await db('workerProcesses').insert([
      { processId: `${host}:${child.pid}:gone`, graphileWorkerIds: ['graphile-gone-1'], beatAt: new Date() },
      { processId: `${host}:${process.pid}:other`, graphileWorkerIds: ['graphile-here-1'], beatAt: new Date() },
    ]);
    await run('reap_workers', {});
    const left = (await db('workerProcesses').select('processId')).map((r: { processId: string }) => r.processId);
    assert.ok(!left.includes(`${host}:${child.pid}:gone`), 'the killed one is reaped although it beat just now');
    assert.ok(left.includes(`${host}:${process.pid}:other`), 'a running process is left alone');
  });
});
