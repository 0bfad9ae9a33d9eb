import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db.js';
import type { Logger } from './log.js';
import type { Mailer, MailTransport } from './mail.js';
import type { Site } from './site.js';
import type { Storage } from './storage.js';

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
