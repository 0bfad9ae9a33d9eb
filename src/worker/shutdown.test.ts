import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestDatabase } from '../lib/testing/db.js';
import { testDeps } from '../lib/testing/deps.js';
import { PROCESS_ID } from '../lib/worker-liveness.js';
import { createAccountWithAdmin } from '../modules/accounts/index.js';
import type { RenderStoryOptions, StoryVideo } from '../modules/stories/index.js';
import { photoLikeJpeg, queueStoryRow } from '../modules/stories/testing.js';
import { startWorker } from './index.js';

/**
 * SIGTERM to a worker process (worker/main.ts) calls `stop` with what is left of
 * SHUTDOWN_GRACE_SECONDS: no new job from then on, running ones finish within the grace, and one
 * still running at its end goes back to the queue. A story render held by the test is the running job.
 */
const { db, url } = await useTestDatabase();
const deps = testDeps(db, { env: { WORKER_POLL_INTERVAL_MS: '100' } });
const { account } = await createAccountWithAdmin(deps, {
  businessName: 'Stopping Clinic',
  status: 'active',
  email: 'stop@clinic.example.com',
  password: 'stop-password',
});
const image = await photoLikeJpeg(400, 300);

let release = () => {};
let started = () => {};
const render = async (_options: RenderStoryOptions): Promise<StoryVideo> => {
  started();
  await new Promise<void>((resolve) => (release = resolve));
  throw new Error('released by the test');
};

const job = async (key: string) =>
  (await db.raw('select attempts, locked_at, last_error from graphile_worker.jobs where key = ?', [key])).rows[0] as
    { attempts: number; lockedAt: Date | null; lastError: string | null } | undefined;
const processRow = () => db('worker_processes').where({ processId: PROCESS_ID }).first();

async function workerWithRunningRender(text: string) {
  const storyId = await queueStoryRow({ db, storage: deps.storage, accountId: account.id, text, image });
  const rendering = new Promise<void>((resolve) => (started = resolve));
  const worker = await startWorker({ deps, connectionString: url, concurrency: 2, storyConcurrency: 1, taskOptions: { render } });
  await rendering;
  return { worker, key: `story-render:${storyId}` };
}

test('stop: no new job is taken, the running one finishes within the grace, then the worker is gone', async () => {
  const { worker, key } = await workerWithRunningRender('Finishes');
  const stopped = worker.stop('SIGTERM', 30_000);
  // A job due now, added after the stop began, is left for other workers. (Graphile marks its pool
  // stopping at once and releases its idle slots a few microtasks later: a slot whose poll fired in
  // between could still fetch; 100 ms covers that, and the faster database made it show.)
  await new Promise((resolve) => setTimeout(resolve, 100));
  await db.raw(`select graphile_worker.add_job('purge_sessions', '{}'::json, job_key => 'after-stop')`);
  await new Promise((resolve) => setTimeout(resolve, 400)); // four polls
  assert.equal((await job(key))?.lockedAt instanceof Date, true, 'the render is still running');
  assert.ok(await processRow(), 'still beating while its job runs');
  release();
  await stopped;
  assert.deepEqual(await job('after-stop'), { attempts: 0, lockedAt: null, lastError: null }, 'not taken');
  const ended = await job(key);
  assert.equal(ended?.lockedAt, null, 'the render job ended and was handed back');
  assert.equal(ended?.lastError?.includes('released by the test'), true, 'it ended by its own outcome');
  assert.equal(await processRow(), undefined, 'a clean stop forgets the process');
  await db.raw(`select graphile_worker.remove_job('after-stop')`);
  await db.raw(`select graphile_worker.remove_job(?)`, [key]);
});

test('stop: a job still running when the grace ends is failed back to the queue, and the process is left to be reaped', async () => {
  const { worker, key } = await workerWithRunningRender('Too long');
  const begun = Date.now();
  await worker.stop('SIGTERM', 300);
  assert.ok(Date.now() - begun < 5_000, `stopped in ${Date.now() - begun} ms`);
  const cut = await job(key);
  assert.equal(cut?.lockedAt, null, 'unlocked: any worker takes it again');
  assert.equal(cut?.attempts, 1);
  assert.ok(await processRow(), 'its row stays, so the next reaping releases its publishing leases as for a killed worker');
  // The cut render is never let go: in a real process the exit ends it, and here its late outcome
  // would reach a pool already ended.
});

test('a job whose worker process died gets its attempt back when the process is reaped', async () => {
  const { reapDeadWorkers } = await import('../lib/worker-liveness.js');
  await db.raw(`select graphile_worker.add_job('purge_sessions', '{}'::json, job_key => 'held-by-the-dead', max_attempts => 4)`);
  // What a worker killed mid-job leaves: the job locked by it, its attempt counted, its beats stopped.
  await db.raw(`update graphile_worker._private_jobs set locked_by = 'dead-graphile-worker', locked_at = now(), attempts = 4 where key = 'held-by-the-dead'`);
  await db('worker_processes').insert({ processId: 'elsewhere:1:dead01', graphileWorkerIds: ['dead-graphile-worker'], beatAt: new Date(Date.now() - 60_000) });
  assert.deepEqual(await reapDeadWorkers(db, 30_000), ['elsewhere:1:dead01']);
  assert.deepEqual(
    await job('held-by-the-dead'),
    { attempts: 3, lockedAt: null, lastError: null },
    'unlocked, and runnable again although it had reached max_attempts',
  );
});
