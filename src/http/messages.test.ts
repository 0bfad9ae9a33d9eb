import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { startTestApp } from './testing.js';
import { ALL_MESSAGES } from './messages.js';
import { CATALOGUE, ENGLISH_OF_GREEK_MESSAGES, nested } from '../web/shared/english-messages.js';
import { seedDemoCatalog } from '../modules/catalog/index.js';

const LOCALES = path.resolve(import.meta.dirname, '../web/shared/locales');
const greek = (namespace: string) => JSON.parse(fs.readFileSync(path.join(LOCALES, 'el', `${namespace}.json`), 'utf8'));
const at = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
const leaves = (tree: unknown, prefix = ''): string[] =>
  tree && typeof tree === 'object' ? Object.entries(tree).flatMap(([name, child]) => leaves(child, prefix ? `${prefix}.${name}` : name)) : [prefix];
/** The Greek for a key: the errors namespace, else common (the sign-in pages' few, which load no errors). */
const greekText = (key: string) => (at(greek('errors'), key) ?? at(greek('common'), key)) as string | undefined;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const isGreek = (text: string) => /[\u0370-\u03ff]/.test(text);

describe('message keys: one table of texts, translated by the client', () => {
  test('the web app’s English is the catalogue itself: every message, once', () => {
    assert.deepEqual(Object.keys(CATALOGUE).sort(), Object.keys(ALL_MESSAGES).sort(), 'src/web/shared/english-messages.ts lists every messages table');
    for (const [key, text] of Object.entries(ALL_MESSAGES)) assert.equal(CATALOGUE[key], text);
    // The specs' Greek-only messages (the server sends them in Greek) are the only ones the web gives its own English.
    assert.deepEqual(
      Object.keys(ENGLISH_OF_GREEK_MESSAGES).sort(),
      Object.keys(ALL_MESSAGES)
        .filter((key) => isGreek(ALL_MESSAGES[key]))
        .sort(),
    );
    for (const text of Object.values(ENGLISH_OF_GREEK_MESSAGES)) assert.ok(!isGreek(text));
    const tree = nested({ ...CATALOGUE, ...ENGLISH_OF_GREEK_MESSAGES });
    for (const key of Object.keys(CATALOGUE)) assert.equal(typeof at(tree, key), 'string', `${key} is not found in the nested namespace`);
  });

  test('every message has one key and a Greek text in the web app, with the values the server sends', () => {
    const texts = new Map<string, string>();
    for (const [key, text] of Object.entries(ALL_MESSAGES)) {
      const el = greekText(key);
      // One key per text in a module; two modules may say the same thing (a page number), each with
      // its own key, as long as the Greek is the same whichever key a text is recognised as.
      const twin = texts.get(text);
      if (twin !== undefined) {
        assert.notEqual(twin.split('.')[0], key.split('.')[0], `"${text}" is listed as ${twin} and ${key}`);
        assert.equal(el, greekText(twin), `"${text}" is listed as ${twin} and ${key} with different Greek`);
      }
      texts.set(text, key);
      assert.ok(el, `${key} has no Greek text in locales/el/errors.json (or common.json)`);
      assert.ok(isGreek(el), `${key}: the Greek text is not Greek`);
      for (const name of placeholders(el))
        assert.ok(placeholders(text).includes(name), `${key}: the Greek text uses {{${name}}}, which the server never sends`);
    }
  });

  test('no Greek text is left without its message (a key renamed or removed on the server)', () => {
    const stale = leaves(greek('errors')).filter((key) => !(key in ALL_MESSAGES));
    assert.deepEqual(stale, [], 'locales/el/errors.json has texts for keys no messages table lists');
    // common.json holds the sign-in pages' few, under the catalogue's own prefixes.
    const prefixes = new Set(Object.keys(ALL_MESSAGES).map((key) => key.split('.')[0]));
    const staleCommon = leaves(greek('common')).filter((key) => prefixes.has(key.split('.')[0]) && !(key in ALL_MESSAGES));
    assert.deepEqual(staleCommon, [], 'locales/el/common.json has message texts for keys no messages table lists');
  });
});

