import { run, parseCronItems, type Runner, type TaskList, type Logger as WorkerLogger } from 'graphile-worker';
import { Logger as GraphileLogger } from 'graphile-worker';
import type { TaskDeps } from './deps.js';
import { heartbeat } from './tasks/heartbeat.js';
import { purgeSessions } from './tasks/purge-sessions.js';
import { purgeAudit } from './tasks/purge-audit.js';
import { publishPost } from './tasks/publish-post.js';
import { preparePost } from './tasks/prepare-post.js';
import { sendEmail } from './tasks/send-email.js';
import { aiBudgetAlert } from './tasks/ai-budget-alert.js';
import { aiOutageAlert } from './tasks/ai-outage-alert.js';
import { checkConnections, fillPostLinks, rollScheduledPeriods, sweepPosts } from './tasks/campaign-crons.js';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { beat } from '../lib/heartbeat.js';
import { beatProcess, forgetProcess } from '../lib/worker-liveness.js';
import { reapWorkers } from './tasks/reap-workers.js';
import { collectInsightsTask } from './tasks/collect-insights.js';
import { renderStoryTask } from './tasks/render-story.js';
import { postStoryTask } from './tasks/post-story.js';
import { POST_STORY_TASK, RENDER_STORY_TASK, type MakeStoryInput } from '../modules/stories/index.js';
import { upcomingInstants } from '../modules/campaigns/index.js';
import { AI_BUDGET_ALERT_TASK, AI_OUTAGE_ALERT_TASK } from '../modules/ai/index.js';

/** Test seams for the task list: a stand-in story renderer. */
export interface TaskOptions {
  render?: MakeStoryInput['render'];
}

/** The task list: task name → handler. Names are what jobs and the crontab refer to. */
export function taskList(deps: TaskDeps, options: TaskOptions = {}): TaskList {
  return {
    heartbeat: heartbeat(deps),
    purge_sessions: purgeSessions(deps),
    purge_audit: purgeAudit(deps),
    publish_post: publishPost(deps),
    prepare_post: preparePost(deps),
    send_email: sendEmail(deps),
    [AI_BUDGET_ALERT_TASK]: aiBudgetAlert(deps),
    [AI_OUTAGE_ALERT_TASK]: aiOutageAlert(deps),
    sweep_posts: sweepPosts(deps),
    fill_permalinks: fillPostLinks(deps),
    roll_periods: rollScheduledPeriods(deps),
    check_connections: checkConnections(deps),
    reap_workers: reapWorkers(deps),
    collect_insights: collectInsightsTask(deps),
    [RENDER_STORY_TASK]: renderStoryTask(deps, options),
    [POST_STORY_TASK]: postStoryTask(deps),
  };
}

/**
 * Tasks only the story runner runs (see startWorker): making a video keeps every core busy for
 * seconds, so it never takes one of the publishing runner's slots.
 */
export const STORY_RUNNER_TASKS: readonly string[] = [RENDER_STORY_TASK];

function pick(tasks: TaskList, keep: (name: string) => boolean): TaskList {
  return Object.fromEntries(Object.entries(tasks).filter(([name]) => keep(name)));
}

/** Recurring work. */
export const crontab = parseCronItems([
  { task: 'heartbeat', match: '* * * * *', identifier: 'heartbeat' },
  { task: 'purge_sessions', match: '17 * * * *', identifier: 'purge_sessions' },
  { task: 'purge_audit', match: '29 3 * * *', identifier: 'purge_audit' },
  { task: 'sweep_posts', match: '* * * * *', identifier: 'sweep_posts' },
  { task: 'fill_permalinks', match: '* * * * *', identifier: 'fill_permalinks' },
  { task: 'roll_periods', match: '23 * * * *', identifier: 'roll_periods' },
  { task: 'check_connections', match: '41 * * * *', identifier: 'check_connections' },
  { task: 'reap_workers', match: '* * * * *', identifier: 'reap_workers' },
  { task: 'collect_insights', match: '*/5 * * * *', identifier: 'collect_insights' },
]);

/** How often a worker process says it is alive; one silent for PROCESS_STALE_MS is declared dead. */
const PROCESS_BEAT_MS = 5_000;

function workerLogger(deps: TaskDeps): WorkerLogger {
  return new GraphileLogger((scope) => (level, message, meta) => {
    const log = deps.log.child({ worker: scope.label ?? 'worker', task: scope.taskIdentifier, job: scope.jobId });
    const severity: string = level; // graphile's LogLevel is a const enum of these strings
    if (severity === 'error') log.error(meta ?? {}, message);
    else if (severity === 'warning') log.warn(meta ?? {}, message);
    else log.debug(meta ?? {}, message);
  });
}

