import path from 'node:path';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db.js';
import { createLogger, type Logger } from './log.js';
import { createMemoryMailer, createOutboxTransport, type Mailer, type MailTransport } from './mail.js';
import { createSite, type Site } from './site.js';
import { createStorage, type Storage } from './storage.js';

/** The configuration once the runtime has filled in the session secret (from DATA_DIR when unset). */
export type AppConfig = Config & { sessionSecret: string };

/**
 * What every use case is given (the module contract, ARCHITECTURE.md): the process's shared
 * handles, all of them always present, so a use case never falls back to a default clock or a
 * missing logger. The three shells build one at start (src/runtime, src/worker, src/cli); tests
 * build one with `testDeps` (src/lib/testing/deps.ts). In a transaction the same deps travel with
 * the transaction as `db`: `{ ...deps, db: trx }` (`withDb`).
 */
export interface Deps {
  /** The knex handle, or the transaction the call runs in. */
  db: Db;
  config: AppConfig;
  log: Logger;
  clock: Clock;
  /** Queues e-mail (a row and a job in the same transaction); the worker delivers it. */
  mail: Mailer;
  /** How the worker delivers queued mail (SMTP or the outbox on disk). */
  mailTransport: MailTransport;
  storage: Storage;
  site: Site;
  /** Where multipart uploads are written while a request is parsed; default the system temp folder. */
  uploadTempDir?: string;
}

/** The same deps over another database handle: a transaction, so everything the call does is in it. */
export const withDb = (deps: Deps, db: Db): Deps => ({ ...deps, db });

/**
 * Deps over a database and a configuration, with files on the disk under its DATA_DIR (uploads,
 * the outbox), mail kept in memory and a silent logger unless given: what a benchmark or a test
 * calls use cases with (the runtime builds its own with the queued mailer, src/runtime/boot.ts).
 */
export function localDeps(db: Db, config: AppConfig, overrides: Partial<Omit<Deps, 'db' | 'config'>> = {}): Deps {
  return {
    db,
    config,
    log: createLogger({ level: 'silent' }),
    clock: systemClock,
    mail: createMemoryMailer(),
    mailTransport: createOutboxTransport(path.join(config.dataDir, 'outbox')),
    storage: createStorage(config),
    site: createSite({ publicUrl: config.publicUrl, port: 0 }),
    ...overrides,
  };
}
