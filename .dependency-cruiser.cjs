/**
 * The module rules of shared/DESIGN.md, checked by `npm run lint` (dependency-cruiser).
 *
 * Words used below:
 * - a module is `src/modules/<name>/`; its door is `index.ts`.
 * - test code is a `*.test.ts(x)` file, a module's testing helpers (`testing.ts` or `testing/`),
 *   the shared test helpers (`src/lib/testing/`, `src/http/testing.ts` or `src/http/testing/`), `e2e/`
 *   and `scripts/`.
 * - a web-shared file is a module's valibot schema file (`schema.ts`, `*-schema.ts`), a plain
 *   constants file (`*-limits.ts`, which imports nothing) or its table of user-facing messages
 *   (`messages.ts`, which imports nothing): the only module files the browser bundle may contain.
 *
 * Decisions where the design was silent:
 * - Test code anywhere may use any module's testing helpers (they are the test-only door: a
 *   campaigns test needs publishing's browser flow to connect Facebook like a user would). Inside
 *   a module, its tests and testing helpers may use the module's inner files. Outside it, test
 *   code enters through `index.ts` or `testing`, like everything else.
 * - Benchmarks (`scripts/bench-*.ts`) may import a module's inner files: a benchmark times one inner
 *   function in isolation (the compliance scan, the offline writer, the story encoder), and
 *   nothing in scripts/ ships. So may a training script (`scripts/train-*.ts`), which builds a
 *   module's data file from its inner functions (the compliance scorer's model).
 * - A part of a module may have a door of its own (`src/modules/ai/compliance/index.ts`): outside
 *   the part, the module's code and tests enter it through that door, as others enter the module.
 * - A module's own tests may start the shells (the worker, the HTTP app) to test a behaviour end to
 *   end; the module's product code never imports a shell.
 * - The web may `import type` from a module's `index.ts`: types are erased at build time (the
 *   `import type` form guarantees it), so the bundle stays free of server code while the screens
 *   share the server's answer types instead of re-declaring them.
 * - A web-shared file may import another module's web-shared file (following the dependency
 *   directions): that keeps one definition of, say, the language picklist without routing the
 *   browser through a module's index.
 */
const TEST_CODE = [
  '\\.test\\.tsx?$',
  '^src/modules/[^/]+/testing(\\.ts$|/)',
  '^src/lib/testing/',
  '^src/http/testing(\\.ts$|/)',
  '^e2e/',
  '^scripts/',
];
const WEB_SHARED = ['^src/modules/.*[/-]schema\\.ts$', '^src/modules/.*-limits\\.ts$', '^src/modules/[^/]+/(team-)?messages\\.ts$', '^src/lib/(core-)?messages\\.ts$'];
/** The message catalogue's own file (lib/messages.ts): the only thing a messages table imports. */
const CATALOGUE = '^src/lib/messages\\.ts$';
const MODULE_TESTING = '^src/modules/[^/]+/testing(\\.ts$|/)';

/** Modules each module may import (DESIGN.md, "Dependencies point one way"). */
const MAY_IMPORT = {
  accounts: [],
  ai: [],
  catalog: ['ai'],
  publishing: ['accounts'],
  campaigns: ['accounts', 'catalog', 'ai', 'publishing'],
  stories: ['accounts', 'publishing'],
  media: ['accounts', 'catalog', 'campaigns', 'stories'],
};

const directionRules = Object.entries(MAY_IMPORT).map(([name, allowed]) => ({
  name: `direction-${name}`,
  severity: 'error',
  comment: `${name} may import ${allowed.length ? allowed.join(', ') : 'no other module'} (DESIGN.md).`,
  from: { path: `^src/modules/${name}/` },
  to: { path: '^src/modules/', pathNot: `^src/modules/(${[name, ...allowed].join('|')})/` },
}));