/**
 * Starts graphile-worker on the database; signals are handled by the caller (main), not here. The
 * process beats every few seconds with its graphile worker ids (src/lib/worker-liveness.ts), so a
 * killed worker's jobs are taken over within a minute instead of after graphile's four hours.
 *
 * Two runners share one pool: the main one (`concurrency` jobs at once: publishing, e-mail,
 * posting stories, the crontab) and the story runner (`storyConcurrency`, default
 * STORY_RENDER_CONCURRENCY, 0 for none), which only makes story videos. Rendering is CPU work and
 * publishing must be on time, so renders have slots of their own (they can never fill the
 * publishing slots) and ffmpeg runs at a lower CPU priority (stories/ffmpeg.ts).
 */
export async function startWorker(options: {
  deps: TaskDeps;
  connectionString: string;
  concurrency: number;
  storyConcurrency?: number;
  taskOptions?: TaskOptions;
  /** How long `stop` lets running jobs go on (default SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceMs?: number;
}): Promise<WorkerRunner> {
  const { deps } = options;
  const storyConcurrency = options.storyConcurrency ?? deps.config.storyRenderConcurrency;
  const events = new EventEmitter() as NonNullable<Parameters<typeof run>[0]['events']>;
  // Jobs are locked by the pool's id (batched fetching) or a worker's: both are this process's.
  const graphileIds = new Set<string>();
  const pools: (ForcefulShutdown & Nudgeable)[] = [];
  events.on('pool:create', ({ workerPool }) => {
    graphileIds.add(workerPool.id);
    pools.push(workerPool);
  });
  events.on('worker:create', ({ worker }) => graphileIds.add(worker.workerId));
  // Our own pool, ended (and awaited) after the runner stops: graphile ends a pool it made without
  // waiting, so an idle connection could be cut, and reported as an error, after a clean stop.
  // Graphile needs a connection only to fetch and complete a job, never while the job waits on Meta:
  // a few serve any number of publishing slots.
  const pgPool = new pg.Pool({ connectionString: options.connectionString, max: Math.min(options.concurrency, 8) + storyConcurrency + 4 });
  const lost = (error: Error) => deps.log.warn({ err: error }, 'a worker database connection was lost');
  pgPool.on('error', lost);
  // The connections still open: pg-pool's end() resolves once it has asked each to close, not once
  // they have, and the database stops right after the worker (see stop below).
  const open = new Set<pg.ClientBase>();
  pgPool.on('connect', (client) => {
    open.add(client);
    client.on('error', lost);
    client.once('end', () => open.delete(client));
  });
  const tasks = taskList(deps, options.taskOptions);
  const runner = await run({
    pgPool,
    concurrency: options.concurrency,
    noHandleSignals: true,
    // Due jobs are found by polling: a post goes out at most this long after its instant.
    pollInterval: deps.config.workerPollIntervalMs,
    taskList: pick(tasks, (name) => !STORY_RUNNER_TASKS.includes(name)),
    parsedCronItems: crontab,
    logger: workerLogger(deps),
    events,
    // No local queue (graphile's batched fetching): one fetcher polling once a second made a post due
    // in a quiet hour 0.6 s late at the median, where each slot polling on its own finds it within
    // about 1/concurrency s; the rush was no faster with it (issue 19's measurements).
  });
  // The main runner's pool is the first made (the story runner's is made after it).
  const stopWaking = wakeAtInstants(deps, pools[0], options.concurrency);
  const storyRunner =
    storyConcurrency > 0
      ? await run({
          pgPool,
          concurrency: storyConcurrency,
          noHandleSignals: true,
          pollInterval: deps.config.workerPollIntervalMs,
          taskList: pick(tasks, (name) => STORY_RUNNER_TASKS.includes(name)),
          logger: workerLogger(deps),
          events,
        })
      : undefined;
  const alive = () => beatProcess(deps.db, [...graphileIds]).catch((error) => deps.log.warn({ err: error }, 'worker liveness beat failed'));
  await alive();
  // Every beat also looks for dead processes (the crontab's reap_workers runs only once a minute):
  // a killed worker's jobs and leases are taken over about PROCESS_STALE_MS after its last beat,
  // not up to a minute later, which is what a rush at 10:00 with a worker dying in it needs.
  const reap = reapWorkers(deps);
  const timer = setInterval(() => {
    void alive();
    reap().catch((error: unknown) => deps.log.warn({ err: error }, 'reaping dead workers failed'));
  }, PROCESS_BEAT_MS);
  timer.unref();
  // Beat at once so /api/health is green from the first start, not a minute later.
  await beat(deps.db, deps.clock);
  const graceMs = options.shutdownGraceMs ?? deps.config.shutdownGraceMs;
  return {
    ...runner,
    stop: async (reason?: string, grace = graceMs) => {
      // Still beating while jobs finish: a silent process would be reaped and its jobs taken over.
      const outcome = await stopRunnersGracefully(
        [runner, storyRunner].filter((r): r is Runner => !!r),
        pools,
        grace,
        deps.log,
        reason,
      );
      clearInterval(timer);
      stopWaking();
      // Cut jobs were failed back to the queue by graphile; this process's row stays, so the next
      // live worker's reaping releases its publishing leases as for a killed one.
      if (outcome === 'finished') await forgetProcess(deps.db).catch(() => undefined);
      await pgPool.end();
      // Each connection really closed before the database's fast shutdown, which would otherwise
      // end a slow one under it ('terminating connection due to administrator command').
      await Promise.race([
        Promise.all([...open].map((client) => new Promise((resolve) => client.once('end', resolve)))),
        new Promise((resolve) => setTimeout(resolve, 5_000).unref()),
      ]);
    },
  };
}

/** How often a worker process reads the coming instants to wake its slots at (wakeAtInstants). */
const WAKE_LOOK_MS = 1000;

/** Graphile's worker pool wakes idle workers to fetch a job now (what its LISTEN for new jobs does). */
interface Nudgeable {
  nudge(count: number): void;
}

/**
 * Wakes the publishing slots at each scheduled post's instant (issue 19). An idle slot polls for due
 * jobs every WORKER_POLL_INTERVAL_MS, at its own phase: at a rush's instant the slots woke one by one
 * over that interval, and the first posts were fetched by a few slots while the others slept. Every
 * second (WAKE_LOOK_MS, whatever the poll interval) the process reads the instants of the next 2.5 s
 * with how many posts are due at each (one indexed query) and sets a timer for each; at the instant
 * that many idle slots fetch at once (at most all of them). A slot that finds nothing
 * (the post was moved, or the database's clock is behind) goes back to polling: nothing depends on it.
 */
function wakeAtInstants(deps: TaskDeps, pool: Nudgeable | undefined, concurrency: number): () => void {
  if (!pool) return () => {};
  const armed = new Map<number, NodeJS.Timeout>();
  let stopped = false;
  const look = async () => {
    for (const instant of await upcomingInstants(deps, { withinMs: 2.5 * WAKE_LOOK_MS })) {
      const at = instant.at.getTime();
      if (stopped || armed.has(at)) continue;
      // A few milliseconds after the instant: graphile asks the database whether run_at <= now().
      const wake = setTimeout(
        () => {
          armed.delete(at);
          // As many slots as posts are due then (all of them at a rush; one for a lone post).
          if (!stopped) pool.nudge(Math.min(instant.posts, concurrency));
        },
        at - deps.clock.now().getTime() + 5,
      );
      wake.unref();
      armed.set(at, wake);
    }
  };
  const lookNow = () => {
    look().catch((error: unknown) => deps.log.warn({ err: error }, 'looking for the next instants failed'));
  };
  lookNow();
  const timer = setInterval(lookNow, WAKE_LOOK_MS);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
    for (const wake of armed.values()) clearTimeout(wake);
  };
}

/** What graphile's worker pool offers to stop at once (failing its running jobs back to the queue). */
interface ForcefulShutdown {
  forcefulShutdown(message: string): unknown;
}

/** A started worker: `stop` takes no new job and lets those running finish within the grace (default SHUTDOWN_GRACE_SECONDS). */
export type WorkerRunner = Omit<Runner, 'stop'> & { stop(reason?: string, graceMs?: number): Promise<void> };

/**
 * graphile-worker's graceful shutdown, bounded: the runners take no new job at once and the jobs
 * running go on until they end or `graceMs` passes; then graphile's forceful shutdown fails those
 * still running back to the queue (retried by any worker; a publication goes on from its ledger row,
 * never twice). Answers whether everything finished.
 */
async function stopRunnersGracefully(
  runners: Runner[],
  pools: ForcefulShutdown[],
  graceMs: number,
  log: TaskDeps['log'],
  reason?: string,
): Promise<'finished' | 'cut'> {
  const graceful = Promise.all(runners.map((r) => r.stop(reason)));
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    graceful.then(() => 'finished' as const),
    new Promise<'cut'>((resolve) => (timer = setTimeout(() => resolve('cut'), graceMs))),
  ]);
  clearTimeout(timer);
  if (outcome === 'finished') return outcome;
  log.warn({ graceMs }, 'jobs still running at the end of the grace period: failing them back to the queue');
  // The runners' own kill() does nothing once a graceful stop began: the pools are told directly.
  await Promise.all(pools.map((pool) => Promise.resolve(pool.forcefulShutdown('the grace period ended')).catch(() => undefined)));
  return outcome;
}
