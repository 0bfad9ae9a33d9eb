import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  radixIconPerModule,
  radixLiveClasses,
  radixSignInComponents,
  radixThemeTooltipProvider,
  radixThemesCss,
  radixThemesUsage,
  withoutDeadRules,
} from './vite-plugins.js';

const root = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(root, 'src/web');

test('a rule goes only when each of its selectors requires a class no element can have', () => {
  const css = `
/* a comment { with braces } */
.rt-Dead { color: red; }
.rt-Live, .rt-Dead .x { color: blue; }
.rt-Live:where(.rt-Dead, .rt-Other) { margin: 0; }
.rt-Live:where(.rt-Dead) { margin: 1px; }
:where(.rt-Live.xs\\:rt-r-size-1) .rt-Inner { margin: 2px; }
.rt-Live:has(> .rt-Dead) { margin: 3px; }
.rt-Live:not(.rt-Dead) { padding: 0; }
[data-x='.rt-Dead'] { top: 0; }
.xs\\:rt-r-p-3 { padding: 1px; }
@media (min-width: 520px) { .xs\\:rt-r-p-3 { padding: 2px; } }
@media (min-width: 768px) { .sm\\:rt-r-p-3 { padding: 3px; } .rt-Dead { color: green; } }
@supports (color: color(display-p3 1 1 1)) { @media (color-gamut: p3) { .rt-Dead { color: pink; } .rt-Live { color: teal; } } }
@keyframes rt-fade { from { opacity: 0; } to { opacity: 1; } }
.rt-Live::after { content: "{ .rt-Dead }"; }
`;
  const out = withoutDeadRules(css, (c) => c === 'rt-Dead' || c.startsWith('xs:'));
  assert.doesNotMatch(out, /color: red|padding: 1px|padding: 2px|margin: 1px|margin: 2px|margin: 3px|color: green|color: pink|min-width: 520px/);
  assert.match(out, /^\.rt-Live \{ color: blue; \}$/m, 'only the live selector of a list stays');
  for (const kept of ['margin: 0', 'padding: 0', 'top: 0', 'padding: 3px', 'color: teal', '@keyframes rt-fade', 'content: "{ .rt-Dead }"'])
    assert.ok(out.includes(kept), `${kept} was removed`);
});

test('the app names the colours, breakpoints and components it uses, and their classes are live', () => {
  const usage = radixThemesUsage(webRoot);
  for (const color of ['gray', 'iris', 'mauve', 'red', 'green']) assert.ok(usage.colors.has(color), color);
  assert.ok(!usage.colors.has('ruby'));
  assert.deepEqual([...usage.breakpoints].sort(), ['lg', 'md', 'sm']);
  for (const name of ['Theme', 'Select', 'Dialog', 'Button', 'Text']) assert.ok(usage.components.has(name), name);

  const live = radixLiveClasses(root, usage.components);
  // A component's own classes, and those of what it renders inside (Select's list scrolls in a ScrollArea).
  for (const className of ['rt-SelectTrigger', 'rt-ScrollAreaRoot', 'rt-BaseButton', 'rt-Button', 'rt-PopperContent', 'rt-BaseDialogContent'])
    assert.ok(live.has(className), className);
  for (const className of ['rt-HoverCardContent', 'rt-Kbd', 'rt-SegmentedControlRoot', 'rt-ThemePanelSwatch']) assert.ok(!live.has(className), className);
  assert.throws(() => radixLiveClasses(root, ['NoSuchComponent']), /exports no NoSuchComponent/);
});

test('Radix CSS keeps every rule of the components the app renders', () => {
  const usage = radixThemesUsage(webRoot);
  const live = radixLiveClasses(root, usage.components);
  const css = fs.readFileSync(path.join(root, 'node_modules/@radix-ui/themes/components.css'), 'utf8');
  const out = withoutDeadRules(css, (c) => (/^rt-[A-Z]/.test(c) ? !live.has(c) : /^(xs|xl):/.test(c)));
  assert.ok(out.length < css.length * 0.8, 'removes the unused components');
  const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
  // Against the same CSS without only the unused breakpoints: the live components lose nothing.
  const breakpointsOnly = withoutDeadRules(css, (c) => /^(xs|xl):/.test(c));
  for (const className of [
    'rt-Button',
    'rt-BaseButton',
    'rt-SelectContent',
    'rt-TextFieldRoot',
    'rt-BaseDialogContent',
    'rt-TableRoot',
    'rt-Text',
    'rt-reset',
  ]) {
    const pattern = new RegExp(`\\.${className}(?![\\w-])`, 'g');
    assert.ok(count(breakpointsOnly, pattern) > 0, className);
    assert.equal(count(out, pattern), count(breakpointsOnly, pattern), className);
  }
  assert.equal(count(out, /rt-SegmentedControlRoot|\.xs\\:|\.xl\\:/g), 0);
});

