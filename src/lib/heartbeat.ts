import os from 'node:os';
import type { Db } from './db.js';
import type { Clock } from './clock.js';

const workerId = () => `${os.hostname()}:${process.pid}`;

/** Records that this worker is alive (the heartbeat cron task and worker start call it). */
export async function beat(db: Db, clock: Clock, id = workerId()): Promise<void> {
  await db('worker_heartbeats').insert({ workerId: id, beatAt: clock.now() }).onConflict('worker_id').merge();
  // Keep the table small: beats of workers gone for a day are forgotten.
  await db('worker_heartbeats')
    .where('beat_at', '<', new Date(clock.now().getTime() - 86_400_000))
    .delete();
}

/** Seconds since the most recent heartbeat of any worker; null when none ever beat. */
export async function workerHeartbeatAge(db: Db, clock: Clock): Promise<number | null> {
  const row = await db('worker_heartbeats').max('beat_at as last').first();
  if (!row?.last) return null;
  return Math.max(0, Math.round((clock.now().getTime() - new Date(row.last).getTime()) / 1000));
}
