import zlib from 'node:zlib';

/**
 * Malformed requests for the fuzz suite (src/http/fuzz.test.ts): for one route, method and
 * identity, a deterministic stream of requests, each built around one kind of bad input (its
 * category), with plausible values elsewhere so that validation is reached past the first field.
 * Nothing here knows a particular route: paths come from the router's own stack.
 */

export const CATEGORIES = [
  'nul',
  'surrogate',
  'control',
  'long',
  'number',
  'type',
  'deep',
  'json',
  'percent',
  'form',
  'multipart',
  'encoding',
  'url',
  'header',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface FuzzRequest {
  category: Category;
  /** A short description of the variant, shown when it fails. */
  note: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface RouteShape {
  method: string;
  /** A @koa/router path (`/api/products/:id`) or a regular expression route. */
  path: string | RegExp;
  paramNames: string[];
}

export interface FuzzContext {
  /** Ids that exist (per route parameter name, else `id`), so a malformed body reaches a real row. */
  goodIds: Record<string, string[]>;
  /** A small valid JPEG, for multipart requests that are otherwise malformed. */
  jpeg: Buffer;
  /** The configured upload limit: files just over it must be refused with 413. */
  uploadMaxBytes: number;
}

/** mulberry32: a tiny seeded generator, so every run sends the same requests. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof seeded>;

/** A stable number for a string (route seeds). */
export function hashOf(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.codePointAt(0)!, 16777619) >>> 0;
  return h;
}

// Field names the API's schemas, the simulator and the OAuth pages read, with a plausible value
// each: a request is malformed in one place and ordinary elsewhere.
const PLAUSIBLE: Record<string, unknown> = {
  username: 'someone',
  password: 'secret-password',
  email: 'someone@clinic.example.com',
  businessName: 'Fuzz Clinic',
  status: 'active',
  accountId: 1,
  companyName: 'Fuzz Clinic',
  location: 'Athens',
  postFrequencyDays: 7,
  scheduledTime: '09:00',
  logoUrl: '',
  uiLanguage: 'en',
  contentLanguage: 'el',
  timezone: 'Europe/Athens',
  customName: 'Renamed',
  customDescription: 'A description of the product for posts.',
  productIds: [1],
  search: 'serum',
  categoryId: 1,
  productName: 'Hyaluronic serum',
  description: 'A description that is long enough.',
  confirmCompliance: false,
  selectedImages: [{ url: '/uploads/none.jpg' }],
  name: 'Hyaluronic serum',
  examplePosts: '[]',
  imageUrl: '/uploads/none.jpg',
  origin: 'manual',
  q: 'serum',
  sort: 'newest',
  page: 1,
  pageSize: 10,
  content: 'A short post about skin care.',
  generatedAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  isScheduled: false,
  postStatus: 'draft',
  scheduledDate: '2030-01-01T09:00:00Z',
  scheduledAt: null,
  productId: 1,
  platform: 'facebook',
  variant: 0,
  isActive: false,
  token: 'x'.repeat(32),
  pages: [],
  postId: '123_456',
  access_token: 'token',
  text: 'A story text',
  language: 'en',
  imageIndex: 0,
  remainingImages: [],
  allValidImages: [],
  currentImages: [],
  model: 'gpt-4o',
  temperature: 0.5,
  targetPostLength: 150,
  contentTone: 'friendly',
  defaultHashtags: '#skin',
  contentGuidelines: 'Be kind.',
  apiKey: 'sk-none',
  organizationId: null,
  requestTimeoutSeconds: 30,
  dailyGenerationLimit: 10,
  monthlyBudgetUsd: 5,
  operation: 'any',
  times: 1,
  remember: true,
  secondOpinion: false,
  when: 'future',
  limit: 10,
  url: 'http://127.0.0.1/x.jpg',
  lang: 'el',
  return: '/platforms',
  code: 'code',
  state: 'state',
  error: 'access_denied',
  client_id: 'app',
  redirect_uri: 'http://127.0.0.1/callback',
  scope: 'pages_show_list',
  response_type: 'code',
  decision: 'continue',
  grant: 'pages_show_list',
  caption: 'A caption',
  message: 'A message',
  image_url: 'http://127.0.0.1/x.jpg',
  video_url: 'http://127.0.0.1/x.mp4',
  media_type: 'STORIES',
  creation_id: '1',
  published: 'true',
  fields: 'id,name',
  input_token: 'token',
  grant_type: 'fb_exchange_token',
  client_secret: 'secret',
  fb_exchange_token: 'token',
  id: 1,
  v: 0,
};
const FIELDS = Object.keys(PLAUSIBLE);
const URL_FIELDS = ['url', 'logoUrl', 'imageUrl', 'image_url', 'video_url', 'redirect_uri', 'return', 'selectedImages'];
const NUMBER_FIELDS = [
  'accountId',
  'productId',
  'categoryId',
  'productIds',
  'page',
  'pageSize',
  'postFrequencyDays',
  'imageIndex',
  'variant',
  'limit',
  'times',
  'id',
  'temperature',
  'targetPostLength',
  'dailyGenerationLimit',
  'monthlyBudgetUsd',
  'requestTimeoutSeconds',
  'v',
];

const NUL = ['a\u0000b', '\u0000', 'serum\u0000', '\u0000\u0000admin', 'x@clinic.example.com\u0000'];
const SURROGATES = ['\ud800', 'a\udfffb', '\udc00\ud800', 'Botox \ud83d', '\ud83d\ude00\udc00'];
const CONTROLS = ['\u0001', 'a\u0008b', '\u001b[31mred', '\u007f', 'a\u2028b\u2029', '\ufffe\uffff', '\u202etxt.exe', 'a\r\nSet-Cookie: x=1', '\u000b\u000c'];
const NUMBERS: unknown[] = [
  0,
  -1,
  1.5,
  2147483648,
  -2147483649,
  9999999999999,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER + 1,
  '9999999999999',
  '2147483648',
  '-1',
  '1e3',
  '0x10',
  ' 1',
  '1.0',
  'NaN',
  'Infinity',
];
const TYPES: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  ['a', 'b'],
  [1, 2],
  { a: 1 },
  '',
  ' ',
  'true',
  'null',
  '[object Object]',
  { length: 1e9 },
  [[[]]],
  { $gt: '' },
  [null],
  0,
];
const BAD_URLS = [
  'http://127.0.0.1/x.jpg',
  'http://localhost:5432/',
  'http://[::1]/',
  'http://169.254.169.254/latest/meta-data/',
  'http://10.0.0.1:22/',
  'http://0x7f000001/',
  'http://[64:ff9b:1::1]/',
  'http://[::ffff:127.0.0.1]/',
  'file:///etc/passwd',
  'ftp://example.invalid/x',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  'gopher://127.0.0.1:25/',
  '//127.0.0.1/x',
  'http://',
  'http:/x',
  '/uploads/../../etc/passwd',
  '/uploads/%2e%2e/secrets.json',
  '/uploads/products/\u0000.jpg',
  'http://a b/',
  `http://127.0.0.1/${'a'.repeat(5000)}`,
];
// Malformed or odd percent-encodings, as they appear on the wire (never decoded by the client).
const BAD_PERCENT = [
  '%',
  '%Z',
  '%ZZ',
  '%E0%A4',
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '%25%',
  'a%',
  '%%',
  '%00',
  '%01',
  '%u0041',
  '%F0%9F%98',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
];
const BAD_IDS = [
  '0',
  '-1',
  '1.5',
  '2147483648',
  '9999999999999',
  '99999999999999999999999',
  '1e3',
  '0x10',
  'abc',
  '%00',
  '1%00',
  '%20',
  'null',
  '[]',
  '%ED%A0%80',
  'a'.repeat(3000),
];

