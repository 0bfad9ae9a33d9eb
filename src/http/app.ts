import Koa from 'koa';
import Router from '@koa/router';
import { HttpMethodEnum, koaBody } from 'koa-body';
import helmet from 'koa-helmet';
import send from 'koa-send';
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type { AppContextExtras, AppDeps, AppMiddleware, AppState } from './context.js';
import { errorMiddleware } from './errors.js';
import { finishAuditedChanges } from './audit.js';
import { authenticate, csrfGuard, refuseMalformedPath, refuseUnsafeInput } from './middleware.js';
import { routeRegistrars } from './routes/index.js';
import { isAppRoute } from './spa-routes.js';
import { storedFiles } from './stored-files.js';
import { notFound } from '../lib/errors.js';

export const WEB_DIST = path.resolve(new URL('../../dist/web', import.meta.url).pathname);

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The site's icon (index.html carries the same one inline): served for the pages the server writes
 * itself (the simulator's Facebook Login dialog) and for a browser's own /favicon.ico request, which
 * otherwise got the web app's 404 page (issue 24).
 */
const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="#8e4ec6"/></svg>`;

const helmetOptions = (deps: AppDeps): Parameters<typeof helmet>[0] => ({
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      // Radix Themes sets style attributes at run time.
      'style-src': ["'self'", "'unsafe-inline'"],
      // Candidate and catalogue images can come from other https hosts.
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'connect-src': ["'self'"],
      'font-src': ["'self'", 'data:'],
      'frame-ancestors': ["'none'"],
      'upgrade-insecure-requests': deps.config.publicUrl?.startsWith('https://') ? [] : null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * helmet's headers, worked out once: they depend on the configuration only, and helmet recomputes
 * and sets a dozen of them one by one on every request. helmet sets them synchronously; a start
 * that captured none fails loudly rather than serving pages without a CSP.
 */
function securityHeaders(deps: AppDeps): AppMiddleware {
  const headers: Record<string, string | string[]> = {};
  const res = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name] = typeof value === 'number' ? String(value) : value;
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  void helmet(helmetOptions(deps))({ req: {}, res } as never, async () => undefined);
  if (!headers['Content-Security-Policy']) throw new Error('helmet set no Content-Security-Policy while the app was built');
  return (ctx, next) => {
    ctx.set(headers);
    return next();
  };
}

/**
 * A Koa app's handler as node's request listener. Koa answers every error itself, so the promise the
 * handler returns never rejects: nothing waits on it.
 */
export function requestListener(app: { callback(): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> }): http.RequestListener {
  const handle = app.callback();
  return (req, res) => void handle(req, res);
}

/**
 * The Koa app, built without listening so tests can drive it on a random port. Order: audit finish → errors →
 * security headers → path and query-size check → request log → body (JSON, forms) → NUL/surrogate check →
 * session → CSRF → API routes → stored files (stored-files.ts) → web app.
 */
export function createApp(deps: AppDeps, options: { webDist?: string } = {}): Koa<AppState, AppContextExtras> {
  const app = new Koa<AppState, AppContextExtras>();
  app.proxy = deps.config.trustProxy;
  app.context.deps = deps;
  app.context.lifecycle = { draining: false };
  app.silent = true;
  const webDist = options.webDist ?? WEB_DIST;

  // Outside the error middleware: it sees the status a change was really answered with.
  app.use(finishAuditedChanges);
  // A stopping process closes each connection after its answer, so kept-alive clients reconnect elsewhere.
  app.use((ctx, next) => {
    if (ctx.lifecycle.draining) ctx.set('Connection', 'close');
    return next();
  });
  app.use(errorMiddleware);
  app.use(securityHeaders(deps));
  app.use(refuseMalformedPath);
  // The request line holds the method, the path without its query, the status and the time: none
  // of the keys the logger redacts. Its redaction walks every object it is given all the same, which
  // was two thirds of the line's cost and a tenth of a cached-session request's CPU (bench:http).
  const requestLog = deps.log.child({}, { redact: [] });
  app.use(async (ctx, next) => {
    const started = Date.now();
    await next();
    if (ctx.path.startsWith('/api/')) {
      requestLog.info({ method: ctx.method, path: ctx.path, status: ctx.status, ms: Date.now() - started }, 'request');
    }
  });
  // JSON and form bodies for the methods that carry one; multipart only on the routes that take
  // files, after their authentication (uploads.ts: multipartBody). A GET skips the parser.
  const parseBody = koaBody({
    jsonLimit: '1mb',
    formLimit: '1mb',
    textLimit: '1mb',
    multipart: false,
    // DELETE /api/social-media/delete carries a JSON body (business-portal.md §7).
    parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
    onError: (error) => {
      throw error;
    },
  });
  app.use((ctx, next) => (BODY_METHODS.has(ctx.method) ? parseBody(ctx, next) : next()));
  app.use(refuseUnsafeInput);
  app.use(authenticate);
  app.use(csrfGuard);

  const router = new Router<AppState, AppContextExtras>();
  for (const register of routeRegistrars) register(router);
  app.use(router.routes());
  app.use(router.allowedMethods());
  // Stored files have a handler of their own, before the web app's: no spelling of an /uploads
  // path reaches the static files below.
  app.use(storedFiles);

  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/')) throw notFound('http.noApiRoute', { method: ctx.method, path: ctx.path });
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/favicon.svg' || ctx.path === '/favicon.ico') {
      ctx.type = 'image/svg+xml';
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.body = FAVICON_SVG;
      return;
    }
    if (ctx.path.startsWith('/assets/')) {
      await send(ctx, ctx.path, { root: webDist, maxage: 365 * 86_400_000, immutable: true }).catch(() => undefined);
      if (ctx.body) return;
      throw notFound('http.fileNotFound');
    }
    const asFile = path.join(webDist, path.normalize(ctx.path));
    if (ctx.path !== '/' && asFile.startsWith(webDist + path.sep) && fs.existsSync(asFile) && fs.statSync(asFile).isFile()) {
      await send(ctx, ctx.path, { root: webDist, maxage: 3_600_000 });
      return;
    }
    const index = path.join(webDist, 'index.html');
    if (!fs.existsSync(index)) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The web app is not built yet: run `npm run build`.';
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.type = 'html';
    ctx.body = fs.createReadStream(index);
    ctx.status = isAppRoute(ctx.path) ? 200 : 404;
  });
  return app;
}
