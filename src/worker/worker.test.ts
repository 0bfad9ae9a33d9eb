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
import { crontab, startWorker, taskList } from './index.js';
import type { TaskDeps } from './deps.js';

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
  assert.deepEqual(left.map((r: { token: string }) => r.token), ['f'.repeat(64)]);
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
