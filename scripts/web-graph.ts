/**
 * What the web app's routes load, read from its sources: the pages App.tsx declares (each a lazy
 * import, with the i18next namespaces loaded beside it), the paths that lead to them, the source
 * files a module pulls in, and the namespaces those files use. Shared by `npm run bench:bundle`
 * (which namespaces' strings a route downloads) and a unit test (every page declares what it uses,
 * so no screen ever shows a raw key).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const WEB_ROOT = path.resolve(import.meta.dirname, '../src/web');
export const NAMESPACES = [
  'common',
  'admin',
  'portal',
  'signin',
  'compliance',
  'campaigns',
  'calendar',
  'outbox',
  'story',
  'audit',
  'team',
  'media',
  'analytics',
  'errors',
] as const;
/** The English of the `errors` namespace: the message catalogue itself, loaded like a namespace's JSON (src/web/shared/i18n.ts). */
export const ENGLISH_MESSAGES = 'shared/english-messages.ts';

export interface AppPage {
  /** The component's name in App.tsx. */
  name: string;
  /** The page module, relative to src/web (`portal/scenes/BusinessLogin.tsx`). */
  module: string;
  /** The namespaces App.tsx loads with the page. */
  namespaces: string[];
  /** Declared with `screen` (shared/screen.ts): the providers of the screens after sign-in load with it. */
  screen: boolean;
}

/** What `screen` loads beside every page it declares (relative to src/web). */
export const SCREEN_PROVIDERS = 'shared/screen-providers.tsx';

