import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Router from '@koa/router';
import sharp from 'sharp';
import pino from 'pino';
import { startTestApp } from './testing.js';
import { routeRegistrars } from './routes/index.js';
import type { AppContextExtras, AppState } from './context.js';
import { CATEGORIES, buildRequest, hashOf, seeded, type Category, type FuzzContext, type FuzzRequest, type RouteShape } from './testing/fuzz-inputs.js';
import { createSession, resolveSession } from '../modules/accounts/index.js';
import { beat } from '../lib/heartbeat.js';
import { systemClock } from '../lib/clock.js';

/**
 * `npm run test:fuzz`: every route of the router (read from its own stack, so a new route is
 * covered the day it lands), as no one, as a business user and as a platform admin, gets
 * FUZZ_VARIANTS malformed requests per identity (NUL bytes, lone surrogates, control characters,
 * sizes, out-of-range numbers and ids, wrong types, deep nesting, broken JSON, percent-encodings,
 * form, multipart and gzip garbage, refused URLs, odd headers), from a seeded generator. It fails
 * on any 5xx, any stack trace or SQL text in an answer, a request that gets no answer, and any
 * file left in the upload temp folder.
 */
// Two of each category per route and identity (the categories are cycled): 28. More with FUZZ_VARIANTS.
const VARIANTS = Number(process.env.FUZZ_VARIANTS ?? 2 * CATEGORIES.length);
const SEED = Number(process.env.FUZZ_SEED ?? 11);
const IN_FLIGHT = 4;
const ROUND = 12;

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
after(() => fs.rmSync(webDist, { recursive: true, force: true }));

// The server's own error lines, printed with the failures: a 5xx says what went wrong inside.
const serverErrors: string[] = [];
const log = pino({ level: 'error' }, { write: (line: string) => void serverErrors.push(line.slice(0, 2000)) });
const app = await startTestApp({ webDist, env: { UPLOAD_MAX_MB: '1' }, log });
const { deps, db } = app;
const uploadTempDir = deps.uploadTempDir!;

const STACK = /\n\s+at\s|\bat (?:async )?[\w$.<>[\] ]+ \((?:file:|node:|\/)|\/[\w./-]+\.(?:ts|js|mjs|cjs):\d+|node:internal|node_modules/;
const SQL =
  /\b(?:insert into|delete from|update) "\w+"|\bselect (?:\*|"\w+"|count\()|\bfrom "\w+"|syntax error at or near|violates [\w-]+ constraint|duplicate key value|invalid input syntax for|value too long for type|out of range for type|invalid byte sequence for encoding|index row size|unsupported Unicode escape|relation "\w+"|column "\w+"/i;

interface Answer {
  status: number;
  text: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
after(() => agent.destroy());
const target = new URL(app.url);

function send(request: FuzzRequest, extraHeaders: Record<string, string>, again = true): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const headers = { ...extraHeaders, ...request.headers, ...(request.body ? { 'content-length': String(request.body.length) } : {}) };
    const req = http.request({ host: target.hostname, port: target.port, method: request.method, path: request.path, headers, agent }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
    // The server may answer (413) before it has read a large body and close; the answer counts.
    req.on('error', (error) => {
      if (answered) return;
      // A kept-alive socket the server closed for idleness just as it was reused: Node's documented
      // race (request.reusedSocket), the client's to retry, not the server's failure.
      if (again && req.reusedSocket && (error as NodeJS.ErrnoException).code === 'ECONNRESET') send(request, extraHeaders, false).then(resolve, reject);
      else reject(error);
    });
    req.end(request.body);
  });
}

/** `items` through `work`, IN_FLIGHT at a time; the results in the items' order. */
async function mapInFlight<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return results;
}