module.exports = {
  forbidden: [
    ...directionRules,
    {
      name: 'module-door',
      severity: 'error',
      comment: "Outside a module, product code enters it only through its index.ts. Import what you need from '<module>/index.js' (export it there if it is part of the module's promise).",
      from: { path: '^src/', pathNot: [...TEST_CODE, '^src/web/', '^src/modules/'] },
      to: { path: '^src/modules/', pathNot: '^src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'module-door-between-modules',
      severity: 'error',
      comment: "A module enters another module only through its index.ts (export it there if it is part of that module's promise).",
      from: { path: '^src/modules/([^/]+)/', pathNot: [...TEST_CODE, ...WEB_SHARED] },
      to: { path: '^src/modules/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'module-door-for-tests',
      severity: 'error',
      comment: "Test code outside a module enters it through index.ts or its testing helpers (testing.ts, testing/); export a helper from the module's testing files if a test needs more.",
      from: { path: TEST_CODE, pathNot: ['^scripts/(bench|train|measure)-[^/]+\\.ts$', '^src/modules/'] },
      to: { path: '^src/modules/([^/]+)/', pathNot: ['^src/modules/[^/]+/index\\.ts$', MODULE_TESTING] },
    },
    {
      // Inside a module the door rule does not apply, but test code of another module must not
      // reach in: the group in `from` is compared with `to` here.
      name: 'module-door-for-module-tests',
      severity: 'error',
      comment: "A module's tests enter another module through its index.ts or its testing helpers.",
      from: { path: '^src/modules/([^/]+)/(.+\\.test\\.tsx?$|testing(\\.ts$|/))' },
      to: { path: '^src/modules/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$', MODULE_TESTING, ...WEB_SHARED] },
    },
    {
      // A part with a door of its own inside a module (ai/compliance/): the rest of ai, the
      // module's tests outside it and the scripts reach it through its index.ts, as other modules
      // reach ai through ai's. Benchmarks may time its inner functions and the training script
      // (scripts/train-*.ts) builds its data, like the benchmarks' exception above.
      name: 'ai-compliance-door',
      severity: 'error',
      comment: "Outside src/modules/ai/compliance/, code enters the compliance guard only through compliance/index.ts (export it there if the rest of ai needs it).",
      from: { path: '^(src|e2e|scripts)/', pathNot: ['^src/modules/ai/compliance/', '^scripts/(bench|train|measure)-[^/]+\\.ts$'] },
      to: { path: '^src/modules/ai/compliance/', pathNot: '^src/modules/ai/compliance/index\\.ts$' },
    },
    {
      name: 'ai-compliance-frozen-model',
      severity: 'error',
      comment: 'The product reads the frozen model (compliance/model.ts, data/model.json) and never trains: only tests, scripts and the measuring code read the labelled sets (sets.ts) or train (train.ts).',
      from: { path: '^src/', pathNot: [...TEST_CODE, '^src/modules/ai/compliance/(measure|sets|train)\\.ts$'] },
      to: { path: '^src/modules/ai/compliance/(sets|train)\\.ts$' },
    },
    {
      name: 'no-testing-in-product-code',
      severity: 'error',
      comment: 'Testing helpers are for tests: product code never imports them.',
      from: { path: '^src/', pathNot: TEST_CODE },
      to: { path: [...TEST_CODE.filter((p) => p.startsWith('^src/')), '\\.test\\.tsx?$'] },
    },
    {
      name: 'web-imports-only-schemas',
      severity: 'error',
      comment: "The browser app may import only a module's schema files (*schema.ts) and constants files (*-limits.ts), and types (import type) from a module's index.ts; never lib, a shell or a module's inner files.",
      from: { path: '^src/web/' },
      to: { path: '^(src|migrations|scripts)/', pathNot: ['^src/web/', ...WEB_SHARED, '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'web-imports-only-types-from-index',
      severity: 'error',
      comment: "The browser app takes only types from a module's index.ts: use `import type { ... }` (a value import would pull server code into the bundle).",
      from: { path: '^src/web/' },
      to: { path: '^src/modules/[^/]+/index\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-shared-files-stay-plain',
      severity: 'error',
      comment: 'A schema file imports only valibot and other schema or constants files (the browser bundles it); a *-limits.ts file imports nothing.',
      from: { path: WEB_SHARED[0] },
      to: { pathNot: [...WEB_SHARED, '^node_modules/valibot/'] },
    },
    {
      name: 'messages-files-import-nothing',
      severity: 'error',
      comment: "A messages table (a module's messages.ts, lib/core-messages.ts) holds English texts by key and imports only the catalogue (lib/messages.ts, which imports nothing), so the server and the browser share it.",
      from: { path: [WEB_SHARED[2], '^src/lib/(core-)?messages\\.ts$'] },
      to: { pathNot: CATALOGUE },
    },
    {
      name: 'limits-files-import-nothing',
      severity: 'error',
      comment: 'A *-limits.ts file holds plain constants and imports nothing, so the browser can share it.',
      from: { path: WEB_SHARED[1] },
      to: {},
    },
    {
      name: 'lib-knows-no-domain',
      severity: 'error',
      comment: 'src/lib is infrastructure: it imports no module, no shell, no runtime and nothing from the web app.',
      from: { path: '^src/lib/' },
      to: { path: '^src/(modules|http|worker|cli|runtime|web)/|^src/main\\.ts$' },
    },
    {
      name: 'modules-import-no-shell',
      severity: 'error',
      comment: 'A module knows nothing about Koa routes, worker tasks, CLI commands or the runtime; the shells call the module.',
      from: { path: '^src/modules/', pathNot: TEST_CODE },
      to: { path: '^src/(http|worker|cli|runtime|web)/|^src/main\\.ts$' },
    },
    {
      name: 'no-module-cycles',
      severity: 'error',
      comment: 'Modules must not depend on each other in a circle.',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/', pathNot: '^src/modules/$1/', circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'This import does not resolve to a file or package.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
};
