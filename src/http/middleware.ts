import * as v from 'valibot';
import type { Next } from 'koa';
import { accountExists, accountScope, actingRole, resolveSession, type ActingRole } from '../modules/accounts/index.js';
import { forbidden, invalid, notFound, unauthenticated } from '../lib/errors.js';
import { parse, refuseUnsafeText } from '../lib/validate.js';
import type { AppContext, AppMiddleware } from './context.js';
import { readSessionCookie } from './session-cookie.js';
import { beginAuditedChange } from './audit.js';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** No screen or client of ours sends more than a handful of query parameters, nor a long query. */
const MAX_QUERY_LENGTH = 8192;
const MAX_QUERY_PARAMETERS = 100;

/**
 * Koa parses a query string in time quadratic in its repeated keys (URLSearchParams.getAll per key:
 * 2,000 `x[]=1` cost about 70 ms), and every route that reads `ctx.query` pays it; a bound checked
 * on the raw string, before anything parses it, keeps that cost small.
 */
function refuseOversizedQuery(querystring: string): void {
  if (!querystring) return;
  if (querystring.length > MAX_QUERY_LENGTH) throw invalid('http.queryTooLong', { max: MAX_QUERY_LENGTH });
  let parameters = 1;
  for (let i = querystring.indexOf('&'); i !== -1; i = querystring.indexOf('&', i + 1)) {
    if (++parameters > MAX_QUERY_PARAMETERS) throw invalid('http.queryTooManyParameters', { max: MAX_QUERY_PARAMETERS });
  }
}

/**
 * A path whose percent-encoding does not decode to UTF-8 text (`/uploads/%`, `%ED%A0%80`), or that
 * decodes to a NUL, is refused before anything builds a file name or a lookup from it.
 */
export const refuseMalformedPath: AppMiddleware = async (ctx, next) => {
  refuseOversizedQuery(ctx.querystring);
  let decoded: string;
  try {
    decoded = decodeURIComponent(ctx.path);
  } catch {
    throw invalid('http.addressBadEscape');
  }
  if (decoded.includes('\u0000')) throw invalid('http.addressNul');
  return next();
};

/**
 * Text PostgreSQL refuses (NUL) or no URL can carry (a lone surrogate), and absurd nesting, in the
 * query or a JSON or form body: a 400 naming the field, for every route at once, before any
 * schema or query sees it. Multipart fields get the same check where they are parsed.
 */
export const refuseUnsafeInput: AppMiddleware = async (ctx, next) => {
  // A query string decodes through URLSearchParams, which turns bad UTF-8 into U+FFFD: only `%00`
  // can smuggle a refused character in. Koa's parse costs time quadratic in repeated keys, so it
  // is paid here only when there is something to name.
  if (/%00/.test(ctx.querystring)) refuseUnsafeText(ctx.query, 'query parameter');
  refuseUnsafeText((ctx.request as { body?: unknown }).body);
  return next();
};

/** Resolves the session from `Authorization: Bearer` or the sealed cookie; sets ctx.state.actor. */
export const authenticate: AppMiddleware = async (ctx, next) => {
  const header = ctx.get('authorization');
  const bearer = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim();
  const token = bearer || (await readSessionCookie(ctx));
  if (token) {
    const actor = await resolveSession(ctx.deps, { token });
    if (actor) {
      ctx.state.actor = actor;
      ctx.state.authVia = bearer ? 'bearer' : 'cookie';
    }
  }
  return next();
};

/**
 * Where a request says it comes from, compared with our own origin (and PUBLIC_URL's): 'same',
 * 'foreign', or 'unknown' when it names no page (no Origin, no readable Referer). A browser always
 * sends Origin on a cross-site POST; clients such as curl send neither.
 */
function requestSite(ctx: AppContext): 'same' | 'foreign' | 'unknown' {
  const origin = ctx.get('origin') || originOf(ctx.get('referer'));
  if (!origin) return 'unknown';
  const allowed = new Set([`${ctx.protocol}://${ctx.host}`]);
  if (ctx.deps.config.publicUrl) allowed.add(new URL(ctx.deps.config.publicUrl).origin);
  return allowed.has(origin) ? 'same' : 'foreign';
}

/**
 * CSRF: a request authenticated by the cookie alone that changes something must come from our own
 * origin (Origin, else Referer). Bearer requests are not exposed: a foreign page cannot set the header.
 */
export const csrfGuard: AppMiddleware = async (ctx, next) => {
  if (ctx.state.authVia === 'cookie' && UNSAFE.has(ctx.method) && requestSite(ctx) !== 'same') throw forbidden('http.crossSite');
  return next();
};

