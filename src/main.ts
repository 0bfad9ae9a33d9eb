/**
 * `npm start`: the whole product in one process. Embedded PostgreSQL when DATABASE_URL is unset,
 * migrations, first-run demo data, the web build when missing or older than its sources, the HTTP
 * server and the worker. Ctrl+C (or SIGTERM) stops the HTTP server, the worker and the database,
 * in that order, with one line each.
 */
import { boot, ensureWebBuild } from './runtime/boot.js';
import { seedDemo } from './runtime/seed-demo.js';
import { createApp, WEB_DIST } from './http/app.js';
import { createWebServer } from './http/serve.js';
import { startWorker } from './worker/index.js';
import { siteListening } from './lib/site.js';
import { workingDemoSignIns } from './modules/accounts/index.js';
import { startBanner } from './runtime/banner.js';

const runtime = await boot({ name: 'app', migrate: true }).catch((error: Error) => {
  console.error(`Start failed: ${error.message}`);
  process.exit(1);
});
const { config, log, database, deps, secrets, shutdown } = runtime;
const webDist = config.webDist ?? WEB_DIST;

await startupStep(async () => {
  if (!config.isProduction && secrets) {
    await seedDemo(deps, { adminPassword: secrets.demoAdminPassword, businessPassword: secrets.demoBusinessPassword });
    await ensureWebBuild(webDist, log);
  }
});

/**
 * A failed start step stops what started (the embedded cluster included) and exits 1. A step that
 * fails because Ctrl+C stopped it (the web build's child gets the signal too) is no failure: the
 * shutdown under way exits.
 */
async function startupStep(step: () => Promise<void>) {
  try {
    await step();
  } catch (error) {
    if (shutdown.stopping) return new Promise<never>(() => {});
    log.error({ err: error }, 'start failed');
    console.error(`Start failed: ${(error as Error).message}`);
    await shutdown.stop('start failed');
  }
}

const web = createWebServer(createApp(deps, { webDist }));
const server = web.server;
server.keepAliveTimeout = 5000;
await startupStep(
  () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, resolve);
    }),
);
siteListening(deps.site, { publicUrl: config.publicUrl, port: (server.address() as { port: number }).port });
let worker: Awaited<ReturnType<typeof startWorker>> | undefined;
await startupStep(async () => {
  if (config.runWorker) worker = await startWorker({ deps, connectionString: database.url, concurrency: config.workerConcurrency });
});
const runningWorker = worker;
if (runningWorker) shutdown.add('worker', ({ reason, graceEndsAt }) => runningWorker.stop(reason, Math.max(0, graceEndsAt - Date.now())));
// Added last, stopped first: no new request reaches a stopping worker or database. SIGTERM drains
// first (health 503 `draining`); Ctrl+C does not wait for a load balancer. Running requests, then
// jobs, finish within SHUTDOWN_GRACE_SECONDS of the signal.
shutdown.add('HTTP server', async ({ reason, graceEndsAt }) => {
  await web.stop({ drainMs: reason === 'SIGTERM' ? config.shutdownDrainMs : 0, graceMs: Math.max(0, graceEndsAt - Date.now()), log });
});

const url = config.publicUrl ?? `http://localhost:${(server.address() as { port: number }).port}`;
const seconds = process.uptime();
const signIns =
  !config.isProduction && secrets
    ? await workingDemoSignIns(deps, { adminPassword: secrets.demoAdminPassword, businessPassword: secrets.demoBusinessPassword })
    : undefined;
for (const line of startBanner({ url, seconds, local: signIns && { dataDir: config.dataDir, embedded: database.embedded, signIns } })) console.log(line);
