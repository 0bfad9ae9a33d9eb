import crypto from 'node:crypto';
import os from 'node:os';
import type { Db } from './db.js';

/**
 * This process's identity among workers: host, pid and a random part (a pid is reused after a
 * restart). Leases this process takes (publishing) carry it, so they can be released if it dies.
 */
export const PROCESS_ID = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;

/** Records that this process is alive and which graphile-worker ids it runs. */
export async function beatProcess(db: Db, graphileWorkerIds: string[]): Promise<void> {
  await db.raw(
    `insert into worker_processes (process_id, graphile_worker_ids, beat_at) values (?, ?, now())
     on conflict (process_id) do update set graphile_worker_ids = excluded.graphile_worker_ids, beat_at = now()`,
    [PROCESS_ID, graphileWorkerIds],
  );
}

/** A clean stop: this process is no longer a worker. */
export async function forgetProcess(db: Db): Promise<void> {
  await db('worker_processes').where({ processId: PROCESS_ID }).delete();
}

/**
 * Whether a process id names a process of this machine that no longer exists (killed, crashed): it
 * is dead for certain, without waiting for its beats to stop. A pid reused by another process reads
 * as alive, and the process is then found by its silence like any other.
 */
function goneFromThisHost(processId: string): boolean {
  const parts = processId.split(':');
  const pid = Number(parts[parts.length - 2]);
  if (parts.slice(0, -2).join(':') !== os.hostname() || !Number.isInteger(pid) || pid <= 0 || processId === PROCESS_ID) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Declares dead the worker processes that stopped beating `staleMs` ago, and those of this machine
 * whose process is gone (a worker killed and started again takes its own jobs back at once): their
 * graphile jobs are unlocked (graphile_worker.force_unlock_workers) so live workers take them now.
 * Answers the dead processes' ids (their other leases are for the caller to release).
 */
export async function reapDeadWorkers(db: Db, staleMs: number): Promise<string[]> {
  return db.transaction(async (trx) => {
    const candidates: { processId: string; graphileWorkerIds: string[]; stale: boolean }[] = await trx('worker_processes')
      .where('beat_at', '<', trx.raw(`now() - (? * interval '1 millisecond')`, [staleMs]))
      .orWhere('process_id', 'like', `${os.hostname().replace(/[\\%_]/g, '\\$&')}:%`)
      .forUpdate()
      .skipLocked()
      .select('processId', 'graphileWorkerIds', trx.raw(`beat_at < now() - (? * interval '1 millisecond') as stale`, [staleMs]));
    const dead = candidates.filter((c) => c.stale || goneFromThisHost(c.processId));
    if (!dead.length) return [];
    const ids = dead.flatMap((d) => d.graphileWorkerIds);
    if (ids.length) {
      // The attempt a dead process had taken says nothing about its job (it was killed, the job did
      // not fail): it is given back, or a story render (4 attempts) whose workers were killed four
      // times would never run again and stay "rendering" (bench:scale found two).
      const running = (await trx.raw(`select id, attempts from graphile_worker.jobs where locked_by = any(?::text[])`, [ids])).rows as {
        id: string;
        attempts: number;
      }[];
      await trx.raw(`select graphile_worker.force_unlock_workers(?::text[])`, [ids]);
      for (const job of running) {
        await trx.raw(`select graphile_worker.reschedule_jobs(array[?]::bigint[], attempts => ?)`, [job.id, Math.max(0, job.attempts - 1)]);
      }
    }
    await trx('worker_processes')
      .whereIn(
        'processId',
        dead.map((d) => d.processId),
      )
      .delete();
    return dead.map((d) => d.processId);
  });
}