const longString = (rng: Rng) => 'a'.repeat(rng.pick([300, 2_000, 10_000, 100_000, 600_000]));

function evilValue(rng: Rng, category: Category, field: string): unknown {
  switch (category) {
    case 'nul':
      return rng.pick(NUL);
    case 'surrogate':
      return rng.pick(SURROGATES);
    case 'control':
      return rng.pick(CONTROLS);
    case 'long':
      return rng.chance(0.2) ? Array.from({ length: rng.pick([1000, 20_000]) }, () => 'x') : longString(rng);
    case 'number':
      return rng.pick(NUMBERS);
    case 'type':
      return rng.pick(TYPES);
    case 'url':
      return field === 'selectedImages' ? [{ url: rng.pick(BAD_URLS) }] : rng.pick(BAD_URLS);
    default:
      return rng.pick([...NUL, ...SURROGATES]);
  }
}

/** A value placed in an array or object when the field expects one (productIds, selectedImages, pages). */
function wrapLike(field: string, value: unknown, rng: Rng): unknown {
  if (field === 'productIds' && rng.chance(0.6)) return [value];
  if (field === 'pages' && rng.chance(0.6)) return [{ platform: 'facebook', pageId: value }];
  if (field === 'selectedImages' && !Array.isArray(value) && rng.chance(0.6)) return [{ url: value }];
  if ((field === 'examplePosts' || field === 'currentImages' || field === 'remainingImages') && rng.chance(0.5)) return [value];
  return value;
}

