/**
 * Build-time plugins for the web app (vite.config.ts) that make the first screen lighter without
 * changing what any screen looks like or does.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { appPages, sourceGraph } from './web-graph.js';

function sourceFiles(dir: string, pattern: RegExp): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full, pattern));
    else if (pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/**
 * `import { ClockIcon } from '@radix-ui/react-icons'` becomes one small module per icon. The
 * package is a single ES module holding all 318 icons: tree-shaken, the ~50 the app uses stayed
 * one module, so one shared chunk (18 KB gzipped) that every first screen downloaded although a
 * sign-in page shows five. Each icon's code is taken verbatim from that module.
 */
export function radixIconPerModule(projectRoot: string): Plugin {
  const prefix = 'radix-icon:';
  let source: string | undefined;
  return {
    name: 'radix-icon-per-module',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.tsx?$/.test(id) || !code.includes('@radix-ui/react-icons')) return null;
      return code.replace(/import\s*\{([^}]*)\}\s*from\s*'@radix-ui\/react-icons';?/g, (_, names: string) => {
        const specifiers = names
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean);
        const types = specifiers.filter((n) => n.startsWith('type '));
        const icons = specifiers.filter((n) => !n.startsWith('type ')).map((n) => n.split(/\s+as\s+/));
        return [
          ...icons.map(([icon, local]) => `import ${local ?? icon} from '${prefix}${icon}';`),
          ...(types.length ? [`import { ${types.join(', ')} } from '@radix-ui/react-icons';`] : []),
        ].join(' ');
      });
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const icon = id.slice(prefix.length + 1);
      source ??= fs.readFileSync(path.join(projectRoot, 'node_modules/@radix-ui/react-icons/dist/react-icons.esm.js'), 'utf8');
      const start = source.indexOf(`var ${icon} = /*#__PURE__*/forwardRef(`);
      const end = source.indexOf('\n});\n', start);
      const helperStart = source.indexOf('function _objectWithoutPropertiesLoose');
      const helperEnd = source.indexOf('\n}\n', helperStart);
      if (start < 0 || end < 0 || helperStart < 0 || helperEnd < 0) this.error(`@radix-ui/react-icons has no ${icon} (or its layout changed)`);
      const body = source
        .slice(start, end + 4)
        .replace(/_objectWithoutPropertiesLoose\(_ref, _excluded[\w$]*\)/, '_objectWithoutPropertiesLoose(_ref, ["color"])');
      if (body.includes('_excluded')) this.error(`@radix-ui/react-icons: ${icon} refers to a shared variable (the module's layout changed)`);
      return `import { forwardRef, createElement } from 'react';\n${source.slice(helperStart, helperEnd + 3)}\n${body}\nexport default ${icon};\n`;
    },
  };
}

/**
 * Radix Themes' Theme without its Tooltip.Provider. Theme wraps the app in Radix's tooltip provider,
 * so the entry chunk imported the whole tooltip module and, through it, the popper and Floating UI
 * (about 12 KB gzipped) that only screens with a tooltip use. The screens after sign-in render the
 * same provider (src/web/shared/screen-providers.tsx, same delay, the same radix-ui module); the
 * sign-in pages have no tooltip. The build fails when theme.js no longer reads as expected.
 */
export function radixThemeTooltipProvider(): Plugin {
  const themeJs = ['', 'node_modules', '@radix-ui', 'themes', 'dist', 'esm', 'components', 'theme.js'].join(path.sep);
  return {
    name: 'radix-theme-tooltip-provider',
    apply: 'build',
    transform(code, id) {
      if (!id.split('?')[0].endsWith(themeJs)) return null;
      const imported = code.match(/import\{([^}]*)\}from"radix-ui";/);
      const names = imported?.[1].split(',') ?? [];
      const tooltip = names.find((name) => /^Tooltip as \w+$/.test(name));
      const local = tooltip?.split(' as ')[1];
      if (!imported || !local || code.split(`${local}.Provider`).length !== 2) {
        this.error('@radix-ui/themes theme.js changed: cannot take its Tooltip.Provider out (radixThemeTooltipProvider, scripts/vite-plugins.ts)');
      }
      const rest = names.filter((name) => name !== tooltip).join(',');
      return code.replace(imported[0], `${rest ? `import{${rest}}from"radix-ui";` : ''}const ${local}={Provider:(props)=>props.children};`);
    },
  };
}

