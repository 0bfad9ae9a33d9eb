import fs from 'node:fs/promises';
import {
  SIMULATOR_DIALOG_PATH,
  SIMULATOR_GRAPH_PATH,
  SIMULATOR_USER_COOKIE,
  addSimulatorFault,
  clearSimulatorFaults,
  handleGraphRequest,
  isSimulator,
  listSimulatorFaults,
  refuseUnauthenticatedUpload,
  renderConsentPage,
  simulatorFeed,
  submitConsent,
  type SimRequest,
} from '../../modules/publishing/index.js';
import { notFound } from '../../lib/errors.js';
import type { AppContext, AppRouter } from '../context.js';
import { bodyWith, requireAdmin, requireSession } from '../middleware.js';
import { multipartBody } from '../uploads.js';

/** How long a "never answers" fault holds a connection before dropping it. */
const HANG_LIMIT_MS = 120_000;

const bearerOf = (ctx: AppContext) => /^Bearer\s+(.+)$/i.exec(ctx.get('authorization'))?.[1];

function uploadedFile(ctx: AppContext, field: string): string | undefined {
  const files = (ctx.request as { files?: Record<string, { filepath: string } | { filepath: string }[]> }).files;
  const value = files?.[field];
  return (Array.isArray(value) ? value[0] : value)?.filepath;
}

/**
 * The built-in Graph API simulator, served only when no Facebook app is configured: Meta's Graph
 * endpoints under /simulator/graph, the Facebook Login dialog under /simulator/dialog, and for the
 * /simulator page what was published (and, for admins, the switchable faults).
 */
export function simulatorRoutes(router: AppRouter): void {
  // The origin the browser used: the dialog accepts only this installation's own callback on it.
  const requestOrigin = (ctx: AppContext) => `${ctx.protocol}://${ctx.host}`;

  const onlyInDemo = async (ctx: AppContext, next: () => Promise<unknown>) => {
    if (!isSimulator(ctx.deps.config)) throw notFound('publishing.simulatorOff');
    return next();
  };

  // Page photos arrive as multipart `source`. Their token must come in the query string (or an
  // Authorization header) and is checked before the body is read: nobody's upload is read first.
  const checkedTokens = new WeakMap<AppContext, NonNullable<SimRequest['checkedToken']>>();
  const authenticatedUpload = async (ctx: AppContext, next: () => Promise<unknown>) => {
    if (!ctx.is('multipart')) return next();
    const answer = await refuseUnauthenticatedUpload(ctx.deps, { query: ctx.query, bearer: bearerOf(ctx) });
    if ('checked' in answer) {
      checkedTokens.set(ctx, answer.checked);
      return next();
    }
    // Hang up rather than read the rest of a body nobody may send.
    ctx.set('Connection', 'close');
    ctx.status = answer.refused.status;
    ctx.body = answer.refused.body;
  };

  router.all(new RegExp(`^${SIMULATOR_GRAPH_PATH}(/.*)$`), onlyInDemo, authenticatedUpload, multipartBody, async (ctx) => {
    const file = uploadedFile(ctx, 'source');
    const bearer = bearerOf(ctx);
    const answer = await handleGraphRequest(ctx.deps, {
      method: ctx.method,
      path: ctx.path.slice(SIMULATOR_GRAPH_PATH.length),
      query: ctx.query,
      form: ((ctx.request as { body?: unknown }).body as Record<string, unknown>) ?? {},
      file: file ? { data: await fs.readFile(file) } : undefined,
      bearer,
      baseUrl: `${ctx.protocol}://${ctx.host}${SIMULATOR_GRAPH_PATH}`,
      checkedToken: checkedTokens.get(ctx),
    });
    if (answer.hang) {
      // "Published, but the answer never comes": hold the connection until the caller gives up.
      ctx.respond = false;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, HANG_LIMIT_MS);
        // The response's 'close' is the connection's end (the request's fired already, when its
        // body was read): without it, each hung call kept the process alive for HANG_LIMIT_MS.
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        if (ctx.res.socket?.destroyed ?? true) done();
        else ctx.res.once('close', done);
      });
      ctx.res.destroy();
      return;
    }
    for (const [name, value] of Object.entries(answer.headers ?? {})) ctx.set(name, value);
    ctx.status = answer.status;
    ctx.body = answer.body;
  });

  router.get(`${SIMULATOR_DIALOG_PATH}/:version/dialog/oauth`, onlyInDemo, async (ctx) => {
    const q = (name: string) => (typeof ctx.query[name] === 'string' ? ctx.query[name] : undefined);
    const { status, html } = renderConsentPage(
      ctx.deps,
      {
        client_id: q('client_id'),
        redirect_uri: q('redirect_uri'),
        state: q('state'),
        scope: q('scope'),
        response_type: q('response_type'),
        code_challenge: q('code_challenge'),
        code_challenge_method: q('code_challenge_method'),
      },
      requestOrigin(ctx),
    );
    ctx.status = status;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    // helmet's no-referrer makes the browser send `Origin: null` with the consent form's POST, which
    // the CSRF guard refuses for a signed-in browser; same-origin keeps our Origin on it.
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.body = html;
  });

  router.post(`${SIMULATOR_DIALOG_PATH}/consent`, onlyInDemo, async (ctx) => {
    const answer = await submitConsent(
      ctx.deps,
      ((ctx.request as { body?: unknown }).body as Record<string, unknown>) ?? {},
      ctx.cookies.get(SIMULATOR_USER_COOKIE),
      requestOrigin(ctx),
    );
    if (answer.userCookie) {
      ctx.cookies.set(SIMULATOR_USER_COOKIE, answer.userCookie, {
        httpOnly: true,
        sameSite: 'lax',
        path: SIMULATOR_DIALOG_PATH,
        maxAge: 365 * 86400_000,
        overwrite: true,
      });
    }
    if (answer.redirect) return ctx.redirect(answer.redirect);
    ctx.status = answer.status;
    ctx.type = 'html';
    ctx.body = answer.html;
  });

  // The /simulator page: a business sees the simulated Pages its connection reaches; an admin, all.
  router.get('/api/simulator/feed', requireSession, async (ctx) => {
    const actor = ctx.state.actor!;
    const enabled = isSimulator(ctx.deps.config);
    const pages = enabled ? await simulatorFeed(ctx.deps, { accountId: actor.kind === 'business' ? actor.accountId : undefined }) : [];
    ctx.body = { success: true, enabled, pages };
  });

  router.get('/api/simulator/faults', requireAdmin, onlyInDemo, async (ctx) => {
    ctx.body = { success: true, faults: await listSimulatorFaults(ctx.deps) };
  });

  router.post('/api/simulator/faults', requireAdmin, onlyInDemo, async (ctx) => {
    await addSimulatorFault(ctx.deps, bodyWith(ctx, {}));
    ctx.body = { success: true, message: 'Fault switched on', faults: await listSimulatorFaults(ctx.deps) };
  });

  router.delete('/api/simulator/faults', requireAdmin, onlyInDemo, async (ctx) => {
    await clearSimulatorFaults(ctx.deps);
    ctx.body = { success: true, message: 'Faults cleared', faults: [] };
  });
}
