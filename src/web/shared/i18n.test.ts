import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every interface string exists in both languages: each en key of every namespace (every file of
 * locales/en) has a non-empty el value with the same {{placeholders}}, and the el files hold no
 * key en lacks. The portal's Greek must really be Greek (not an English copy).
 *
 * The server's messages are the exception: their English is the message catalogue itself
 * (english-messages.ts), so el/errors.json and the sign-in pages' few in el/common.json (under the
 * catalogue's `accounts.` and `http.` keys) have no en file; src/http/messages.test.ts checks them
 * against the catalogue, key by key.
 */
const localesDir = path.join(import.meta.dirname, 'locales');
const namespaces = fs.readdirSync(path.join(localesDir, 'en')).filter((f) => f.endsWith('.json'));
const read = (language: string, file: string) => JSON.parse(fs.readFileSync(path.join(localesDir, language, file), 'utf8')) as unknown;

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  } else out.set(prefix, String(value));
  return out;
}
/** Greek texts of server messages, which have no en file (see above). */
const SERVER_MESSAGES = /^(accounts|http)\./;
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
// el plural forms are _one and _other, like en; anything else is an en key without an el value.
const NOT_GREEK_ON_PURPOSE = /^(legal\.\w+\.sections\.\d+\.id|legal\.privacy\.sections\.6\.title|login\.emailPlaceholder|footer\.copyright)$/;

test('the namespaces exist in both languages', () => {
  assert.ok(namespaces.length >= 3);
  assert.deepEqual(
    fs
      .readdirSync(path.join(localesDir, 'el'))
      .filter((f) => f.endsWith('.json'))
      .sort(),
    [...namespaces, 'errors.json'].sort(),
  );
});

for (const file of namespaces) {
  test(`${file}: every en key has an el value with the same placeholders`, () => {
    const en = leaves(read('en', file));
    const el = leaves(read('el', file));
    const missing = [...en.keys()].filter((k) => typeof el.get(k) !== 'string' || el.get(k)!.trim() === '');
    assert.deepEqual(missing, [], `el/${file} lacks values for these keys`);
    const extra = [...el.keys()].filter((k) => !en.has(k) && !(file === 'common.json' && SERVER_MESSAGES.test(k)));
    assert.deepEqual(extra, [], `el/${file} has keys en lacks`);
    const mismatched = [...en.keys()].filter((k) => JSON.stringify(placeholders(en.get(k)!)) !== JSON.stringify(placeholders(el.get(k)!)));
    assert.deepEqual(mismatched, [], `el/${file}: placeholders differ`);
  });
}

test('portal.json: the Greek is Greek', () => {
  const en = leaves(read('en', 'portal.json'));
  const el = leaves(read('el', 'portal.json'));
  const untranslated = [...el.entries()]
    .filter(([k, v]) => /[a-z]{4,}/i.test(en.get(k) ?? '') && !/[\u0370-\u03ff]/.test(v) && !NOT_GREEK_ON_PURPOSE.test(k))
    .map(([k]) => k);
  assert.deepEqual(untranslated, []);
  // Section ids are anchors (the footer links to #contact): the same in both languages.
  const ids = (m: Map<string, string>) => [...m.entries()].filter(([k]) => k.endsWith('.id')).map(([k, v]) => `${k}=${v}`);
  assert.deepEqual(ids(el), ids(en));
});

// A count before a noun needs its singular ("1 posts" / "1 αναρτήσεις"): i18next picks key_one or
// key_other by `count`, so such a text comes as a pair. Listed: texts whose count is never 1 (the
// analytics periods are 7, 28 or 90 days; a history is shown from 12 measured posts; a text is too
// long or has too many hashtags only above a maximum) or reads right at 1 ("1 more").
const COUNT_NEVER_ONE = /^(days|totals\.vsPrevious|best\.history(Flat)?|setup\.bestTime\.history(Flat)?|more|preview\.(tooLong|tooManyHashtags))$/;
test('a {{count}} before a word has a singular and a plural form', () => {
  const single = namespaces
    .filter((file) => file !== 'admin.json')
    .flatMap((file) => [...leaves(read('en', file)).entries()].map(([k, v]) => [file, k, v] as const))
    .filter(([, k, v]) => /\{\{count\}\} \p{L}/u.test(v) && !/_(one|other)$/.test(k) && !COUNT_NEVER_ONE.test(k))
    .map(([file, k]) => `${file} ${k}`);
  assert.deepEqual(single, []);
});

// Greek grammar around values: a product's name has its own gender ("το Botox" but "η Μεσοθεραπεία"),
// so it is named as «...» after "το προϊόν", never after a guessed article; the web's {{day}} is a long
// day starting with its weekday ("Δευτέρα 30 Νοεμβρίου", "Σάββατο ..."), which "στις" cannot precede
// (the server's {{day}}, in errors.json, is 30/11/2026: "στις" is right there).
test('the Greek guesses no article before a product name and puts no "στις" before a weekday', () => {
  const wrong = [...namespaces, 'errors.json']
    .flatMap((file) => [...leaves(read('el', file)).entries()].map(([k, v]) => [`${file} ${k}`, v] as const))
    .filter(([k, v]) => /(^|[\s(«])(το|τον|την|τη|της|του|ο|η) \{\{product\}\}/iu.test(v) || (!k.startsWith('errors.json') && /στις \{\{day\}\}/u.test(v)))
    .map(([k]) => k);
  assert.deepEqual(wrong, []);
});
