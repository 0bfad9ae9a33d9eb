import type Router from '@koa/router';
import type { ParameterizedContext, Next } from 'koa';
import type { Knex } from 'knex';
import type { Config } from '../lib/config.js';
import type { Logger } from '../lib/log.js';
import type { Clock } from '../lib/clock.js';
import type { Mailer, MailTransport } from '../lib/mail.js';
import type { Storage } from '../lib/storage.js';
import type { Site } from '../lib/site.js';
import type { Actor } from '../modules/accounts/index.js';

/** What every route can reach: the process's shared handles. */
export interface AppDeps {
  db: Knex;
  config: Config & { sessionSecret: string };
  log: Logger;
  clock: Clock;
  mail: Mailer;
  /** How the worker delivers queued mail (SMTP or the outbox on disk). */
  mailTransport: MailTransport;
  storage: Storage;
  site: Site;
  /** Where multipart uploads are written while a request is parsed; default the system temp folder. */
  uploadTempDir?: string;
}

export interface AppState {
  /** Set by the auth middleware when the request carries a valid session. */
  actor?: Actor;
  /** How the session arrived: cookie-authenticated unsafe requests are CSRF-checked. */
  authVia?: 'cookie' | 'bearer';
  /** Set by requireBusiness: the business account every query of this request is scoped to. */
  accountId?: number;
  /** The validated input of `validate(...)`. */
  input?: any;
  /** Set when this request is a platform admin's change: its audit row, finished once answered (audit.ts). */
  audit?: { id: number; finish: (answer: unknown) => { targetId: number | null; accountId: number | null } };
}

export interface AppContextExtras {
  deps: AppDeps;
}

export type AppContext = ParameterizedContext<AppState, AppContextExtras>;
export type AppRouter = Router<AppState, AppContextExtras>;
export type AppMiddleware = (ctx: AppContext, next: Next) => Promise<unknown> | unknown;
