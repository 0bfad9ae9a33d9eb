/**
 * `npm run bench:products`: seeds 10,000 products (with example posts) into a fresh database and
 * times GET /api/products through the real Koa app (HTTP, auth, validation, SQL, JSON) for the
 * admin screen's pages, searches and six sort orders. Prints the median and 95th percentile per
 * scenario and over all requests (aim: p95 under 50 ms).
 *
 * Uses DATABASE_URL's server when BENCH_DATABASE_URL is given, else an embedded PostgreSQL in a
 * temporary directory (like the test runner).
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createApp, requestListener } from '../src/http/app.js';
import { loadConfig } from '../src/lib/config.js';
import { localDeps } from '../src/lib/deps.js';
import { createDb, migrateLatest } from '../src/lib/db.js';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../src/lib/embedded-pg.js';
import { createPlatformAdmin, createSession } from '../src/modules/accounts/index.js';

const PRODUCTS = 10_000;
const ROUNDS = 30;

const words = [
  'Hyaluronic',
  'Vitamin C',
  'Retinol',
  'Peptide',
  'Collagen',
  'Glycolic',
  'Niacinamide',
  'Ceramide',
  'Laser',
  'Peel',
  'Booster',
  'Filler',
  'Serum',
  'Mask',
  'Cream',
  'Toner',
  'Lift',
  'Glow',
  'Hydra',
  'Derma',
];
const phrases = [
  'restores volume',
  'improves skin texture',
  'hydrates deeply',
  'brightens the complexion',
  'softens fine lines',
  'calms redness',
  'tightens the jawline',
  'refines pores',
];

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

async function main() {
  let cluster: EmbeddedCluster | undefined;
  let tmp: string | undefined;
  let serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-products-pg-'));
    await fs.chmod(tmp, 0o777);
    cluster = await startEmbeddedPostgres({ dir: path.join(tmp, 'pg'), password: 'bench', fast: true });
    serverUrl = cluster.url('postgres');
  }
  const dbName = `bench_products_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const db = createDb(url.toString());
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-products-data-'));
  let server: http.Server | undefined;
  try {
    await migrateLatest(db);
    const started = performance.now();
    const categories = await db('productCategories')
      .insert(['Dermal Fillers', 'Skin Boosters', 'Lasers & Light', 'Chemical Peels', 'Skincare'].map((name) => ({ name })))
      .returning('id');
    const statuses = ['active', 'active', 'active', 'draft', 'archived'];
    for (let offset = 0; offset < PRODUCTS; offset += 1000) {
      const rows = Array.from({ length: 1000 }, (_, k) => {
        const i = offset + k;
        return {
          name: `${words[i % 20]} ${words[(i * 7 + 3) % 20]} ${i + 1}`,
          description: `A ${words[(i * 3) % 20].toLowerCase()} treatment that ${phrases[i % phrases.length]} and ${phrases[(i * 5 + 1) % phrases.length]}.`,
          status: statuses[i % statuses.length],
          categoryId: categories[i % categories.length].id,
          imagePath: `/uploads/products/bench-${i}.jpg`,
        };
      });
      const ids: { id: number }[] = await db('products').insert(rows).returning('id');
      const posts = ids.flatMap(({ id }, k) =>
        Array.from({ length: (offset + k) % 4 }, (_, n) => ({ productId: id, content: `Example post ${n + 1} for product ${id}.` })),
      );
      if (posts.length) await db('examplePosts').insert(posts);
    }
    await db.raw('analyze');
    console.log(`seeded ${PRODUCTS} products in ${Math.round(performance.now() - started)} ms`);

    const config = {
      ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      sessionSecret: 'bench-session-secret-that-is-long-enough-123456',
    };
    const deps = localDeps(db, config);
    const app = createApp(deps, { webDist: dataDir });
    server = http.createServer(requestListener(app));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const user = await createPlatformAdmin(deps, { username: 'bench', password: 'bench-password' });
    const { token } = await createSession(deps, { userId: user.id });

    const scenarios: [string, string][] = [
      ['first page, newest', 'sort=newest&page=1&pageSize=5'],
      ['page 500, newest', 'sort=newest&page=500&pageSize=20'],
      ['oldest', 'sort=oldest&page=3&pageSize=10'],
      ['a-z', 'sort=a-z&page=1&pageSize=20'],
      ['z-a, deep page', 'sort=z-a&page=400&pageSize=15'],
      ['posts', 'sort=posts&page=1&pageSize=20'],
      ['status', 'sort=status&page=2&pageSize=20'],
      ['search common word', 'q=serum&sort=newest&page=1&pageSize=5'],
      ['search description', 'q=REDNESS&sort=a-z&page=2&pageSize=10'],
      ['search rare, posts', 'q=collagen%20peel%2012&sort=posts&page=1&pageSize=5'],
      ['search no match', 'q=zzzz-nothing&page=1&pageSize=5'],
    ];
    const get = async (query: string) => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/products?${query}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { products: unknown[]; total: number };
      const elapsed = performance.now() - t0;
      if (res.status !== 200) throw new Error(`GET ${query}: ${res.status} ${JSON.stringify(body)}`);
      return { elapsed, body };
    };
    for (const [, query] of scenarios) for (let i = 0; i < 3; i++) await get(query); // warm-up
    const all: number[] = [];
    console.log(`\nGET /api/products over ${PRODUCTS} products, ${ROUNDS} requests per scenario:`);
    console.log(`${'scenario'.padEnd(24)} ${'total'.padStart(6)}  ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'max'.padStart(9)}`);
    for (const [label, query] of scenarios) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < ROUNDS; i++) {
        const { elapsed, body } = await get(query);
        times.push(elapsed);
        total = body.total;
      }
      all.push(...times);
      const s = stats(times);
      console.log(
        `${label.padEnd(24)} ${String(total).padStart(6)}  ${s.p50.toFixed(2).padStart(6)} ms ${s.p95.toFixed(2).padStart(6)} ms ${s.max.toFixed(2).padStart(6)} ms`,
      );
    }
    const s = stats(all);
    console.log(`\nall ${all.length} requests: p50 ${s.p50.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms (aim: p95 < 50 ms) ${s.p95 < 50 ? 'OK' : 'OVER'}`);
    const whole = await get('');
    console.log(`whole list without parameters: ${whole.body.products.length} products in ${whole.elapsed.toFixed(1)} ms`);
  } finally {
    if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
    await db.destroy();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    await cluster?.stop();
    if (tmp) await fs.rm(tmp, { recursive: true, force: true });
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