/** The top-level field a 400 names (`selectedImages.0.url` → `selectedImages`), when it names one. */
function fieldNamed(text: string): string | undefined {
  try {
    const field = (JSON.parse(text) as { field?: unknown }).field;
    return typeof field === 'string' && /^[\w]{1,40}(?:\.|$)/.test(field) ? field.split('.')[0] : undefined;
  } catch {
    return undefined;
  }
}

/** Every method and path of the router, plus the paths the app serves after it (uploads, assets, the web app). */
function routesOfTheRouter(): RouteShape[] {
  const router = new Router<AppState, AppContextExtras>();
  for (const register of routeRegistrars) register(router);
  const shapes: RouteShape[] = [];
  for (const layer of router.stack) {
    const methods = layer.methods.filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
    // router.all(): the verbs that matter for a handler reading a body or a query.
    const chosen = methods.length > 4 ? ['GET', 'POST', 'DELETE'] : methods;
    const paramNames = (layer.paramNames as { name: string }[]).map((p) => p.name);
    for (const method of chosen) shapes.push({ method, path: layer.path, paramNames });
  }
  for (const [method, p] of [
    ['GET', '/uploads/products/:file'],
    ['GET', '/assets/:file'],
    ['GET', '/:page'],
    ['POST', '/api/:unknown'],
  ] as const) {
    shapes.push({ method, path: p, paramNames: [p.split(':')[1]] });
  }
  return shapes;
}

async function jpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: '#c8a2c8' } })
    .jpeg()
    .toBuffer();
}

// The AI stays offline and unmetered whatever the fuzz sent to PUT /api/ai-config: a saved API key
// would send later calls to the real OpenAI, which a test machine may not reach (a fair 502).
const OFFLINE_AI = { apiKey: '', organizationId: null, dailyGenerationLimit: 100_000, monthlyBudgetUsd: 1_000_000, autoPause: false, requestTimeoutSeconds: 5 };

/** A product in the catalogue and in the business's list, with an uploaded image: made again when the fuzz deleted it. */
async function seedProduct(adminToken: string, businessToken: string) {
  const auth = (token: string) => ({ token });
  const form = new FormData();
  form.set('name', 'Fuzz serum');
  form.set('description', 'A hyaluronic serum for the fuzz suite.');
  form.set('status', 'active');
  form.set('image', new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), 'p.jpg');
  const product = await app.request('/api/products', { ...auth(adminToken), body: form });
  assert.equal(product.status, 201, JSON.stringify(product.body));
  const productId = Number(product.body.product.id);
  const added = await app.request('/api/v2/account-products', { ...auth(businessToken), body: { productIds: [productId] } });
  assert.equal(added.status, 200, JSON.stringify(added.body));
  const upload = new FormData();
  upload.set('image', new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), 'u.jpg');
  const image = await app.request(`/api/products/${productId}/images`, { ...auth(businessToken), body: upload });
  assert.equal(image.status, 200, JSON.stringify(image.body));
  const post = await app.request('/api/bulk-posts', { ...auth(businessToken), body: { productId, content: 'A draft post about the serum.' } });
  assert.equal(post.status, 200, JSON.stringify(post.body));
  return {
    productId,
    accountProductId: added.body.products.at(-1).id as number,
    imageId: image.body.image.id as number,
    postId: post.body.bulkPost.id as number,
  };
}