/** An object with ordinary fields and one malformed one (mostly one the route is known to read). */
function evilObject(rng: Rng, category: Category, known: readonly string[] = []): { fields: Record<string, unknown>; field: string } {
  // Mostly every known field with an ordinary value (schemas drop what they do not know), so the
  // malformed one is met after the others have passed.
  const fields: Record<string, unknown> = rng.chance(0.7) ? { ...PLAUSIBLE } : {};
  for (let i = rng.int(4); i > 0; i--) {
    const f = rng.pick(FIELDS);
    fields[f] = PLAUSIBLE[f];
  }
  const field =
    known.length && rng.chance(0.6)
      ? rng.pick(known)
      : category === 'url'
        ? rng.pick(URL_FIELDS)
        : category === 'number'
          ? rng.pick(NUMBER_FIELDS)
          : rng.pick(FIELDS);
  fields[field] = wrapLike(field, evilValue(rng, category, field), rng);
  // An odd key now and then: keys travel into SQL column lists as easily as values do.
  if (rng.chance(0.08)) fields[rng.pick(['a\u0000b', '\ud800', '__proto__', 'constructor', 'x'.repeat(5000), ''])] = 1;
  return { fields, field };
}

/** Each byte as the request line carries it: itself when it may be carried as it is, else `%XX`. */
const RAW = Array.from({ length: 256 }, (_, b) =>
  b > 0x20 && b < 0x7f && !'%#?&=+ "<>\\^`{|}'.includes(String.fromCharCode(b)) ? undefined : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
);

/** `%XX` for every byte outside the characters an HTTP request line may carry as they are (runs of those copied whole: the long values are 600 KB). */
function encodeRaw(value: string): string {
  const bytes = Buffer.from(value, 'utf8');
  let out = '';
  let run = 0;
  for (let i = 0; i < bytes.length; i++) {
    const escaped = RAW[bytes[i]];
    if (escaped === undefined) continue;
    out += bytes.toString('latin1', run, i) + escaped;
    run = i + 1;
  }
  return out + bytes.toString('latin1', run);
}

/** A lone surrogate survives neither encodeURIComponent nor UTF-8: write it as the bytes a careless client sends. */
function encodeQueryValue(value: unknown): string {
  if (typeof value === 'string')
    return encodeRaw(value.replace(/[\ud800-\udfff]/g, (c) => `%ED%${(0xa0 + ((c.charCodeAt(0) - 0xd800) >> 6)).toString(16).toUpperCase()}%80`));
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint' || value === undefined) return encodeRaw(String(value));
  return encodeRaw(JSON.stringify(value)); // objects, arrays and null (the inputs hold no functions or symbols)
}

function queryString(fields: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    const k = encodeQueryValue(key);
    if (Array.isArray(value) && value.length < 50) for (const item of value) parts.push(`${k}=${encodeQueryValue(item)}`);
    else parts.push(`${k}=${encodeQueryValue(value)}`);
  }
  return parts.join('&');
}

function json(value: unknown): { headers: Record<string, string>; body: Buffer } {
  return { headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify(value) ?? 'null') };
}

function urlencoded(fields: Record<string, unknown>): { headers: Record<string, string>; body: Buffer } {
  return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: Buffer.from(queryString(fields)) };
}

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

function multipart(parts: Part[], boundary = '----fuzz' + 'b'.repeat(12)): { headers: Record<string, string>; body: Buffer } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: Buffer.concat(chunks) };
}

const fieldParts = (fields: Record<string, unknown>): Part[] =>
  Object.entries(fields).map(([name, value]) => ({ name, value: typeof value === 'string' ? value : (JSON.stringify(value) ?? '') }));