/**
 * Login CSRF: sign-in sets the session cookie, so a foreign page's form POST could sign the
 * browser into an account of the attacker's choosing. Refuse a sign-in from another site; one that
 * names no page (API clients, tests) carries no cookie risk and is allowed.
 */
export const sameSiteSignIn: AppMiddleware = async (ctx, next) => {
  if (requestSite(ctx) === 'foreign') throw forbidden('http.crossSite');
  return next();
};

function originOf(url: string): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/** Any signed-in user (platform admin or business admin user). */
export const requireSession: AppMiddleware = async (ctx, next) => {
  if (!ctx.state.actor) throw unauthenticated();
  return next();
};

/** Platform admins only; a business token gets 403. A change the admin area lists is audited (audit.ts). */
export const requireAdmin: AppMiddleware = async (ctx, next) => {
  if (!ctx.state.actor) throw unauthenticated();
  if (ctx.state.actor.kind !== 'admin') throw forbidden();
  await beginAuditedChange(ctx);
  return next();
};

const AccountParam = v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Invalid account id'), v.transform(Number)));

/**
 * Business routes: sets ctx.state.accountId. A business user acts on its own account only; a
 * platform admin acts on the account it names (`?account=` or `X-Account-Id`), which must exist,
 * and every change it makes so is audited (audit.ts).
 */
export const requireBusiness: AppMiddleware = async (ctx, next) => {
  const actor = ctx.state.actor;
  if (!actor) throw unauthenticated();
  const named = parse(AccountParam, (ctx.query.account as string | undefined) ?? (ctx.get('x-account-id') || undefined));
  const accountId = accountScope(actor, named);
  if (accountId === undefined) throw forbidden('http.chooseAccount');
  if (actor.kind === 'admin') {
    const exists = await accountExists(ctx.deps, { accountId });
    if (!exists) throw notFound('accounts.accountNotFound');
  }
  ctx.state.accountId = accountId;
  await beginAuditedChange(ctx);
  return next();
};

/** Validates the body (default), query or route params with a valibot schema into ctx.state.input. */
export function validate<S extends v.GenericSchema>(schema: S, source: 'body' | 'query' | 'params' = 'body') {
  return async (ctx: AppContext, next: Next) => {
    const raw =
      source === 'body' ? ((ctx.request as { body?: unknown }).body ?? {}) : source === 'query' ? ctx.query : (ctx as unknown as { params: unknown }).params;
    ctx.state.input = parse(schema, raw);
    return next();
  };
}

/**
 * A use case's input from the request (the module contract): the JSON body's fields with the fields
 * the shell vouches for on top (the session's account, ids from the path), so a body can never name
 * them. A body that is not a JSON object is a 400 here, and so is one the body parser did not read
 * (a multipart form sent to a JSON route); no body at all is an empty one. The use case validates the
 * rest at its door, so the answer is typed as the input of the use case it is passed to (inferred
 * from the call), against which the trusted fields are type-checked here.
 */
export function bodyWith<Input extends object = Record<string, unknown>>(ctx: AppContext, trusted: NoInfer<Partial<Input>>): Input {
  const body = (ctx.request as { body?: unknown }).body;
  const unread = body === undefined && !!ctx.request.type;
  if (unread || (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body)))) throw invalid('http.bodyNotObject');
  return { ...(body as Record<string, unknown> | undefined), ...trusted } as Input;
}

/** A positive integer route parameter; anything else is a 404 (no such row). */
export function idParam(ctx: AppContext, name = 'id'): number {
  const raw = (ctx as unknown as { params: Record<string, string> }).params[name];
  const id = Number(raw);
  if (!/^\d{1,9}$/.test(raw ?? '') || id < 1) throw notFound();
  return id;
}

/**
 * Who a use case is asked by (issue 23): the role the session's actor acts with and, for a clinic
 * user, its id. The modules check the role at their door; the shell only vouches for it.
 */
export function actorOf(ctx: AppContext): { actorRole: ActingRole; actorUserId: number | null } {
  const actor = ctx.state.actor!;
  return { actorRole: actingRole(actor), actorUserId: actor.kind === 'business' ? actor.adminUserId : null };
}

/**
 * Connecting Facebook and choosing where posts go are the business admin's (issue 23: an editor or a
 * reviewer "cannot connect"); a platform admin supporting the account keeps what it had. Checked in
 * the shell: the publishing module has no notion of a clinic's roles.
 */
export const requireConnectionManager: AppMiddleware = async (ctx, next) => {
  const actor = ctx.state.actor;
  if (actor?.kind === 'business' && actor.role !== 'business_admin') throw forbidden('http.connectBusinessAdminOnly');
  return next();
};