/** The lazily loaded pages of App.tsx: `const Name = page(() => import('./x'), 'ns', ...)`. */
export function appPages(appFile = path.join(WEB_ROOT, 'App.tsx')): AppPage[] {
  const source = fs.readFileSync(appFile, 'utf8');
  const pages: AppPage[] = [];
  for (const match of source.matchAll(/^const (\w+) = (\w+)\(\s*\(\) =>\s*import\('([^']+)'\)(.*)$/gm)) {
    const [, name, helper, specifier, rest] = match;
    const file = resolveModule(path.dirname(appFile), specifier);
    if (!file) throw new Error(`App.tsx: cannot resolve ${specifier}`);
    const namespaces = [...rest.matchAll(/'(\w+)'/g)].map((m) => m[1]).filter((n) => (NAMESPACES as readonly string[]).includes(n));
    pages.push({ name, module: path.relative(WEB_ROOT, file).split(path.sep).join('/'), namespaces, screen: helper === 'screen' });
  }
  const imports = source.match(/import\('/g)?.length ?? 0;
  if (imports !== pages.length)
    throw new Error(
      `App.tsx has ${imports} lazy imports but ${pages.length} read as pages: declare each as one line \`const X = page(() => import('./...'), 'namespace', ...);\``,
    );
  return pages;
}

/** App.tsx's routes in order: the path and the component it renders. */
export function appRoutes(appFile = path.join(WEB_ROOT, 'App.tsx')): { path: string; component: string }[] {
  const source = fs.readFileSync(appFile, 'utf8');
  return [...source.matchAll(/<Route path="([^"]+)" component=\{(\w+)\}/g)].map((m) => ({ path: m[1], component: m[2] }));
}

/** The component wouter's Switch would render for `url` (the first route that matches). */
export function routeFor(url: string, routes = appRoutes()): string | undefined {
  for (const route of routes) {
    const pattern = new RegExp(`^${route.path.replace(/:\w+\??/g, '[^/]+')}/?$`);
    if (pattern.test(url)) return route.component;
  }
  return undefined;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.json', '/index.ts', '/index.tsx'];

function resolveModule(fromDir: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(fromDir, specifier.replace(/\.js$/, ''));
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Project source files reachable from `entries` (absolute paths) through static imports, and dynamic ones too when asked. */
export function sourceGraph(entries: string[], options: { dynamic: boolean }): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    const specifiers = [
      ...[...source.matchAll(/^\s*(?:import|export)\s(?:(?!\bfrom\b)[^;])*?\bfrom\s+'([^']+)'/gms)]
        .filter((m) => !/^\s*import\s+type\s/.test(m[0]) && !/^\s*export\s+type\s/.test(m[0]))
        .map((m) => m[1]),
      ...[...source.matchAll(/^\s*import\s+'([^']+)'/gm)].map((m) => m[1]),
      ...(options.dynamic ? [...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]) : []),
    ];
    for (const specifier of specifiers) {
      const resolved = resolveModule(path.dirname(file), specifier);
      if (resolved) queue.push(resolved);
    }
  }
  return [...seen].sort();
}

/**
 * The namespaces these files use: `useTranslation()` (common), `useTranslation('x')` or
 * `useTranslation(['x', 'y'])`, and any string that starts with `x:` for a namespace x
 * (`t('compliance:findings.title')`).
 */
export function namespacesUsed(files: string[]): string[] {
  const used = new Set<string>();
  const names = NAMESPACES.join('|');
  for (const file of files) {
    if (!/\.tsx?$/.test(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    if (/useTranslation\(\s*\)/.test(source)) used.add('common');
    for (const m of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g)) for (const n of m[1].matchAll(/'(\w+)'/g)) used.add(n[1]);
    for (const m of source.matchAll(new RegExp(`['\`"](${names}):[\\w$]`, 'g'))) used.add(m[1]);
  }
  return [...used].sort();
}

export interface BenchRoute {
  path: string;
  /** Marked against the goal (the sign-in pages). */
  goal?: boolean;
  /** The lazily loaded parts the page shows at that path (a dashboard section), relative to src/web. */
  sections?: string[];
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * What each route downloads before it renders, from a build made with a manifest (see
 * scripts/bench-bundle.ts): gzipped bytes (level 9) of JS and CSS (the entry and the route's page,
 * with their static imports) and of the English strings of the namespaces the page's files use.
 */
export function routeWeights(outDir: string, benchRoutes: BenchRoute[]) {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;
      gzipped.set(file, size);
    }
    return size;
  };
  // A chunk with everything it imports statically, and their CSS.
  const closure = (key: string, files: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, files);
  };

  const pages = new Map(appPages().map((p) => [p.name, p]));
  const routes = appRoutes();
  const rows = benchRoutes.map((route) => {
    const component = routeFor(route.path, routes);
    const page = component && pages.get(component);
    if (!page) throw new Error(`${route.path}: App.tsx renders no lazy page there`);
    const modules = [page.module, ...(route.sections ?? [])];
    const files = new Set<string>();
    closure('index.html', files);
    for (const module of modules) closure(module, files);
    if (page.screen) closure(SCREEN_PROVIDERS, files);
    // The strings: what the page's source files use, and what App.tsx loads with the page.
    const sources = sourceGraph(
      modules.map((m) => path.join(WEB_ROOT, m)),
      { dynamic: false },
    );
    const namespaces = [...new Set(['common', ...page.namespaces, ...namespacesUsed(sources)])].sort();
    const stringFiles = new Set<string>();
    for (const namespace of namespaces) {
      const key = namespace === 'errors' ? ENGLISH_MESSAGES : `shared/locales/en/${namespace}.json`;
      // A build with the strings in the entry chunk (before they were split) has no such chunk.
      if (manifest[key]) closure(key, stringFiles);
    }
    for (const file of files) stringFiles.delete(file);
    let js = 0;
    let css = 0;
    let strings = 0;
    for (const file of files) {
      if (file.endsWith('.css')) css += sizeOf(file);
      else js += sizeOf(file);
    }
    for (const file of stringFiles) strings += sizeOf(file);
    return { path: route.path, js, css, strings, total: js + css + strings, goal: route.goal, namespaces };
  });
  const entry = new Set<string>();
  closure('index.html', entry);
  const entryBytes = [...entry].reduce((sum, file) => sum + sizeOf(file), 0);
  const everything = fs.readdirSync(path.join(outDir, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  const allBytes = everything.reduce((sum, file) => sum + sizeOf(`assets/${file}`), 0);
  return { rows, entryBytes, allBytes, files: everything.length };
}