function multipartVariant(rng: Rng, fx: FuzzContext): { note: string; headers: Record<string, string>; body: Buffer } {
  const fileField = rng.pick(['image', 'source', 'file', 'files']);
  const kind = rng.int(12);
  const { fields } = evilObject(rng, rng.pick(['nul', 'surrogate', 'long', 'type'] as const));
  switch (kind) {
    case 0:
      return {
        note: 'multipart without a boundary',
        headers: { 'content-type': 'multipart/form-data' },
        body: Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'),
      };
    case 1:
      return {
        note: 'multipart with a boundary the body never uses',
        headers: { 'content-type': 'multipart/form-data; boundary=nothere' },
        body: Buffer.from('garbage\r\n\r\nmore garbage'),
      };
    case 2: {
      const full = multipart([{ name: fileField, value: fx.jpeg, filename: 'a.jpg', type: 'image/jpeg' }, ...fieldParts(fields)]);
      return { note: 'truncated multipart', headers: full.headers, body: full.body.subarray(0, Math.max(10, rng.int(full.body.length - 10))) };
    }
    case 3:
      return {
        note: 'multipart of random bytes',
        headers: { 'content-type': 'multipart/form-data; boundary=zz' },
        body: Buffer.from(Array.from({ length: 2000 }, () => rng.int(256))),
      };
    case 4: {
      const files = Array.from({ length: 11 + rng.int(5) }, (_, i) => ({
        name: rng.chance(0.5) ? fileField : `${fileField}${i}`,
        value: fx.jpeg,
        filename: `f${i}.jpg`,
        type: 'image/jpeg',
      }));
      return { note: `${files.length} files`, ...multipart([...fieldParts(fields), ...files]) };
    }
    case 5:
      return {
        note: 'an empty file',
        ...multipart([...fieldParts(fields), { name: fileField, value: Buffer.alloc(0), filename: 'empty.jpg', type: 'image/jpeg' }]),
      };
    case 6:
      return {
        note: 'a file over the upload limit',
        ...multipart([
          { name: fileField, value: Buffer.alloc(fx.uploadMaxBytes + 1024 + rng.int(50_000), 7), filename: 'big.jpg', type: 'image/jpeg' },
          ...fieldParts(fields),
        ]),
      };
    case 7:
      return {
        note: 'a file that is no image',
        ...multipart([
          ...fieldParts(fields),
          {
            name: fileField,
            value: rng.pick([Buffer.from('<svg onload=alert(1)>'), Buffer.from('GIF89a'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0])]),
            filename: 'x.jpg',
            type: 'image/jpeg',
          },
        ]),
      };
    case 8:
      return {
        note: 'odd part names and file names',
        ...multipart([
          {
            name: rng.pick(['', 'a\u0000b', '%', '"', 'x'.repeat(3000), fileField]),
            value: fx.jpeg,
            filename: rng.pick(['../../etc/passwd', '', '\u0000.jpg', '%00.jpg', 'a'.repeat(2000), 'x.svg']),
            type: rng.pick(['image/jpeg', '', 'text/html', 'a'.repeat(500)]),
          },
        ]),
      };
    case 9:
      return { note: 'a boundary over 70 characters', ...multipart([...fieldParts(fields)], 'b'.repeat(200)) };
    case 10: {
      const many = Array.from({ length: 1200 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
      return { note: 'too many fields', ...multipart(many) };
    }
    default:
      return {
        note: 'a valid image with malformed fields',
        ...multipart([...fieldParts(fields), { name: fileField, value: fx.jpeg, filename: 'ok.jpg', type: 'image/jpeg' }]),
      };
  }
}

let bomb: Buffer | undefined;
/** 30 MB of zeros, gzipped once (about 30 KB): the server must stop inflating at its body limit. */
const gzipBomb = () => (bomb ??= zlib.gzipSync(Buffer.alloc(30 * 1024 * 1024)));

function encodingVariant(rng: Rng, fx: FuzzContext): { note: string; headers: Record<string, string>; body: Buffer } {
  const kind = rng.int(9);
  const jsonType = { 'content-type': 'application/json' };
  const garbage = Buffer.from(Array.from({ length: 300 }, () => rng.int(256)));
  switch (kind) {
    case 0:
      return { note: 'gzip header on bytes that are not gzip', headers: { ...jsonType, 'content-encoding': 'gzip' }, body: garbage };
    case 1:
      return { note: 'deflate header on garbage', headers: { ...jsonType, 'content-encoding': 'deflate' }, body: garbage };
    case 2:
      return { note: 'br header on garbage', headers: { ...jsonType, 'content-encoding': 'br' }, body: garbage };
    case 3:
      return {
        note: 'an unknown content-encoding',
        headers: { ...jsonType, 'content-encoding': rng.pick(['zstd', 'compress', 'gzip, gzip', 'x'.repeat(100)]) },
        body: Buffer.from('{}'),
      };
    case 4:
      return {
        note: 'a truncated gzip body',
        headers: { ...jsonType, 'content-encoding': 'gzip' },
        body: zlib.gzipSync(Buffer.from(JSON.stringify(evilObject(rng, 'nul').fields))).subarray(0, 15),
      };
    case 5:
      return { note: 'gzip of 30 MB of zeros', headers: { ...jsonType, 'content-encoding': 'gzip' }, body: gzipBomb() };
    case 6:
      return {
        note: 'gzip of a malformed JSON object',
        headers: { ...jsonType, 'content-encoding': 'gzip' },
        body: zlib.gzipSync(Buffer.from(JSON.stringify(evilObject(rng, rng.pick(['nul', 'surrogate', 'number'] as const)).fields))),
      };
    case 7: {
      const form = multipart([{ name: 'image', value: fx.jpeg, filename: 'a.jpg', type: 'image/jpeg' }]);
      return { note: 'gzip of a multipart body', headers: { ...form.headers, 'content-encoding': 'gzip' }, body: zlib.gzipSync(form.body) };
    }
    default:
      return { note: 'gzip header on a multipart body that is not gzip', headers: { ...multipart([]).headers, 'content-encoding': 'gzip' }, body: garbage };
  }
}

/** The malformed JSON texts, made once (the largest are a megabyte: building them per request was most of the suite's own CPU). */
let jsonTexts: [string, Buffer][] | undefined;
function malformedJsonTexts(): [string, Buffer][] {
  return (jsonTexts ??= (
    [
      ['an unfinished object', '{"username": '],
      ['a trailing comma', '{"a":1,}'],
      ['a leading zero', '{"page":01}'],
      ['a raw NUL byte', '{"a":"\u0000"}'],
      ['an escaped NUL', '{"username":"a\\u0000b","password":"x"}'],
      ['an escaped lone surrogate', '{"productName":"\\ud800","name":"\\udfff"}'],
      ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d])],
      ['a byte-order mark', '\ufeff{}'],
      ['a number that overflows', '{"productId":1e999999,"accountId":-1e999999}'],
      ['duplicate keys', '{"a":1,"a":"\\u0000"}'],
      ['a prototype key', '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}}}'],
      ['an empty body', ''],
      ['only spaces', '   '],
      ['a bare string', '"just a string"'],
      ['a bare number', '12'],
      ['null', 'null'],
      ['an array', '[1,2,3]'],
      ['a body over the limit', `{"a":"${'x'.repeat(1_100_000)}"}`],
      ['many keys', JSON.stringify(Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i])))],
    ] as [string, string | Buffer][]
  ).map(([note, body]) => [note, Buffer.isBuffer(body) ? body : Buffer.from(body)]));
}

