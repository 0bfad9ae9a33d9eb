import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { appPages, appRoutes, ENGLISH_MESSAGES, namespacesUsed, NAMESPACES, routeFor, sourceGraph, WEB_ROOT } from './web-graph.js';

/**
 * The strings are loaded per page (App.tsx names the namespaces each page loads beside its code):
 * a page whose files use a namespace it does not load would show raw keys (`t('compliance:x')`
 * does not wait for its namespace). Dynamic imports count, so a dashboard section's namespaces
 * load with the dashboard.
 */
test('every page loads the namespaces its files use', () => {
  const pages = appPages();
  assert.ok(pages.length >= 15);
  const missing: string[] = [];
  for (const page of pages) {
    const used = namespacesUsed(sourceGraph([path.join(WEB_ROOT, page.module)], { dynamic: true })).filter((n) => n !== 'common');
    for (const namespace of used) if (!page.namespaces.includes(namespace)) missing.push(`${page.name} (${page.module}) uses ${namespace}`);
  }
  assert.deepEqual(missing, [], 'add these to the page() line in App.tsx');
});

test('the sign-in pages load only their own strings and the common ones', () => {
  const pages = new Map(appPages().map((p) => [p.name, p]));
  const pageAt = (url: string) => pages.get(routeFor(url) ?? '') ?? assert.fail(`no page at ${url}`);
  assert.deepEqual(pageAt('/business/login').namespaces, ['signin'], 'the portal sign-in page loads its own strings, not the portal namespace');
  assert.deepEqual(pageAt('/admin').namespaces, ['admin']);
  const portalSignIn = sourceGraph([path.join(WEB_ROOT, pageAt('/business/login').module)], { dynamic: false });
  assert.ok(!portalSignIn.some((f) => f.includes(`${path.sep}admin${path.sep}`)), 'the portal sign-in page imports admin code');
  const adminSignIn = sourceGraph([path.join(WEB_ROOT, pageAt('/admin').module)], { dynamic: false });
  assert.ok(!adminSignIn.some((f) => f.includes(`${path.sep}portal${path.sep}`)), 'the admin sign-in page imports portal code');
  // Only the sign-in pages go without the screens' providers: a tooltip anywhere else needs Radix's
  // provider (Radix Themes' Theme renders none in the build), and swr's settings apply everywhere else.
  const signIn = new Set([pageAt('/business/login').name, pageAt('/admin').name]);
  for (const page of appPages())
    assert.equal(page.screen, !signIn.has(page.name), `${page.name}: declare it with ${signIn.has(page.name) ? 'page' : 'screen'}() in App.tsx`);
});

test('the namespaces are the locale files, and every route renders a lazily loaded page', () => {
  // errors has no English file: its English is the message catalogue (ENGLISH_MESSAGES).
  const files = fs.readdirSync(path.join(WEB_ROOT, 'shared/locales/en')).map((f) => f.replace(/\.json$/, ''));
  assert.deepEqual([...NAMESPACES].sort(), [...files, 'errors'].sort());
  assert.ok(fs.existsSync(path.join(WEB_ROOT, ENGLISH_MESSAGES)));
  const i18n = fs.readFileSync(path.join(WEB_ROOT, 'shared/i18n.ts'), 'utf8');
  assert.match(
    i18n,
    // However Prettier breaks the line (issue 21's namespace made it longer than one line).
    new RegExp(`type Namespace =\\s+${NAMESPACES.map((n) => `'${n}'`).join(' \\| ')};`),
    'src/web/shared/i18n.ts and scripts/web-graph.ts name the same namespaces',
  );
  const pages = new Set(appPages().map((p) => p.name));
  for (const route of appRoutes()) assert.ok(pages.has(route.component), `${route.path} renders ${route.component}, which is not a page(...)`);
  assert.equal(routeFor('/admin/dashboard/products'), 'AdminDashboard');
  assert.equal(routeFor('/nowhere'), undefined);
});
