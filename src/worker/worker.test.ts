import { it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import os from 'node:os';
import { useTestDatabase } from '../lib/testing/db.js';
import { loadConfig } from '../lib/config.js';
import { createLogger } from '../lib/log.js';
import { fixedClock, systemClock } from '../lib/clock.js';
import { createMemoryMailer, createOutboxTransport } from '../lib/mail.js';
import { createLocalStorage } from '../lib/storage.js';
import { createSite } from '../lib/site.js';
import { workerHeartbeatAge } from '../lib/heartbeat.js';
import { crontab, startWorker, STORY_RUNNER_TASKS, taskList } from './index.js';
import type { TaskDeps } from './deps.js';
import { createAccountWithAdmin } from '../modules/accounts/index.js';
import { updateAiConfig } from '../modules/ai/index.js';
import type { RenderStoryOptions, StoryVideo } from '../modules/stories/index.js';
import { photoLikeJpeg, queueStoryRow } from '../modules/stories/testing.js';

const { db, url } = await useTestDatabase();
const deps = (clock = systemClock): TaskDeps => ({
  db,
  config: { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), sessionSecret: 'worker-test-session-secret-long-enough-0123456789' },
  log: createLogger({ level: 'silent' }),
  clock,
  mail: createMemoryMailer(),
  mailTransport: createOutboxTransport(path.join(os.tmpdir(), 'worker-test-outbox')),
  storage: createLocalStorage(path.join(os.tmpdir(), 'worker-test-uploads')),
  site: createSite({ port: 0 }),
});

it('the crontab beats every minute and purges sessions hourly', () => {
  const byTask = Object.fromEntries(crontab.map((item) => [item.task, item]));
  assert.ok(byTask.heartbeat, 'heartbeat is scheduled');
  const at = (min: number) => ({ min, hour: 5, date: 3, month: 4, dow: 2 });
  assert.ok([0, 1, 17, 59].every((min) => byTask.heartbeat.match(at(min))));
  assert.ok(byTask.purge_sessions.match(at(17)));
  assert.ok(!byTask.purge_sessions.match(at(18)));
});

it('the purge_sessions task removes expired sessions only', async () => {
  const clock = fixedClock('2026-05-01T12:00:00Z');
  const [user] = await db('users').insert({ username: 'w', password: 'x' }).returning('id');
  await db('sessions').insert([
    { userId: user.id, token: 'e'.repeat(64), expiresAt: new Date('2026-05-01T11:00:00Z') },
    { userId: user.id, token: 'f'.repeat(64), expiresAt: new Date('2026-05-01T13:00:00Z') },
  ]);
  await (taskList(deps(clock)).purge_sessions as () => Promise<void>)();
  const left = await db('sessions').select('token');
  assert.deepEqual(
    left.map((r: { token: string }) => r.token),
    ['f'.repeat(64)],
  );
});

it("the ai_budget_alert task mails the month's AI budget alert to the platform admins (accounts says who they are)", async () => {
  await updateAiConfig(deps(), { monthlyBudgetUsd: 10, sendBudgetAlerts: true, autoPause: true });
  await db('users').insert([
    { username: 'ops@clinic-platform.example', password: 'x', role: 'admin' },
    { username: 'root', password: 'x', role: 'admin' },
  ]);
  await db('aiUsage').insert({
    purpose: 'post',
    provider: 'openai',
    model: 'gpt-4o',
    tokensIn: 1,
    tokensOut: 1,
    costUsd: '8.500000',
    durationMs: 1,
    ok: true,
    createdAt: new Date('2026-11-10T10:00:00Z'),
  });
  const mail = createMemoryMailer();
  await (taskList({ ...deps(), mail }).ai_budget_alert as (payload: unknown) => Promise<void>)({ month: '2026-11' });
  assert.deepEqual(
    mail.sent.map((m) => [m.to, m.kind, m.subject]),
    [[['ops@clinic-platform.example'], 'budget_alert', "AI budget alert: 85% of this month's budget used"]],
  );
  assert.match(mail.sent[0].text, /used \$8\.50 of its \$10\.00 monthly budget \(85%\) for 2026-11\./);
});