function jsonVariant(rng: Rng): { note: string; headers: Record<string, string>; body: Buffer } {
  const [note, body] = rng.pick(malformedJsonTexts());
  return {
    note,
    headers: { 'content-type': rng.pick(['application/json', 'application/json; charset=utf-8', 'application/vnd.api+json']) },
    body,
  };
}

function deepVariant(rng: Rng): { note: string; headers: Record<string, string>; body: Buffer } {
  const depth = rng.pick([64, 1000, 20_000, 200_000]);
  const kind = rng.int(4);
  if (kind === 0)
    return { note: `arrays nested ${depth} deep`, headers: { 'content-type': 'application/json' }, body: Buffer.from('['.repeat(depth) + ']'.repeat(depth)) };
  if (kind === 1)
    return {
      note: `objects nested ${depth} deep`,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
    };
  if (kind === 2) {
    const field = rng.pick(FIELDS);
    return {
      note: `a field nested ${depth} deep`,
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(`{"${field}":${'['.repeat(depth)}${']'.repeat(depth)}}`),
    };
  }
  return {
    note: 'a deeply bracketed form',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: Buffer.from(`${rng.pick(FIELDS)}${'[a]'.repeat(Math.min(depth, 5000))}=1`),
  };
}

function formVariant(rng: Rng): { note: string; headers: Record<string, string>; body: Buffer } {
  const field = rng.pick(FIELDS);
  const bodies = [
    `${field}=%00`,
    `${field}=%`,
    `${field}=%ED%A0%80`,
    `${field}[]=1&${field}[]=2`,
    `${field}[x]=1&${field}[y][z]=2`,
    `${field}=${'%41'.repeat(1000)}`,
    '=',
    '&&&=&',
    `${field}[=1`,
    `${field}=1&${field}=2&${field}=3`,
    `%=%&%%=1`,
    `${field}=${'a'.repeat(900_000)}`,
    `${field}[99999]=1`,
  ];
  return {
    note: 'a malformed form body',
    headers: { 'content-type': rng.pick(['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded; charset=latin1']) },
    body: Buffer.from(rng.pick(bodies)),
  };
}

