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
 * Declares dead the worker processes that stopped beating `staleMs` ago: their graphile jobs are
 * unlocked (graphile_worker.force_unlock_workers) so live workers take them now. Answers the dead
 * processes' ids (their other leases are for the caller to release).
 */
export async function reapDeadWorkers(db: Db, staleMs: number): Promise<string[]> {
  return db.transaction(async (trx) => {
    const dead: { processId: string; graphileWorkerIds: string[] }[] = await trx('worker_processes')
      .where('beat_at', '<', trx.raw(`now() - (? * interval '1 millisecond')`, [staleMs]))
      .forUpdate()
      .skipLocked()
      .select('processId', 'graphileWorkerIds');
    if (!dead.length) return [];
    const ids = dead.flatMap((d) => d.graphileWorkerIds);
    if (ids.length) await trx.raw(`select graphile_worker.force_unlock_workers(?::text[])`, [ids]);
    await trx('worker_processes')
      .whereIn(
        'processId',
        dead.map((d) => d.processId),
      )
      .delete();
    return dead.map((d) => d.processId);
  });
}
