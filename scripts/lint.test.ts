/**
 * `npm run lint` catches what it promises: a small tree shaped like ours, with one import of each
 * kind the module rules forbid and each kind they allow, is cruised with the real configuration;
 * and the table check reads knex calls and SQL text the way the product writes them.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findForeignTableUses, tablesWithoutOwner } from './lint-tables.js';

const root = path.resolve(new URL('..', import.meta.url).pathname);

const FIXTURE: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', strict: true, noEmit: true },
    include: ['src', 'e2e', 'scripts'],
  }),
  'src/modules/accounts/index.ts': "export const a = 1;\nexport type Actor = { kind: 'admin' };\n",
  'src/modules/accounts/users.ts': 'export const u = 1;\n',
  'src/modules/accounts/schema.ts': 'export const S = 1;\n',
  // allowed: a module's own tests and testing helpers use its inner files
  'src/modules/accounts/testing.ts': "import { u } from './users.js';\nexport const t = u;\n",
  'src/modules/accounts/users.test.ts': "import { u } from './users.js';\nexport const x = u;\n",
  // ai imports no module
  'src/modules/ai/index.ts': "import { a } from '../accounts/index.js';\nexport const i = a;\n",
  'src/modules/ai/inner.ts': 'export const n = 1;\n',
  // ai's compliance part has a door of its own: its inside is reached only from inside it
  'src/modules/ai/compliance/index.ts': "import { g } from './guard.js';\nexport const door = g;\n",
  'src/modules/ai/compliance/guard.ts': 'export const g = 1;\n',
  'src/modules/ai/compliance/guard.test.ts': "import { g } from './guard.js';\nimport { set } from './sets.js';\nexport const x = g + set;\n",
  // the product reads the frozen model; only tests and scripts read the labelled sets or train
  'src/modules/ai/compliance/sets.ts': 'export const set = 1;\n',
  'src/modules/ai/compliance/scorer.ts': "import { set } from './sets.js';\nexport const s = set;\n",
  'src/modules/ai/uses-door.ts': "import { door } from './compliance/index.js';\nexport const d = door;\n",
  'src/modules/ai/reaches-in.ts': "import { g } from './compliance/guard.js';\nexport const r = g;\n",
  'src/modules/ai/reaches-in.test.ts': "import { g } from './compliance/guard.js';\nexport const r = g;\n",
  'src/modules/catalog/b.ts': "import { door } from '../ai/compliance/index.js';\nexport const b = door;\n",
  'scripts/train-x.ts': "import { g } from '../src/modules/ai/compliance/guard.js';\nexport const t = g;\n",
  // catalog may import ai, but only through its door
  'src/modules/catalog/a.ts': "import { n } from '../ai/inner.js';\nexport const c = n;\n",
  'src/modules/publishing/index.ts': 'export const p = 1;\n',
  'src/modules/publishing/inner.ts': 'export const q = 1;\n',
  'src/modules/publishing/testing/flow.ts': "import { q } from '../inner.js';\nexport const flow = q;\n",
  // allowed: a schema file shares another module's schema file; not so its index
  'src/modules/publishing/schema.ts': "import { S } from '../accounts/schema.js';\nexport const P = S;\n",
  'src/modules/publishing/other-schema.ts': "import { a } from '../accounts/index.js';\nexport const O = a;\n",
  // allowed: tests use another module's testing helpers; not its inner files
  'src/modules/campaigns/c.test.ts': "import { flow } from '../publishing/testing/flow.js';\nexport const x = flow;\n",
  'src/modules/campaigns/d.test.ts': "import { q } from '../publishing/inner.js';\nexport const x = q;\n",
  'src/modules/campaigns/e.ts': "import { flow } from '../publishing/testing/flow.js';\nexport const x = flow;\n",
  'src/modules/campaigns/f.ts': "import { h } from '../../http/x.js';\nexport const y = h;\n",
  'src/modules/stories/story-limits.ts': "import { s } from './x.js';\nexport const L = s;\n",
  'src/modules/stories/x.ts': 'export const s = 1;\n',
  'src/http/x.ts': 'export const h = 1;\n',
  'src/http/routes/r.ts': "import { u } from '../../modules/accounts/users.js';\nexport const r = u;\n",
  'src/http/routes/r2.ts': "import { a } from '../../modules/accounts/index.js';\nexport const r = a;\n",
  'src/http/routes/r.test.ts': "import { flow } from '../../modules/publishing/testing/flow.js';\nexport const r = flow;\n",
  'src/http/routes/r3.test.ts': "import { u } from '../../modules/accounts/users.js';\nexport const r = u;\n",
  'src/lib/l.ts': "import { a } from '../modules/accounts/index.js';\nexport const l = a;\n",
  // allowed: schema and limits files, and types (both spellings of a type-only import) from an index
  'src/web/w1.tsx':
    "import { S } from '../modules/accounts/schema.js';\nimport type { Actor } from '../modules/accounts/index.js';\nimport { L } from '../modules/stories/story-limits.js';\nexport const w = (x: Actor) => [S, L, x];\n",
  'src/web/w5.ts': "import { type Actor } from '../modules/accounts/index.js';\nexport const w = (x: Actor) => x;\n",
  'src/web/w2.ts': "import { a } from '../modules/accounts/index.js';\nexport const w = a;\n",
  'src/web/w3.ts': "import { u } from '../modules/accounts/users.js';\nimport { l } from '../lib/l.js';\nexport const w = u + l;\n",
  // allowed: a benchmark times an inner function; an e2e test may not reach in
  'scripts/bench-x.ts': "import { u } from '../src/modules/accounts/users.js';\nexport const b = u;\n",
  'e2e/j.test.ts': "import { u } from '../src/modules/accounts/users.js';\nexport const j = u;\n",
};

describe('npm run lint: module rules (dependency-cruiser)', () => {
  test('each forbidden kind of import is reported, and nothing else', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lint-rules-'));
    try {
      for (const [file, text] of Object.entries(FIXTURE)) {
        await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await fs.writeFile(path.join(dir, file), text);
      }
      const out = await new Promise<string>((resolve) =>
        execFile(
          process.execPath,
          [
            path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
            'src',
            'e2e',
            'scripts',
            '--config',
            path.join(root, '.dependency-cruiser.cjs'),
            '--output-type',
            'json',
          ],
          { cwd: dir, maxBuffer: 1 << 24 },
          (_error, stdout) => resolve(stdout),
        ),
      );
      const violations = (JSON.parse(out) as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } }).summary.violations
        .map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)
        .sort();
      assert.deepEqual(
        violations,
        [
          'direction-ai: src/modules/ai/index.ts → src/modules/accounts/index.ts',
          'ai-compliance-door: src/modules/ai/reaches-in.test.ts → src/modules/ai/compliance/guard.ts',
          'ai-compliance-door: src/modules/ai/reaches-in.ts → src/modules/ai/compliance/guard.ts',
          'ai-compliance-frozen-model: src/modules/ai/compliance/scorer.ts → src/modules/ai/compliance/sets.ts',
          'module-door-between-modules: src/modules/catalog/b.ts → src/modules/ai/compliance/index.ts',
          'lib-knows-no-domain: src/lib/l.ts → src/modules/accounts/index.ts',
          'limits-files-import-nothing: src/modules/stories/story-limits.ts → src/modules/stories/x.ts',
          'module-door-between-modules: src/modules/campaigns/e.ts → src/modules/publishing/testing/flow.ts',
          'module-door-between-modules: src/modules/catalog/a.ts → src/modules/ai/inner.ts',
          'module-door-for-module-tests: src/modules/campaigns/d.test.ts → src/modules/publishing/inner.ts',
          'module-door-for-tests: e2e/j.test.ts → src/modules/accounts/users.ts',
          'module-door-for-tests: src/http/routes/r3.test.ts → src/modules/accounts/users.ts',
          'module-door: src/http/routes/r.ts → src/modules/accounts/users.ts',
          'modules-import-no-shell: src/modules/campaigns/f.ts → src/http/x.ts',
          'no-testing-in-product-code: src/modules/campaigns/e.ts → src/modules/publishing/testing/flow.ts',
          'web-imports-only-schemas: src/web/w3.ts → src/lib/l.ts',
          'web-imports-only-schemas: src/web/w3.ts → src/modules/accounts/users.ts',
          'web-imports-only-types-from-index: src/web/w2.ts → src/modules/accounts/index.ts',
          'web-shared-files-stay-plain: src/modules/publishing/other-schema.ts → src/modules/accounts/index.ts',
        ].sort(),
      );
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('npm run lint: tables are queried only by their owner', () => {
  const uses = (file: string, text: string) => findForeignTableUses(file, text).map((u) => `${u.line}:${u.table}`);

  test("knex calls and SQL text naming another owner's table are found, in either case style", () => {
    const text = [
      "const a = await db('accounts').where({ id }).first('id');",
      "const b = await db('companyInfo').first('timezone');",
      "const c = await db('products as p').join('users as u', 'u.id', 'p.user_id');",
      'const d = await db.raw(`select exists(select 1 from bulk_generated_posts where product_image = ?) as used`, [x]);',
      "const e = await trx('selected_pages').delete();",
    ].join('\n');
    assert.deepEqual(uses('src/http/middleware.ts', text), [
      '1:accounts',
      '2:company_info',
      '3:products',
      '3:users',
      '4:bulk_generated_posts',
      '5:selected_pages',
    ]);
    // The owner itself, and words that only look like table names, pass.
    assert.deepEqual(uses('src/modules/accounts/users.ts', "await db('accounts').first(); await db('users').first();"), []);
    assert.deepEqual(
      uses('src/modules/publishing/graph.ts', "if (edge === 'accounts') x(); // reads from users\nconst label = 'Formats we accept from users';"),
      [],
    );
  });

  test('every table a migration creates has an owner', () => {
    assert.deepEqual(tablesWithoutOwner(root), []);
  });
});
