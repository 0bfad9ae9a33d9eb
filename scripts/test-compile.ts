/**
 * The test files as plain JavaScript, compiled once per run (scripts/test.ts), so each test file's
 * process runs under plain Node instead of tsx's loader: tsx compiles nothing twice (it caches), but
 * its hooks run in a thread of their own for every module a process loads, ours and node_modules'
 * alike, which cost about 0.9 s of CPU in every process that loads the app (1.55 s to import
 * src/http/app.ts under tsx, 0.7 s compiled), about 100 of them in a run.
 *
 * Every TypeScript file of the project is transformed by esbuild, one output file per input file
 * (no bundling: a module stays one module, with its own state), into `outDir`, mirroring the tree.
 * `import.meta.url`, `import.meta.dirname` and `import.meta.filename` are replaced by the source
 * file's own, so a module finds its data, fixtures, migrations and the web build where they are.
 * Source maps are inline: a failure's stack names the .ts file and line.
 */
import { build, type Plugin } from 'esbuild';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where the project's TypeScript lives (the web app is built by Vite; its few tests import plain modules). */
const SOURCE_DIRS = ['src', 'e2e', 'scripts', 'migrations'];

async function typeScriptFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') out.push(...(await typeScriptFiles(full)));
    else if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

const exists = (file: string) =>
  fs.stat(file).then(
    (s) => s.isFile(),
    () => false,
  );

/**
 * A relative import as Node resolves it: the web app's files import without an extension (Vite's
 * resolution; a few unit tests load them), which Node's ESM loader does not complete.
 */
async function withExtension(from: string, specifier: string): Promise<string> {
  if (/\.(?:[cm]?js|json|css|svg|png|jpe?g|webp|woff2?)$/.test(specifier)) return specifier;
  const target = path.resolve(path.dirname(from), specifier);
  for (const ext of ['.ts', '.tsx']) if (await exists(target + ext)) return `${specifier}.js`;
  for (const ext of ['.ts', '.tsx']) if (await exists(path.join(target, `index${ext}`))) return `${specifier}/index.js`;
  return specifier;
}

const RELATIVE_IMPORT = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.\.?\/[^'"\n]+)\2/g;

/** Each module's `import.meta` location is its source's, not its compiled copy's, and its relative imports name files. */
const ownLocation: Plugin = {
  name: 'own-location',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const text = await fs.readFile(args.path, 'utf8');
      const located = text
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      const specifiers = new Map<string, string>();
      for (const m of located.matchAll(RELATIVE_IMPORT)) specifiers.set(m[3], await withExtension(args.path, m[3]));
      const contents = located.replace(RELATIVE_IMPORT, (all, lead: string, quote: string, spec: string) => `${lead}${quote}${specifiers.get(spec)}${quote}`);
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Compiles the project's TypeScript into `outDir` (emptied first; a `<name>-<pid>` directory beside it
 * whose run is gone, one stopped before it could clean up, goes too); answers the directory.
 */
export async function compileForTests(root: string, outDir: string): Promise<string> {
  const files = (await Promise.all(SOURCE_DIRS.map((d) => typeScriptFiles(path.join(root, d))))).flat();
  await fs.rm(outDir, { recursive: true, force: true });
  const [, name] = /^(.*)-\d+$/.exec(path.basename(outDir)) ?? [];
  for (const entry of name ? await fs.readdir(path.dirname(outDir)).catch(() => [] as string[]) : []) {
    const pid = Number(new RegExp(`^${name}-(\\d+)$`).exec(entry)?.[1]);
    if (pid && !alive(pid)) await fs.rm(path.join(path.dirname(outDir), entry), { recursive: true, force: true });
  }
  await build({
    entryPoints: files,
    outdir: outDir,
    outbase: root,
    bundle: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    sourcemap: 'inline',
    outExtension: { '.js': '.js' },
    plugins: [ownLocation],
    logLevel: 'warning',
  });
  // The compiled tree is ESM like the project (package.json "type": "module" above it decides).
  return outDir;
}

/** The compiled copy of a project file (`src/a.test.ts` -> `<outDir>/src/a.test.js`). */
export const compiledPath = (root: string, outDir: string, file: string) =>
  path.join(outDir, path.relative(root, path.resolve(root, file)).replace(/\.tsx?$/, '.js'));
