import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from '../lib/config.js';
import { createLogger, type Logger } from '../lib/log.js';
import { setPasswordHashCost } from '../lib/crypto.js';
import { systemClock } from '../lib/clock.js';
import { createOutboxTransport, createQueuedMailer, createSmtpTransport } from '../lib/mail.js';
import { createStorage } from '../lib/storage.js';
import { createSite } from '../lib/site.js';
import { loadLocalSecrets, type LocalSecrets } from './secrets.js';
import { migrateAll, openDatabase, type OpenDatabase } from './database.js';
import type { AppDeps } from '../http/context.js';

export interface Runtime {
  config: Config & { sessionSecret: string };
  log: Logger;
  database: OpenDatabase;
  deps: AppDeps;
  /** Generated demo passwords (not in production). */
  secrets?: LocalSecrets;
  /** What stops on SIGINT/SIGTERM; the database is in it from the start. */
  shutdown: Shutdown;
}

/**
 * Reads the configuration, opens the database (embedded by default) and builds the handles every
 * shell shares. A configuration error stops the process with a message naming the variable.
 * With `signals` (the default) SIGINT and SIGTERM stop the process through `shutdown` from here
 * on, and the embedded PostgreSQL runs out of the terminal's reach so that it stops last; without
 * (the CLI), a signal ends the process and the embedded PostgreSQL with it, as a terminal does.
 */
export async function boot(options: { name: string; migrate: boolean; logLevel?: string; signals?: boolean }): Promise<Runtime> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  setPasswordHashCost(config.passwordHashCost);
  const log = createLogger({ level: options.logLevel ?? config.logLevel, name: options.name });
  const secrets = config.isProduction ? undefined : await loadLocalSecrets(config.dataDir);
  const sessionSecret = config.sessionSecret ?? secrets!.sessionSecret;
  const signals = options.signals ?? true;
  // Handlers first: a Ctrl+C while the database starts must still stop it.
  const shutdown = createShutdown(log, { signals, graceMs: config.shutdownGraceMs });
  const database = await openDatabase({ config, postgresPassword: secrets?.postgresPassword ?? '', log, ownProcessGroup: signals });
  shutdown.add('database', () => database.close());
  if (options.migrate) {
    try {
      await migrateAll(database.db, database.url);
    } catch (error) {
      // Never leave an embedded cluster running behind a failed start.
      await database.close();
      throw error;
    }
  }
  const fullConfig = { ...config, sessionSecret };
  const deps: AppDeps = {
    db: database.db,
    config: fullConfig,
    log,
    clock: systemClock,
    mail: createQueuedMailer({ db: database.db, from: config.mailFrom }),
    mailTransport: config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createOutboxTransport(path.join(config.dataDir, 'outbox')),
    storage: createStorage(config),
    site: createSite({ publicUrl: config.publicUrl, port: config.port }),
  };
  return { config: fullConfig, log, database, deps, secrets, shutdown };
}

const PROJECT_ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * Builds the web app in production mode, always: React's development build (what NODE_ENV=test or
 * development gives) is slower and larger, and tests should exercise what ships. Vite runs in a
 * child process so the build's memory (the bundler, every module's AST, source text) goes back to
 * the system when it exits; built in-process it stayed in the server, ~750 MB resident after a
 * first start. `outDir` defaults to dist/web; `manifest` adds .vite/manifest.json (bench:bundle).
 */
export function buildWeb(options: { outDir?: string; manifest?: boolean } = {}): Promise<void> {
  const args = [path.join(PROJECT_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--mode', 'production', '--logLevel', 'warn'];
  if (options.outDir) args.push('--outDir', path.resolve(options.outDir), '--emptyOutDir');
  if (options.manifest) args.push('--manifest');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: PROJECT_ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('close', (code, signal) => (code === 0 ? resolve() : reject(new Error(`the web build failed (vite exited with ${signal ?? code})`))));
  });
}

