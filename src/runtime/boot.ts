import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../lib/config.js';
import { createLogger, type Logger } from '../lib/log.js';
import { systemClock } from '../lib/clock.js';
import { createOutboxTransport, createQueuedMailer, createSmtpTransport } from '../lib/mail.js';
import { createLocalStorage } from '../lib/storage.js';
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
}

/**
 * Reads the configuration, opens the database (embedded by default) and builds the handles every
 * shell shares. A configuration error stops the process with a message naming the variable.
 */
export async function boot(options: { name: string; migrate: boolean; logLevel?: string }): Promise<Runtime> {
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
  const log = createLogger({ level: options.logLevel ?? config.logLevel, name: options.name });
  const secrets = config.isProduction ? undefined : await loadLocalSecrets(config.dataDir);
  const sessionSecret = config.sessionSecret ?? secrets!.sessionSecret;
  const database = await openDatabase({ config, postgresPassword: secrets?.postgresPassword ?? '', log });
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
    storage: createLocalStorage(path.join(config.dataDir, 'uploads')),
    site: createSite({ publicUrl: config.publicUrl, port: config.port }),
  };
  return { config: fullConfig, log, database, deps, secrets };
}

/** Builds the web app with Vite when no build exists (development start only). */
export async function ensureWebBuild(webDist: string, log: Logger): Promise<void> {
  if (fs.existsSync(path.join(webDist, 'index.html'))) return;
  log.info('building the web app (first start only)...');
  const { build } = await import('vite');
  await build({ logLevel: 'warn', configFile: path.resolve(new URL('../../vite.config.ts', import.meta.url).pathname) });
}

/** Runs `stop` once on SIGINT/SIGTERM, then exits. */
export function onShutdown(log: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    stop()
      .then(() => process.exit(0))
      .catch((error) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGINT', () => handler('SIGINT'));
  process.once('SIGTERM', () => handler('SIGTERM'));
}