test('no message writes a plural as "finding(s)" or "εύρημα(τα)"', () => {
  // A count before a noun reads right at 1 and at 5 only in a plural-free form: "compliance findings (1)".
  const english = Object.entries(ALL_MESSAGES).filter(([, text]) => /(?<!http)\(s\)/.test(text));
  const greekTexts = Object.keys(ALL_MESSAGES).filter((key) => /[\u0370-\u03ff]\((α|τα|ες|οι|ων|ς)\)/u.test(greekText(key) ?? ''));
  assert.deepEqual(
    english.map(([key]) => key),
    [],
  );
  assert.deepEqual(greekTexts, []);
});

describe('the answers carry the key of their message', async () => {
  const app = await startTestApp();
  const { request, deps } = app;
  await seedDemoCatalog(deps);
  const business = await app.loginBusiness('Keyed Clinic');
  const admin = await app.loginAdmin();

  test('the validation messages of every form, the campaign, story and Facebook errors', async () => {
    const story = new FormData();
    story.append('text', ' ');
    const cases: [string, { method?: string; body?: unknown; token?: string }, string, Record<string, string>?][] = [
      ['/api/business/login', { body: { email: business.email, password: 'wrong-password' } }, 'accounts.badCredentials'],
      ['/api/auth/login', { body: { username: '', password: 'x' } }, 'accounts.usernameRequired'],
      ['/api/v2/company-info', { token: business.token, body: { companyName: 'G', location: 'Athens' } }, 'accounts.companyNameShort'],
      ['/api/account/language', { method: 'PUT', token: business.token, body: { uiLanguage: 'fr' } }, 'accounts.uiLanguage'],
      ['/api/accounts', { token: admin, body: { businessName: 'x' } }, 'accounts.businessNameRequired'],
      ['/api/admin-users', { token: admin, body: { accountId: business.accountId, email: 'nope', password: 'secret1' } }, 'accounts.adminEmailInvalid'],
      ['/api/products', { token: admin, body: { name: 'x', description: 'A long enough description.' } }, 'catalog.productNameShort'],
      ['/api/ai-config', { method: 'PUT', token: admin, body: { temperature: 2 } }, 'ai.creativityRange'],
      ['/api/search-product-images', { token: admin, body: { productName: ' ' } }, 'catalog.imageSearchProductName'],
      ['/api/ai-create-product-preview', { token: business.token, body: { productName: '' } }, 'catalog.enterProductName'],
      ['/api/save-product-images', { token: business.token, body: { productName: 'Serum', selectedImages: [] } }, 'catalog.selectImage'],
      ['/api/v2/account-products/999999', { method: 'PATCH', token: business.token, body: { customName: 'x' } }, 'catalog.productNotFound'],
      ['/api/generate-post', { token: business.token, body: { platform: 'instagram' } }, 'campaigns.chooseProduct'],
      ['/api/bulk-posts/999999', { method: 'PUT', token: business.token, body: { content: '   ' } }, 'campaigns.postContentEmpty'],
      ['/api/social-media/delete', { method: 'DELETE', token: business.token, body: { platform: 'facebook' } }, 'publishing.postIdRequired'],
      ['/api/social-media/delete', { method: 'DELETE', token: business.token, body: { postId: '123_456', platform: 'facebook' } }, 'publishing.notConnected'],
      ['/api/instagram-story', { token: business.token, body: story }, 'stories.textRequired'],
      ['/api/v2/company-info', { body: { companyName: 'Glow' } }, 'http.authRequired'],
    ];
    for (const [url, options, key, params] of cases) {
      const res = await request(url, options);
      assert.ok(res.status >= 400 && res.status < 500, `${url}: ${res.status} ${JSON.stringify(res.body)}`);
      assert.equal(res.body.messageKey, key, `${url} answered "${res.body.message}"`);
      assert.equal(
        res.body.message,
        ALL_MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => params?.[name] ?? `{{${name}}}`),
        `${url}: the English text stays the message`,
      );
      assert.deepEqual(res.body.params, params, `${url}: the values of ${key}`);
    }
  });
});
