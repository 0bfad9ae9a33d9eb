import type Router from '@koa/router';
import type { ParameterizedContext, Next } from 'koa';
import type { Deps } from '../lib/deps.js';
import type { Actor } from '../modules/accounts/index.js';

/** What every route can reach: the process's shared handles (the module contract's Deps). */
export type AppDeps = Deps;

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

/** Whether this web process is stopping (serve.ts): once it is, /api/health answers 503 `draining`. */
interface Lifecycle {
  draining: boolean;
}

export interface AppContextExtras {
  deps: AppDeps;
  /** One per app (a process's web server): shared by every request's context. */
  lifecycle: Lifecycle;
}

export type AppContext = ParameterizedContext<AppState, AppContextExtras>;
export type AppRouter = Router<AppState, AppContextExtras>;
export type AppMiddleware = (ctx: AppContext, next: Next) => unknown; // a promise or not