/** A business with company information and a product, and an admin. */
async function seed() {
  const adminToken = await app.loginAdmin('fuzz-admin');
  const business = await app.loginBusiness('Fuzz Clinic');
  const company = await app.request('/api/v2/company-info', {
    token: business.token,
    body: { companyName: 'Fuzz Clinic', location: 'Athens', timezone: 'Europe/Athens' },
  });
  assert.equal(company.status, 200, JSON.stringify(company.body));
  const ai = await app.request('/api/ai-config', { method: 'PUT', token: adminToken, body: OFFLINE_AI });
  assert.equal(ai.status, 200, JSON.stringify(ai.body));
  const adminId = (await db('users').where({ username: 'fuzz-admin' }).first('id')).id as number;
  // A teammate (issue 23) for the team's routes to reach: DELETE /api/team/:userId may remove it, restore makes it again.
  const teammate = async () =>
    (
      await db('admin_users')
        .insert({ accountId: business.accountId, email: `editor-${Date.now()}@fuzz.example.com`, password: 'x', role: 'editor' })
        .returning('id')
    )[0].id as number;
  let teammateId = await teammate();
  const goodIds: Record<string, string[]> = {
    version: ['v19.0'],
    file: ['none.jpg'],
    page: ['admin', 'business/login'],
    unknown: ['nothing'],
    userId: [String(teammateId)],
  };
  const setIds = (p: Awaited<ReturnType<typeof seedProduct>>) =>
    Object.assign(goodIds, {
      id: [p.productId, p.accountProductId, business.accountId, business.adminUserId, p.postId, adminId].map(String),
      originalProductId: [String(p.productId)],
      imageId: [String(p.imageId)],
    });
  let current = await seedProduct(adminToken, business.token);
  setIds(current);
  /** After a route: the rows a DELETE may have removed are made again, and the AI is offline again. */
  const restore = async (tokens: { admin: string; business: string }) => {
    const gone =
      !(await db('products').where({ id: current.productId }).first('id')) || !(await db('bulk_generated_posts').where({ id: current.postId }).first('id'));
    if (gone) {
      current = await seedProduct(tokens.admin, tokens.business);
      setIds(current);
    }
    if (!(await db('admin_users').where({ id: teammateId }).first('id'))) {
      teammateId = await teammate();
      goodIds.userId = [String(teammateId)];
    }
    const ai = await app.request('/api/ai-config', { method: 'PUT', token: tokens.admin, body: OFFLINE_AI });
    assert.equal(ai.status, 200, JSON.stringify(ai.body));
  };
  return { adminToken, business, adminId, goodIds, restore };
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory())
    .map((e) => path.join(e.parentPath, e.name));
}

