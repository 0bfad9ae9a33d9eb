import type { AppRouter } from '../context.js';
import { workerHeartbeatAge } from '../../lib/heartbeat.js';

/** Worker heartbeats every minute; older than this and the worker is reported down. */
const HEARTBEAT_STALE_SECONDS = 180;

/**
 * GET /api/health: database reachability, worker heartbeat age and version; 200 when all is well, else 503.
 * A web process that is stopping answers 503 `draining` (a load balancer takes it out; serve.ts).
 */
export function healthRoutes(router: AppRouter): void {
  router.get('/api/health', async (ctx) => {
    if (ctx.lifecycle.draining) {
      ctx.status = 503;
      ctx.body = { success: false, status: 'draining', version: ctx.deps.config.version };
      return;
    }
    const { db, clock, config } = ctx.deps;
    const started = Date.now();
    let databaseOk = true;
    let heartbeatAgeSeconds: number | null = null;
    try {
      heartbeatAgeSeconds = await workerHeartbeatAge(db, clock);
    } catch {
      databaseOk = false;
    }
    const workerOk = heartbeatAgeSeconds !== null && heartbeatAgeSeconds <= HEARTBEAT_STALE_SECONDS;
    const ok = databaseOk && workerOk;
    ctx.status = ok ? 200 : 503;
    ctx.body = {
      success: ok,
      status: ok ? 'ok' : 'degraded',
      version: config.version,
      database: { ok: databaseOk, latencyMs: Date.now() - started },
      worker: { ok: workerOk, heartbeatAgeSeconds },
    };
  });
}