export const RADIX_COLORS = [
  'gray',
  'mauve',
  'slate',
  'sage',
  'olive',
  'sand',
  'amber',
  'blue',
  'bronze',
  'brown',
  'crimson',
  'cyan',
  'gold',
  'grass',
  'green',
  'indigo',
  'iris',
  'jade',
  'lime',
  'mint',
  'orange',
  'pink',
  'plum',
  'purple',
  'red',
  'ruby',
  'sky',
  'teal',
  'tomato',
  'violet',
  'yellow',
] as const;
const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/**
 * What the app's sources (src/web, tests excluded) can ask Radix Themes for:
 *   - colours: a palette name as a quoted string (`color="red"`, `accentColor="iris"`) or a
 *     variable (`var(--green-9)`); pure gray always (Radix's own neutral);
 *   - breakpoints: the keys of responsive props (`columns={{ initial: '1', sm: '2' }}`);
 *   - components: the names imported from '@radix-ui/themes'.
 * Over-counting only keeps more CSS; every use the app can make of a colour, breakpoint or
 * component is written in one of these forms.
 */
export function radixThemesUsage(webRoot: string) {
  const colors = new Set<string>(['gray']);
  const breakpoints = new Set<string>();
  const components = new Set<string>(['Theme']);
  for (const file of sourceFiles(webRoot, /\.(tsx?|css)$/)) {
    const source = fs.readFileSync(file, 'utf8');
    for (const color of RADIX_COLORS) if (new RegExp(`['"\`]${color}['"\`]|--${color}-`).test(source)) colors.add(color);
    for (const m of source.matchAll(/\b(xs|sm|md|lg|xl)\s*:\s*['"{\d]/g)) breakpoints.add(m[1]);
    for (const name of radixComponentsImported(source)) components.add(name);
  }
  return { colors, breakpoints, components };
}

/** The names a source file imports from '@radix-ui/themes'. */
function radixComponentsImported(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@radix-ui\/themes'/g)) {
    for (const name of m[1].split(',')) {
      const bare = name
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (bare) names.push(bare);
    }
  }
  return names;
}

/**
 * The Radix Themes components a sign-in page can show: those imported by main.tsx and what it
 * imports (App.tsx's pages are lazy), by the sign-in pages (App.tsx's `page`s, as opposed to its
 * `screen`s) and their imports, and by what those files load lazily (the language and theme menus,
 * the toast), but not App.tsx's or shared/screen.ts's lazy pages.
 */
export function radixSignInComponents(webRoot: string): Set<string> {
  const signIn = appPages(path.join(webRoot, 'App.tsx'))
    .filter((page) => !page.screen)
    .map((page) => path.join(webRoot, page.module));
  const files = new Set(sourceGraph([path.join(webRoot, 'main.tsx'), ...signIn], { dynamic: false }));
  const routers = new Set([path.join(webRoot, 'App.tsx'), path.join(webRoot, 'shared/screen.ts')]);
  const lazy = [...files]
    .filter((file) => !routers.has(file) && /\.tsx?$/.test(file))
    .flatMap((file) => {
      const source = fs.readFileSync(file, 'utf8');
      return [...source.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g)].map((m) => path.resolve(path.dirname(file), m[1]));
    });
  const components = new Set<string>(['Theme']);
  for (const file of [
    ...files,
    ...sourceGraph(
      lazy.flatMap((f) => [`${f}.tsx`, `${f}.ts`]).filter((f) => fs.existsSync(f)),
      { dynamic: false },
    ),
  ]) {
    if (/\.tsx?$/.test(file)) for (const name of radixComponentsImported(fs.readFileSync(file, 'utf8'))) components.add(name);
  }
  return components;
}

/** The Radix Themes component classes (`rt-Button`, `rt-SelectContent`) the named components can put on an element: the class names written in their code and in the code it imports. */
export function radixLiveClasses(projectRoot: string, components: Iterable<string>): Set<string> {
  const dist = path.join(projectRoot, 'node_modules/@radix-ui/themes/dist/esm/components');
  const index = fs.readFileSync(path.join(dist, 'index.js'), 'utf8');
  const exportsOf = new Map<string, string>();
  const exported = index.slice(index.lastIndexOf('export{'));
  for (const m of index.matchAll(/import\{([^}]*)\}from"\.\/([^"]+)"/g)) {
    for (const part of m[1].split(',')) {
      const [, local] = part.split(' as ');
      const name = exported.match(new RegExp(`\\b${local.trim()} as (\\w+)`))?.[1];
      if (name) exportsOf.set(name, m[2]);
    }
  }
  for (const m of index.matchAll(/import\*as (\w+) from"\.\/([^"]+)"/g)) {
    const name = exported.match(new RegExp(`\\b${m[1]} as (\\w+)`))?.[1];
    if (name) exportsOf.set(name, m[2]);
  }
  const classes = new Set<string>();
  const seen = new Set<string>();
  const queue: string[] = [];
  for (const component of components) {
    const file = exportsOf.get(component);
    if (!file) throw new Error(`@radix-ui/themes exports no ${component} (or its index changed): cannot tell which of its CSS is used`);
    queue.push(path.join(dist, file));
  }
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/rt-[A-Z][A-Za-z]*/g)) classes.add(m[0]);
    for (const m of code.matchAll(/from"(\.[^"]+\.js)"/g)) queue.push(path.resolve(path.dirname(file), m[1]));
  }
  return classes;
}