/** The literal part of a regular-expression route (`^/simulator/graph(/.*)$` → `/simulator/graph`). */
function regexPrefix(pattern: RegExp): string {
  const source = pattern.source.replace(/^\^/, '');
  let out = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\' && i + 1 < source.length) {
      out += source[++i];
      continue;
    }
    if ('()[]{}*+?|$.'.includes(c)) break;
    out += c;
  }
  return out.replace(/\/+$/, '');
}

const REGEX_TAILS = [
  '',
  '/v19.0/me',
  '/v19.0/me/accounts',
  '/me/permissions',
  '/oauth/access_token',
  '/debug_token',
  '/v19.0/1',
  '/1/photos',
  '/1/feed',
  '/1/media',
  '/1/media_publish',
  '/1/content_publish_limit',
  '/1/a/b/c',
  '/v1.0',
];

function pathFor(route: RouteShape, rng: Rng, fx: FuzzContext, evil: string | undefined): string {
  if (route.path instanceof RegExp) {
    const tail = rng.pick(REGEX_TAILS);
    if (evil === undefined) return regexPrefix(route.path) + (tail || '/me');
    const segments = (tail || '/me').split('/');
    segments[rng.int(segments.length - 1) + 1] = evil;
    return regexPrefix(route.path) + segments.join('/');
  }
  let path = route.path;
  const names = route.paramNames;
  const evilAt = evil !== undefined && names.length ? rng.int(names.length) : -1;
  names.forEach((name, i) => {
    const good = fx.goodIds[name] ?? fx.goodIds.id ?? ['1'];
    path = path.replace(new RegExp(`:${name}(?![\\w])`), i === evilAt ? evil! : rng.pick(good));
  });
  if (evil !== undefined && evilAt < 0 && rng.chance(0.5)) path += (path.endsWith('/') ? '' : '/') + evil;
  return path;
}

/**
 * One malformed request for a route (the caller adds the identity's headers). `known` are field
 * names the route's earlier answers named (`field` of a 400): malformed values go there first.
 */
