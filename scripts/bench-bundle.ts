/**
 * `npm run bench:bundle`: builds the web app in production mode (as `npm start` and the browser
 * tests do) and prints, for each route, the gzipped bytes of JavaScript and CSS a first visit
 * downloads before the page can render:
 *   - the entry (index.html's script) and, through Vite's build manifest, every chunk it imports
 *     statically, with their CSS;
 *   - the route's page chunk (App.tsx's lazy import for the path) and, for the admin dashboard,
 *     the section's chunk, with everything they import statically;
 *   - for every page but the sign-in pages, shared/screen-providers.tsx (App.tsx's `screen`) and
 *     its CSS, the rest of Radix's component rules;
 *   - the English strings of the i18next namespaces the page's source files use (common always).
 * Dynamic imports a page makes later (a dialog, another section) are not counted. Each file is
 * counted once per route, gzipped at level 9 (what a static gzip step or a CDN would serve).
 * The goal (issue 11): at most 170 KB for /business/login and /admin, marked on their lines.
 *
 * BENCH_WEB_DIST=<dir> builds there (default: a temporary directory, removed afterwards).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWeb } from '../src/runtime/boot.js';
import { routeWeights, type BenchRoute } from './web-graph.js';

const GOAL_BYTES = 170 * 1024;

/** The routes measured; `sections` are the lazily loaded parts the page shows at that path. */
const ROUTES: BenchRoute[] = [
  { path: '/business/login', goal: true },
  { path: '/admin', goal: true },
  { path: '/business/setup' },
  { path: '/business/products' },
  { path: '/business/platforms' },
  { path: '/portal/campaigns' },
  { path: '/business/instagram-story' },
  { path: '/schedule-period' },
  { path: '/admin/dashboard/products', sections: ['admin/scenes/Products.tsx'] },
  { path: '/admin/dashboard/accounts', sections: ['admin/scenes/Accounts.tsx'] },
  { path: '/admin/dashboard/llm-config', sections: ['admin/scenes/LlmConfig.tsx'] },
  { path: '/admin/dashboard/outbox', sections: ['admin/scenes/Outbox.tsx'] },
  { path: '/admin/image-test' },
  { path: '/simulator' },
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;

async function main() {
  const outDir = process.env.BENCH_WEB_DIST ? path.resolve(process.env.BENCH_WEB_DIST) : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bundle-'));
  try {
    const started = Date.now();
    await buildWeb({ outDir, manifest: true });
    console.log(`production build in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const { rows, entryBytes, allBytes, files } = routeWeights(outDir, ROUTES);
    console.log(
      `\n${'route'.padEnd(30)} ${'JS'.padStart(9)} ${'CSS'.padStart(9)} ${'strings'.padStart(9)} ${'total'.padStart(9)}   (gzipped; goal ≤ ${kb(GOAL_BYTES).trim()} for the sign-in pages)`,
    );
    for (const row of rows) {
      const mark = row.goal ? (row.total <= GOAL_BYTES ? '  ✓ goal' : '  ✗ over the goal') : '';
      console.log(`${row.path.padEnd(30)} ${kb(row.js)} ${kb(row.css)} ${kb(row.strings)} ${kb(row.total)}${mark}   [${row.namespaces.join(', ')}]`);
    }
    console.log(`\nentry alone ${kb(entryBytes).trim()}; the whole app ${kb(allBytes).trim()} in ${files} files`);
  } finally {
    if (!process.env.BENCH_WEB_DIST) fs.rmSync(outDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