/** Top-level blocks of a CSS text: `prelude { body }`, comments removed. */
function cssBlocks(css: string): { prelude: string; body: string }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const blocks: { prelude: string; body: string }[] = [];
  let depth = 0;
  let start = 0;
  let open = -1;
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') {
      if (depth++ === 0) open = i;
    } else if (c === '}' && --depth === 0) {
      blocks.push({ prelude: text.slice(start, open).trim(), body: text.slice(open + 1, i) });
      start = i + 1;
    }
  }
  return blocks;
}

function splitTopLevel(selectorList: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of selectorList) {
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    if (c === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts;
}

/**
 * True when no element can match the selector: one of its compounds has a class no element can
 * have (`dead`), or a :where(), :is() or :has() none of whose alternatives can match. Classes
 * under :not() or in attribute values decide nothing.
 */
function unmatchable(selector: string, dead: (className: string) => boolean): boolean {
  let plain = '';
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '[' || c === '(') {
      const close = matching(selector, i);
      if (c === '(' && /:(where|is|has)$/.test(plain) && splitTopLevel(selector.slice(i + 1, close)).every((alternative) => unmatchable(alternative, dead)))
        return true;
      plain += ' ';
      i = close;
    } else plain += c;
  }
  return [...plain.matchAll(/\.((?:\\.|[\w-])+)/g)].some((m) => dead(m[1].replace(/\\(.)/g, '$1')));
}