test('every Radix icon becomes its own module', () => {
  const plugin = radixIconPerModule(root);
  const transform = plugin.transform as (code: string, id: string) => string | null;
  const code = `import { Cross2Icon, ClockIcon as Clock, type IconProps } from '@radix-ui/react-icons';\nexport const x = 1;`;
  const rewritten = transform(code, '/x/src/web/a.tsx')!;
  assert.match(
    rewritten,
    /import Cross2Icon from 'radix-icon:Cross2Icon'; import Clock from 'radix-icon:ClockIcon'; import \{ type IconProps \} from '@radix-ui\/react-icons';/,
  );
  assert.equal(transform(code, '/x/node_modules/y/a.tsx'), null);

  const source = fs.readFileSync(path.join(root, 'node_modules/@radix-ui/react-icons/dist/react-icons.esm.js'), 'utf8');
  const icons = source
    .slice(source.lastIndexOf('export {') + 8, source.lastIndexOf('}'))
    .split(',')
    .map((n) => n.trim());
  assert.ok(icons.length > 300);
  const load = plugin.load as (this: { error: (m: string) => never }, id: string) => string;
  const context = { error: (message: string) => assert.fail(message) };
  for (const icon of icons) {
    const module = load.call(context, `\0radix-icon:${icon}`);
    assert.match(module, new RegExp(`var ${icon} = /\\*#__PURE__\\*/forwardRef\\(`));
    assert.match(module, new RegExp(`export default ${icon};\\n$`));
    assert.doesNotMatch(module, /_excluded/, icon);
  }
});

test("Radix Themes' Theme renders no tooltip provider in the build, and a changed theme.js fails it", () => {
  const transform = radixThemeTooltipProvider().transform as (this: { error: (m: string) => never }, code: string, id: string) => string | null;
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  const id = path.join(root, 'node_modules/@radix-ui/themes/dist/esm/components/theme.js');
  const code = fs.readFileSync(id, 'utf8');
  const rewritten = transform.call(context, code, id)!;
  assert.match(code, /Tooltip as \w+/);
  assert.doesNotMatch(rewritten, /Tooltip/, 'theme.js still imports the tooltip module');
  assert.match(rewritten, /import\{Direction as \w+,Slot as \w+\}from"radix-ui";/);
  assert.equal(transform.call(context, code, path.join(root, 'src/web/a.tsx')), null);
  assert.throws(() => transform.call(context, 'import{Tooltip}from"radix-ui";', id), /theme\.js changed/);
});

test("the sign-in pages' Radix rules in components.css, every other live rule in components.css?screens, all in ordered layers", () => {
  const signIn = radixSignInComponents(webRoot);
  for (const name of ['Theme', 'Button', 'TextField', 'Callout', 'Card', 'Checkbox', 'Select', 'IconButton']) assert.ok(signIn.has(name), name);
  for (const name of ['Dialog', 'Table', 'Tabs', 'Badge']) assert.ok(!signIn.has(name), name);

  const plugin = radixThemesCss(root, webRoot);
  (plugin.buildStart as () => void).call({});
  const transform = plugin.transform as (code: string, id: string) => string;
  const id = path.join(root, 'node_modules/@radix-ui/themes/components.css');
  const css = fs.readFileSync(id, 'utf8');
  const [first, screens] = [transform(css, id), transform(css, `${id}?screens`)];
  const live = radixLiveClasses(root, radixThemesUsage(webRoot).components);
  const app = withoutDeadRules(css, (c) => (/^rt-[A-Z]/.test(c) ? !live.has(c) : /^(xs|xl):/.test(c)));
  const count = (text: string, className: string) => text.match(new RegExp(`\\.${className}(?![\\w-])`, 'g'))?.length ?? 0;
  // Each live selector is in exactly one of the two.
  for (const className of [
    'rt-Button',
    'rt-BaseButton',
    'rt-SelectTrigger',
    'rt-TextFieldRoot',
    'rt-CalloutRoot',
    'rt-BaseDialogContent',
    'rt-TableRoot',
    'rt-TabsContent',
    'rt-reset',
  ]) {
    assert.ok(count(app, className) > 0, className);
    assert.equal(count(first, className) + count(screens, className), count(app, className), className);
  }
  for (const className of ['rt-BaseDialogContent', 'rt-TableRoot']) assert.equal(count(first, className), 0, className);
  for (const className of ['rt-Button', 'rt-SelectTrigger', 'rt-TextFieldRoot']) assert.equal(count(screens, className), 0, className);
  assert.ok(first.length < app.length * 0.8, "the sign-in file leaves out the other screens' components");
  for (const out of [first, screens]) assert.match(out, /^@layer rt-tokens, rt-components, rt-utilities;\n@layer rt-components \{/);
  assert.doesNotMatch(screens, /@keyframes/, 'at-rules stay in the first file only');
  const utilities = path.join(root, 'node_modules/@radix-ui/themes/utilities.css');
  assert.match(transform(fs.readFileSync(utilities, 'utf8'), utilities), /^@layer rt-tokens, rt-components, rt-utilities;\n@layer rt-utilities \{/);
});