export function buildRequest(route: RouteShape, category: Category, rng: Rng, fx: FuzzContext, known: readonly string[] = []): FuzzRequest {
  const method = route.method;
  const takesBody = method !== 'GET' && method !== 'HEAD';
  const headers: Record<string, string> = {};
  let body: Buffer | undefined;
  let note: string = category;
  let query = '';
  let pathEvil: string | undefined;

  const place = (fields: Record<string, unknown>, field: string) => {
    // Where the bad value travels: the body (as JSON, a form or multipart fields), the query or a path parameter.
    const where = takesBody ? rng.pick(['json', 'json', 'json', 'form', 'multipart', 'query', 'path']) : rng.pick(['query', 'query', 'query', 'path']);
    note = `${category} in ${field} (${where})`;
    if (where === 'path' && typeof fields[field] !== 'object') {
      pathEvil = encodeQueryValue(fields[field]);
      return;
    }
    if (where === 'query' || where === 'path') {
      query = queryString(fields);
      return;
    }
    const built = where === 'json' ? json(fields) : where === 'form' ? urlencoded(fields) : multipart(fieldParts(fields));
    Object.assign(headers, built.headers);
    body = built.body;
  };

  switch (category) {
    case 'nul':
    case 'surrogate':
    case 'control':
    case 'long':
    case 'number':
    case 'type':
    case 'url': {
      if (category === 'number' && route.paramNames.length && rng.chance(0.4)) {
        pathEvil = rng.pick(BAD_IDS);
        note = `id ${pathEvil.slice(0, 30)} in the path`;
        break;
      }
      if (category === 'type' && takesBody && rng.chance(0.25)) {
        const whole = rng.pick(TYPES);
        Object.assign(headers, json(whole).headers);
        body = json(whole).body;
        note = `the whole body is ${JSON.stringify(whole)}`;
        break;
      }
      const { fields, field } = evilObject(rng, category, known);
      place(fields, field);
      break;
    }
    case 'deep':
    case 'json':
    case 'form':
    case 'multipart':
    case 'encoding': {
      const built =
        category === 'deep'
          ? deepVariant(rng)
          : category === 'json'
            ? jsonVariant(rng)
            : category === 'form'
              ? formVariant(rng)
              : category === 'multipart'
                ? multipartVariant(rng, fx)
                : encodingVariant(rng, fx);
      note = built.note;
      if (!takesBody && category === 'deep') {
        query = `${rng.pick(FIELDS)}${'[a]'.repeat(200)}=1&${'x[]=1&'.repeat(400)}`;
        note = 'a deeply bracketed query';
        break;
      }
      // A body on a GET is sent too: the server must ignore or refuse it, never fail on it.
      Object.assign(headers, built.headers);
      body = built.body;
      break;
    }
    case 'percent': {
      const bad = rng.pick(BAD_PERCENT);
      if (rng.chance(0.5)) {
        pathEvil = bad;
        note = `${bad} in the path`;
      } else {
        query = rng.pick([`${rng.pick(FIELDS)}=${bad}`, `${bad}=1`, `name=${bad}&v=${bad}`, `account=${bad}`]);
        note = `${bad} in the query`;
      }
      break;
    }
    case 'header': {
      const kind = rng.int(8);
      if (kind === 0) headers['x-account-id'] = rng.pick(['-1', '0', '2147483648', '9999999999999', 'abc', '1,2', ' 1', '%00', '1e3', 'a'.repeat(3000)]);
      else if (kind === 1)
        headers.authorization = rng.pick([
          'Bearer ',
          'Bearer null',
          'Bearer ' + 'a'.repeat(6000),
          'Basic YWRtaW46YWRtaW4=',
          'Bearer \u00ff\u00fe',
          'bearer  x  y',
          'Bearer %00',
        ]);
      else if (kind === 2)
        headers.cookie = rng.pick([
          'aes_session=' + 'a'.repeat(3000),
          'aes_session=Fe26.2**garbage',
          'aes_session=%',
          'aes_session=%00',
          '=;;=; a',
          'fb_oauth_state=%ED%A0%80; sim_user=%',
        ]);
      else if (kind === 3) headers['accept-language'] = rng.pick(['el' + ';q=0.5,'.repeat(500), '*', '\u00ff', 'zz-ZZ']);
      else if (kind === 4) headers.origin = rng.pick(['null', 'http://evil.example', 'not a url', '\u00ff://x']);
      else if (kind === 5) {
        headers['content-type'] = rng.pick([
          'application/json; charset=utf-16le',
          'application/json; charset=bogus',
          'text/plain',
          'application/xml',
          'application/json; boundary=x',
          'multipart/mixed; boundary=x',
          'a/b/c',
          '',
        ]);
        body = Buffer.from(JSON.stringify(evilObject(rng, 'nul').fields));
      } else if (kind === 6) headers['x-forwarded-for'] = rng.pick(['\u00ff', '1.1.1.1, 2.2.2.2', 'a'.repeat(2000), '::ffff:127.0.0.1']);
      else headers.range = rng.pick(['bytes=0-0', 'bytes=-1', 'bytes=99999999999999-', 'bytes=a-b', 'bytes=0-1,0-1,0-1']);
      note = `header ${Object.keys(headers).join(', ')}`;
      break;
    }
  }

  const path = pathFor(route, rng, fx, pathEvil);
  return { category, note, method, path: query ? `${path}?${query}` : path, headers, body };
}