function matching(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(' || text[i] === '[') depth++;
    else if ((text[i] === ')' || text[i] === ']') && --depth === 0) return i;
  }
  return text.length - 1;
}

/**
 * Removes the rules no element can match: a selector that requires a class the app can never
 * render (`dead`) goes, and a rule goes with its last selector. At-rules holding rules (@media,
 * @supports, @layer) are cleaned inside and dropped when empty; any other block is kept as is.
 */
export function withoutDeadRules(css: string, dead: (className: string) => boolean): string {
  return rulesWhere(css, (selector) => !unmatchable(selector, dead), true);
}

/**
 * The rules of a CSS text with only the selectors `keep` accepts (a rule goes with its last
 * selector), inside @media, @supports, @layer and @container as well; other at-rules (@keyframes,
 * @font-face) are kept when `otherAtRules`.
 */
export function rulesWhere(css: string, keep: (selector: string) => boolean, otherAtRules: boolean): string {
  const out: string[] = [];
  for (const { prelude, body } of cssBlocks(css)) {
    if (/^@(media|supports|layer|container)\b/.test(prelude)) {
      const inner = rulesWhere(body, keep, otherAtRules);
      if (inner.trim()) out.push(`${prelude} {\n${inner}}\n`);
    } else if (prelude.startsWith('@')) {
      if (otherAtRules) out.push(`${prelude} {${body}}\n`);
    } else {
      const live = splitTopLevel(prelude).filter(keep);
      if (live.length) out.push(`${live.map((s) => s.trim()).join(',\n')} {${body}}\n`);
    }
  }
  return out.join('');
}

/**
 * Radix Themes' CSS without what this app can never use. Its three layers (tokens, components,
 * utilities) hold every colour, every component and every breakpoint: 79 KB gzipped on every
 * first screen. main.tsx imports the token layer's base and only the palettes the app names;
 * this plugin removes, at build time:
 *   - from tokens/base.css, the accent and gray mappings of palettes not imported;
 *   - from components.css, the rules of components the app never renders (Avatar, Kbd,
 *     SegmentedControl, ...: their class names appear in no code the app imports);
 *   - from components.css and utilities.css, the responsive classes of breakpoints no responsive
 *     prop uses (`xs:rt-r-p-3` exists only when a prop says `xs:`).
 * A removed rule is one no element can match, so no screen changes. The build fails when a
 * colour is named but its palette is not imported (it would render without colour).
 *
 * The component rules are split in two: components.css, which main.tsx imports, keeps those of the
 * components a sign-in page can show (radixSignInComponents); `components.css?screens`, which
 * shared/screen-providers.tsx imports (so every page after sign-in loads it before it renders),
 * holds the rest. The later file must not win over the utilities (`p="0"` on a Card) as it would by
 * coming last, so every Radix file goes into a cascade layer declared once in order:
 * rt-tokens, rt-components, rt-utilities, the order of Radix's own styles.css. The app's own CSS
 * (styles.css) is outside the layers, as it came after them all before.
 */
export function radixThemesCss(projectRoot: string, webRoot: string): Plugin {
  let usage: ReturnType<typeof radixThemesUsage>;
  let live: Set<string>;
  let signInLive: Set<string>;
  const palettes = new Set<string>();
  const themes = `${path.sep}node_modules${path.sep}@radix-ui${path.sep}themes${path.sep}`;
  return {
    name: 'radix-themes-css',
    apply: 'build',
    buildStart() {
      usage = radixThemesUsage(webRoot);
      live = radixLiveClasses(projectRoot, usage.components);
      signInLive = radixLiveClasses(projectRoot, radixSignInComponents(webRoot));
      palettes.clear();
    },
    transform(code, id) {
      const [file0, query] = id.split('?');
      if (!file0.includes(themes) || !file0.endsWith('.css')) return null;
      const file = file0
        .slice(file0.indexOf(themes) + themes.length)
        .split(path.sep)
        .join('/');
      const layered = (layer: string, css: string) => `@layer rt-tokens, rt-components, rt-utilities;\n@layer ${layer} {\n${css}}\n`;
      const palette = file.match(/^tokens\/colors\/(\w+)\.css$/)?.[1];
      if (palette) {
        palettes.add(palette);
        return layered('rt-tokens', code);
      }
      if (file === 'tokens/base.css') {
        const unused = (name: string) => (RADIX_COLORS as readonly string[]).includes(name) && !usage.colors.has(name);
        const kept = cssBlocks(code)
          .filter(({ prelude }) => {
            const mapping = prelude.match(/^\[data-accent-color='(\w+)'\]$|^\.radix-themes:where\(\[data-gray-color='(\w+)'\]\)$/);
            return !mapping || !unused(mapping[1] ?? mapping[2]);
          })
          .map(({ prelude, body }) => `${prelude} {${body}}\n`)
          .join('');
        return layered('rt-tokens', kept);
      }
      if (file === 'components.css' || file === 'utilities.css') {
        const unusedBreakpoints = BREAKPOINTS.filter((b) => !usage.breakpoints.has(b));
        const deadIn = (liveClasses: Set<string>) => (className: string) => {
          if (/^rt-[A-Z]/.test(className)) return !liveClasses.has(className);
          const breakpoint = className.match(/^(\w+):/)?.[1];
          return !!breakpoint && (unusedBreakpoints as string[]).includes(breakpoint);
        };
        if (file === 'utilities.css') return layered('rt-utilities', withoutDeadRules(code, deadIn(live)));
        const [appDead, signInDead] = [deadIn(live), deadIn(signInLive)];
        if (query === 'screens') {
          return layered(
            'rt-components',
            rulesWhere(code, (selector) => !unmatchable(selector, appDead) && unmatchable(selector, signInDead), false),
          );
        }
        return layered('rt-components', withoutDeadRules(code, signInDead));
      }
      if (file === 'styles.css' || file === 'layout.css' || file.startsWith('tokens')) {
        this.error(`@radix-ui/themes/${file}: import its layers as main.tsx does (radixThemesCss, scripts/vite-plugins.ts, puts them in cascade layers)`);
      }
      return null;
    },
    buildEnd(error) {
      if (error || palettes.size === 0) return;
      const missing = [...usage.colors].filter((c) => !palettes.has(c));
      if (missing.length)
        this.error(
          `src/web names the Radix colours ${missing.join(', ')} but main.tsx does not import their palettes (@radix-ui/themes/tokens/colors/<name>.css)`,
        );
    },
  };
}