it('the purge_audit task, daily, deletes audit rows older than two years only', async () => {
  const byTask = Object.fromEntries(crontab.map((item) => [item.task, item]));
  assert.ok(byTask.purge_audit.match({ min: 29, hour: 3, date: 3, month: 4, dow: 2 }));
  assert.ok(!byTask.purge_audit.match({ min: 29, hour: 4, date: 3, month: 4, dow: 2 }));
  const clock = fixedClock('2028-05-01T12:00:00Z');
  const row = (at: string, action: string) => ({
    at: new Date(at),
    source: 'cli',
    actorName: 'ops',
    accountId: null,
    action,
    summary: action,
    outcome: 'done',
  });
  await db('auditLog').insert([row('2026-04-30T12:00:00Z', 'old'), row('2026-06-01T12:00:00Z', 'kept')]);
  await (taskList(deps(clock)).purge_audit as () => Promise<void>)();
  assert.deepEqual(
    (await db('auditLog').select('action')).map((r: { action: string }) => r.action),
    ['kept'],
  );
});

it('a started worker beats at once and stops cleanly', async () => {
  const runner = await startWorker({ deps: deps(), connectionString: url, concurrency: 1 });
  try {
    const age = await workerHeartbeatAge(db, systemClock);
    assert.ok(age !== null && age < 5, `heartbeat age ${age}`);
  } finally {
    await runner.stop();
  }
});

const jobDone = async (key: string, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!(await db.raw('select 1 from graphile_worker.jobs where key = ?', [key])).rows.length) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
};

it('story renders run on their own runner: one in progress never takes a publishing slot, and STORY_RENDER_CONCURRENCY=0 takes none', async () => {
  assert.deepEqual([...STORY_RUNNER_TASKS], ['render_story']);
  assert.ok(taskList(deps()).post_story, 'posting a story runs with the publishing jobs');
  const { account } = await createAccountWithAdmin(deps(), {
    businessName: 'Render Clinic',
    status: 'active',
    email: 'render@clinic.example.com',
    password: 'render-password',
  });
  const image = await photoLikeJpeg(400, 300);
  const storyId = await queueStoryRow({ db, storage: deps().storage, accountId: account.id, text: 'Held', image });
  // A render that does not finish until the test lets it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let renders = 0;
  const render = async (_options: RenderStoryOptions): Promise<StoryVideo> => {
    renders++;
    await held;
    throw new Error('released');
  };

  // A worker that makes no stories leaves the render job alone while it runs everything else.
  const publishingOnly = await startWorker({ deps: deps(), connectionString: url, concurrency: 1, storyConcurrency: 0, taskOptions: { render } });
  try {
    await db.raw(`select graphile_worker.add_job('purge_sessions', '{}'::json, job_key => 'purge-a')`);
    assert.ok(await jobDone('purge-a'), 'other work runs');
    const job = (await db.raw('select attempts, locked_at from graphile_worker.jobs where key = ?', [`story-render:${storyId}`])).rows[0];
    assert.deepEqual([job.attempts, job.lockedAt], [0, null]);
  } finally {
    await publishingOnly.stop();
  }

  // One publishing slot and one story slot: the render holds its own slot; the publishing slot stays free.
  const worker = await startWorker({ deps: deps(), connectionString: url, concurrency: 1, storyConcurrency: 1, taskOptions: { render } });
  try {
    const deadline = Date.now() + 10_000;
    while (!renders && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(renders, 1, 'the render started');
    for (const key of ['purge-b', 'purge-c']) {
      await db.raw(`select graphile_worker.add_job('purge_sessions', '{}'::json, job_key => ?)`, [key]);
      assert.ok(await jobDone(key), `${key} ran while the render was still going`);
    }
    assert.equal((await db('stories').where({ id: storyId }).first()).status, 'rendering');
  } finally {
    release();
    await worker.stop();
  }
});