/**
 * Why the web build at `webDist` must be (re)built, or undefined when it is current.
 *
 * The build records its inputs (every project file in its module graph, index.html, the Vite
 * config and package-lock.json: see vite.config.ts) and the time it started in
 * `.build-inputs.json`. It is stale when a recorded file is gone or was modified after that time.
 * Modification times are enough: a pull, a checkout or an editor writes changed files with the
 * current time, a new file only counts once an existing one imports it (and that one changes), and
 * new dependencies change package-lock.json. A build without the record (made elsewhere, or before
 * it existed) is rebuilt once, as its age cannot be told. Stat-ing a few hundred files costs a few
 * milliseconds; hashing them would cost more and tell nothing a changed time does not.
 */
export function webBuildStale(webDist: string, projectRoot = PROJECT_ROOT): string | undefined {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) return 'no build yet';
  let record: { startedAt: number; files: string[] };
  try {
    record = JSON.parse(fs.readFileSync(path.join(webDist, BUILD_INPUTS_FILE), 'utf8')) as typeof record;
    if (typeof record.startedAt !== 'number' || !Array.isArray(record.files)) throw new Error('malformed');
  } catch {
    return 'the build has no record of its sources';
  }
  for (const file of record.files) {
    const stat = fs.statSync(path.join(projectRoot, file), { throwIfNoEntry: false });
    if (!stat) return `${file} is gone`;
    if (stat.mtimeMs > record.startedAt) return `${file} changed since the last build`;
  }
  return undefined;
}

/** The file a web build records its inputs in (written by vite.config.ts, read by webBuildStale). */
export const BUILD_INPUTS_FILE = '.build-inputs.json';

/** Builds the web app when there is no build or its sources changed since (development start only). */
export async function ensureWebBuild(webDist: string, log: Logger): Promise<void> {
  const reason = webBuildStale(webDist);
  if (!reason) return;
  log.info(`building the web app (${reason})...`);
  await buildWeb({ outDir: webDist });
}

/** What a part is told when the stop begins: why (the signal), and when the grace period ends (SHUTDOWN_GRACE_SECONDS after it). */
interface StopContext {
  reason: string;
  graceEndsAt: number;
}

interface Shutdown {
  /** Adds a part to stop: parts stop one after the other, the last added first, each logged once stopped. */
  add(part: string, stop: (context: StopContext) => Promise<void>): void;
  /** Stops every part, then exits (0 when each stopped cleanly, else 1). Runs once. */
  stop(reason: string): Promise<never>;
  /** True once the stop began (a start step failing now is failing because of it). */
  readonly stopping: boolean;
}

/**
 * The orderly stop. A terminal's Ctrl+C reaches every process of its group at once (the app, the
 * web build's child, but no longer the embedded PostgreSQL: see lib/embedded-pg.ts), so parts stop
 * in order here: the last started first, the database last, each with one info line. A signal
 * repeated while stopping exits at once (an embedded PostgreSQL still gets its SIGINT on exit).
 */
function createShutdown(log: Logger, options: { signals: boolean; graceMs: number }): Shutdown {
  const parts: { part: string; stop: (context: StopContext) => Promise<void> }[] = [];
  let stopping: Promise<never> | undefined;
  const shutdown: Shutdown = {
    add: (part, stop) => void parts.unshift({ part, stop }),
    get stopping() {
      return stopping !== undefined;
    },
    stop(reason) {
      stopping ??= (async () => {
        log.info({ reason }, 'shutting down');
        const context = { reason, graceEndsAt: Date.now() + options.graceMs };
        let failed = false;
        for (const { part, stop } of parts) {
          const started = Date.now();
          try {
            await stop(context);
            log.info({ part, ms: Date.now() - started }, `${part} stopped`);
          } catch (error) {
            failed = true;
            log.error({ part, err: error }, `${part} failed to stop`);
          }
        }
        process.exit(failed ? 1 : 0);
      })();
      return stopping;
    },
  };
  if (options.signals) {
    let firstAt = 0;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        if (!shutdown.stopping) {
          firstAt = Date.now();
          return void shutdown.stop(signal);
        }
        // One Ctrl+C can arrive twice: tsx relays it to its child when the child's own copy was
        // not reported to it in time. A second one seconds later is someone insisting.
        if (Date.now() - firstAt < 2000) return;
        log.warn({ signal }, 'second signal while stopping: exiting now');
        process.exit(1);
      });
    }
  }
  return shutdown;
}