describe('fuzz: malformed requests on every route', () => {
  it('never answers 5xx, never shows a stack trace or SQL, never leaves a temp file', { timeout: 15 * 60_000 }, async () => {
    const started = Date.now();
    await beat(db, systemClock, 'fuzz-worker');
    const heart = setInterval(() => void beat(db, systemClock, 'fuzz-worker').catch(() => undefined), 30_000);
    after(() => clearInterval(heart));
    const s = await seed();
    const fx: FuzzContext = { goodIds: s.goodIds, jpeg: await jpeg(), uploadMaxBytes: deps.config.uploadMaxBytes };
    const tokens = { business: s.business.token, admin: s.adminToken };
    const owners = { business: { adminUserId: s.business.adminUserId }, admin: { userId: s.adminId } };
    const freshToken = async (who: 'business' | 'admin') => (await createSession(deps, owners[who])).token;

    const routes = routesOfTheRouter();
    const failures: { route: string; who: string; request: FuzzRequest; problem: string }[] = [];
    const byCategory = new Map<Category, number>(CATEGORIES.map((c) => [c, 0]));
    let sent = 0;

    const timeByRoute: [string, number][] = [];
    for (const route of routes) {
      const label = `${route.method} ${String(route.path)}`;
      const routeStarted = Date.now();
      for (const who of ['nobody', 'business', 'admin'] as const) {
        // A route may end the session it was called with (logout) or change its user: keep a working one.
        if (who !== 'nobody' && !(await resolveSession(deps, { token: tokens[who] }))) tokens[who] = await freshToken(who);
        const rng = seeded(SEED ^ hashOf(`${label} ${who}`));
        // Rounds: each is built from what the earlier ones' answers named as fields, so the run stays deterministic.
        const known = new Set<string>();
        const identity = async (viewing: boolean): Promise<Record<string, string>> => {
          if (who === 'nobody') return {};
          const token = /logout/.test(String(route.path)) ? await freshToken(who) : tokens[who];
          const headers: Record<string, string> = { authorization: `Bearer ${token}` };
          // An admin acts on a business account when it names one: half the time it does.
          if (who === 'admin' && viewing) headers['x-account-id'] = String(s.business.accountId);
          return headers;
        };
        for (let round = 0; round * ROUND < VARIANTS; round++) {
          const learned = [...known].sort();
          const requests = Array.from({ length: Math.min(ROUND, VARIANTS - round * ROUND) }, (_, i) => ({
            request: buildRequest(route, CATEGORIES[(round * ROUND + i + hashOf(label)) % CATEGORIES.length], rng, fx, learned),
            viewing: rng.chance(0.5),
          }));
          const named = await mapInFlight(requests, async ({ request, viewing }) => {
            const headers = await identity(viewing);
            sent++;
            let problem: string | undefined;
            let field: string | undefined;
            try {
              const answer = await send(request, headers);
              if (answer.status >= 500) problem = `status ${answer.status}: ${answer.text.slice(0, 200)}`;
              else if (STACK.test(answer.text)) problem = `stack trace in the answer: ${answer.text.slice(0, 300)}`;
              else if (SQL.test(answer.text)) problem = `SQL text in the answer: ${answer.text.slice(0, 300)}`;
              field = fieldNamed(answer.text);
            } catch (error) {
              problem = `no answer: ${(error as Error).message}`;
            }
            if (problem) {
              failures.push({ route: label, who, request, problem });
              byCategory.set(request.category, byCategory.get(request.category)! + 1);
            }
            return field;
          });
          for (const field of named) if (field) known.add(field);
        }
      }
      for (const who of ['business', 'admin'] as const) {
        if (!(await resolveSession(deps, { token: tokens[who] }))) tokens[who] = await freshToken(who);
      }
      await s.restore(tokens);
      timeByRoute.push([label, Date.now() - routeStarted]);
    }

    // formidable removes a destroyed file a moment after the error: give it that moment.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const leftovers = filesUnder(uploadTempDir);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz: ${sent} requests over ${routes.length} route methods x 3 identities in ${seconds} s; ${failures.length} failures; ${leftovers.length} temp files left`,
    );
    const slowest = timeByRoute.sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.log(`fuzz: slowest routes ${slowest.map(([r, ms]) => `${r} ${(ms / 1000).toFixed(1)} s`).join('; ')}`);
    if (failures.length) {
      console.log(
        `fuzz failures by category: ${[...byCategory]
          .filter(([, n]) => n)
          .map(([c, n]) => `${c} ${n}`)
          .join(', ')}`,
      );
      const byKind = new Map<string, number>();
      for (const f of failures) {
        const kind = /^status \d+/.exec(f.problem)?.[0] ?? f.problem.split(':')[0];
        byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
      }
      console.log(`fuzz failures by kind: ${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ')}`);
      const byRoute = new Map<string, number>();
      for (const f of failures) byRoute.set(f.route, (byRoute.get(f.route) ?? 0) + 1);
      console.log(`fuzz failures by route: ${[...byRoute].map(([r, n]) => `${r} ${n}`).join('; ')}`);
      const seen = new Set<string>();
      for (const f of failures) {
        const key = `${f.route} ${f.request.category} ${f.problem.slice(0, 60)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        console.log(`  ${f.who} ${f.request.method} ${f.request.path.slice(0, 160)} [${f.request.note}] → ${f.problem.slice(0, 240)}`);
      }
    }
    assert.deepEqual(leftovers, [], 'temporary upload files were left behind');
    if (failures.length && serverErrors.length) console.log(`fuzz: the server's error lines:\n${serverErrors.slice(0, 10).join('\n')}`);
    assert.equal(failures.length, 0, `${failures.length} of ${sent} malformed requests got a 5xx, a stack trace, SQL text or no answer`);
  });
});
