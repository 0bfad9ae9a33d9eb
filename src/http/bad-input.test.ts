import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import zlib from 'node:zlib';
import Koa from 'koa';
import http from 'node:http';
import sharp from 'sharp';
import { startTestApp } from './testing.js';
import { requestListener } from './app.js';
import { errorMiddleware } from './errors.js';
import { demoImageUrl, renderDemoCard } from '../modules/catalog/testing.js';
import { createLogger } from '../lib/log.js';

/**
 * The "Bad input" findings of issue 11, one by one: each answered 500 (or 502) before. The fuzz
 * suite (fuzz.test.ts) keeps the whole class away; these name the cases the review found.
 */
const app = await startTestApp({ env: { UPLOAD_MAX_MB: '1' } });
const { request } = app;
const admin = await app.loginAdmin();
const business = await app.loginBusiness();
const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#7a5' } })
  .jpeg()
  .toBuffer();

const tempFiles = () => (fs.existsSync(app.deps.uploadTempDir!) ? fs.readdirSync(app.deps.uploadTempDir!, { recursive: true }) : []);

function form(fields: Record<string, string>, files: { field: string; data: Buffer; name?: string }[] = []): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (const file of files) f.append(file.field, new Blob([new Uint8Array(file.data)], { type: 'image/jpeg' }), file.name ?? 'photo.jpg');
  return f;
}

/** A raw request: the body and headers exactly as given (no client-side encoding or checks). */
async function raw(pathname: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer | string; token?: string } = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const target = new URL(app.url);
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const req = http.request({ host: target.hostname, port: target.port, path: pathname, method: options.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode!, body });
      });
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('NUL characters and lone surrogates are refused at validation', () => {
  test('a NUL in a sign-in name, a search and a company name: 400 naming the field, before PostgreSQL', async () => {
    const login = await request('/api/auth/login', { body: { username: 'a\u0000b', password: 'x' } });
    assert.deepEqual([login.status, login.body.field], [400, 'username']);
    assert.equal(login.body.message, 'The field "username" contains a NUL character (\\u0000), which is not allowed.');

    const search = await request('/api/products?q=%00', { token: admin });
    assert.deepEqual([search.status, search.body.message], [400, 'The query parameter "q" contains a NUL character (\\u0000), which is not allowed.']);

    const company = await request('/api/v2/company-info', { token: business.token, body: { companyName: 'Glow\u0000 Clinic', location: 'Athens' } });
    assert.deepEqual([company.status, company.body.field], [400, 'companyName']);
  });

  test('in nested values, keys, forms and multipart fields too', async () => {
    const nested = await request('/api/save-product-images', {
      token: business.token,
      body: { productName: 'Serum', selectedImages: [{ url: 'http://example.com/\u0000' }] },
    });
    assert.deepEqual([nested.status, nested.body.field], [400, 'selectedImages.0.url']);
    const key = await request('/api/auth/login', { body: { 'user\u0000name': 'x' } });
    assert.equal(key.status, 400);
    assert.match(key.body.message, /^The field "user\\u0000name" contains a NUL character/);
    const urlencoded = await raw('/api/business/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%00b&password=secret',
    });
    assert.deepEqual([urlencoded.status, urlencoded.body.field], [400, 'email']);
    const multipart = await request('/api/products', { token: admin, body: form({ name: 'Serum\u0000', description: 'A long enough description.' }) });
    assert.deepEqual([multipart.status, multipart.body.field], [400, 'name']);
  });

  test('a lone surrogate in a product name is a 400, not a URIError', async () => {
    for (const productName of ['\ud800', 'Glow \udfff serum']) {
      const res = await request('/api/ai-create-product-preview', { token: business.token, body: { productName } });
      assert.deepEqual([res.status, res.body.message], [400, 'The field "productName" contains an invalid character (an unpaired UTF-16 surrogate).']);
    }
    // A well-formed pair (an emoji) is ordinary text.
    const emoji = await request('/api/compliance-check', { token: business.token, body: { text: 'Glow \ud83d\ude00' } });
    assert.equal(emoji.status, 200);
  });

  test('input nested absurdly deep is refused', async () => {
    const res = await raw('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"username":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
    });
    assert.deepEqual([res.status, res.body.message], [400, 'The request is nested too deeply (at most 32 levels).']);
  });
});

describe('body-parser failures are 400/413 with a message, on any route', () => {
  test('a bad gzip body, without a session', async () => {
    const res = await raw('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: Buffer.from('definitely not gzip'),
    });
    assert.deepEqual([res.status, res.body.message], [400, 'The request body could not be decompressed']);
    const truncated = await raw('/api/business/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: zlib.gzipSync('{"email":"a@b.c"}').subarray(0, 12),
    });
    assert.equal(truncated.status, 400);
  });

  test('malformed multipart, more than 10 files, an empty file, a file over the limit', async () => {
    const broken = await raw('/api/products', {
      method: 'POST',
      token: admin,
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      body: '--zz\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nabc',
    });
    assert.deepEqual([broken.status, broken.body.message], [400, 'The upload could not be read']);
    const noBoundary = await raw('/api/products', { method: 'POST', token: admin, headers: { 'content-type': 'multipart/form-data' }, body: 'x' });
    assert.equal(noBoundary.status, 400);

    const eleven = await request('/api/products', {
      token: admin,
      body: form(
        { name: 'Serum' },
        Array.from({ length: 11 }, () => ({ field: 'image', data: jpeg })),
      ),
    });
    assert.deepEqual([eleven.status, eleven.body.message], [413, 'Too many files: send at most 10']);
    const empty = await request('/api/products', { token: admin, body: form({ name: 'Serum' }, [{ field: 'image', data: Buffer.alloc(0) }]) });
    assert.deepEqual([empty.status, empty.body.message], [400, 'The uploaded file is empty']);
    const big = await request(`/api/products/1/images`, {
      token: business.token,
      body: form({}, [{ field: 'image', data: Buffer.alloc(1024 * 1024 + 1, 1) }]),
    });
    assert.deepEqual([big.status, big.body.message], [413, 'The file is too large: at most 1 MB']);
    const story = await request('/api/instagram-story', {
      token: business.token,
      body: form({ text: 'Hello' }, [
        { field: 'image', data: jpeg },
        { field: 'image', data: Buffer.alloc(1024 * 1024 + 1, 1) },
      ]),
    });
    assert.equal(story.status, 413);
    assert.deepEqual(tempFiles(), [], 'the files of failed parses are removed');
  });

  test('multipart is parsed only on the routes that take files, after authentication', async () => {
    // Before: koa-body parsed every request's files, so an anonymous 11-file POST to /api/health
    // answered 500 and left a file in the temp folder each time.
    const files = Array.from({ length: 11 }, () => ({ field: 'image', data: jpeg }));
    for (const [method, pathname] of [
      ['POST', '/api/health'],
      ['POST', '/api/auth/login'],
      ['POST', '/api/products'],
      ['PUT', '/api/products/1'],
      ['POST', '/api/instagram-story'],
    ]) {
      const res = await request(pathname, { method, body: form({ name: 'x' }, files) });
      assert.ok([400, 401, 404].includes(res.status), `${method} ${pathname}: ${res.status}`);
    }
    // Without a session even a broken body gets 401: nothing was parsed.
    const anonymous = await raw('/api/products', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=zz' }, body: 'garbage' });
    assert.equal(anonymous.status, 401);
    // A business user is refused the admin route before its upload is read.
    const wrongRole = await raw('/api/products', {
      method: 'POST',
      token: business.token,
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      body: 'garbage',
    });
    assert.equal(wrongRole.status, 403);
    // A sign-in sent as multipart is not parsed.
    const login = await request('/api/auth/login', { body: form({ username: 'x', password: 'y' }) });
    assert.deepEqual([login.status, login.body.message], [400, 'The request body must be a JSON object']);
    // The same for a route that takes its use case's input with bodyWith.
    const language = await request('/api/account/language', { method: 'PUT', token: business.token, body: form({ uiLanguage: 'el' }) });
    assert.deepEqual([language.status, language.body.messageKey], [400, 'http.bodyNotObject']);
    assert.deepEqual(tempFiles(), []);
  });

  test('a successful upload leaves no temp file either', async () => {
    const res = await request('/api/products', {
      token: admin,
      body: form({ name: 'Temp check serum', description: 'A long enough description.' }, [{ field: 'image', data: jpeg }]),
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.deepEqual(tempFiles(), []);
  });
});

describe('values beyond the column are 400', () => {
  test('an account id beyond int4, a huge username, a huge business name', async () => {
    const adminUser = await request('/api/admin-users', {
      token: admin,
      body: { accountId: 9999999999999, email: 'new@clinic.example.com', password: 'secret-password' },
    });
    assert.deepEqual([adminUser.status, adminUser.body.message], [400, 'Account not found']);
    const username = await request('/api/auth/login', { body: { username: 'u'.repeat(900_000), password: 'x' } });
    assert.deepEqual([username.status, username.body.message], [400, 'Username must be at most 100 characters']);
    const email = await request('/api/business/login', { body: { email: `${'u'.repeat(900_000)}@clinic.example.com`, password: 'secret-password' } });
    assert.equal(email.status, 400);
    const name = await request('/api/accounts', { token: admin, body: { businessName: 'N'.repeat(900_000) } });
    assert.deepEqual([name.status, name.body.message], [400, 'Business name must be at most 200 characters']);
    const [{ n }] = await app.db('accounts').whereRaw('length(business_name) > 200').count({ n: '*' });
    assert.equal(Number(n), 0, 'nothing that long is stored');
  });

  test('ids beyond int4 in paths, queries and bodies', async () => {
    for (const pathname of ['/api/products/9999999999999', '/api/accounts/2147483648', '/api/bulk-posts/99999999999999999999']) {
      assert.equal((await request(pathname, { token: admin, headers: { 'x-account-id': String(business.accountId) } })).status, 404, pathname);
    }
    assert.equal((await request('/api/v2/account-products', { token: business.token, body: { productIds: [2147483648] } })).status, 400);
    assert.equal((await request('/api/products?categoryId=9999999999999', { token: admin })).status, 400);
    assert.equal((await request('/api/account', { token: admin, headers: { 'x-account-id': '9999999999999' } })).status, 400);
  });

  test('any other PostgreSQL data exception or program limit maps to 400, never 500', async () => {
    const koa = new Koa();
    koa.context.deps = { log: createLogger({ level: 'silent' }), config: { uploadMaxBytes: 1024 * 1024 } } as never;
    let code = '';
    koa.use(errorMiddleware as never);
    koa.use(() => {
      throw Object.assign(new Error('database said no'), { code, severity: 'ERROR' });
    });
    const server = http.createServer(requestListener(koa));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as { port: number }).port;
      for (const [c, status, message] of [
        ['22003', 400, 'A number is out of range'],
        ['22021', 400, 'A text contains a character that is not allowed'],
        ['54000', 400, 'A value is too large'],
        ['22012', 400, 'A value is not valid'],
        ['54001', 400, 'A value is too large'],
        ['42P01', 500, 'An error occurred. Please try again.'],
      ] as const) {
        code = c;
        const res = await fetch(`http://127.0.0.1:${port}/`);
        const body = await res.json();
        assert.deepEqual([res.status, body.message], [status, message], c);
        assert.doesNotMatch(JSON.stringify(body), /database said no/);
      }
    } finally {
      server.close();
    }
  });
});

describe('URLs, paths and SVG are built from clean input', () => {
  test('GET /uploads/% and other malformed escapes are 400, not 500', async () => {
    for (const pathname of ['/uploads/%', '/uploads/products/%ED%A0%80', '/uploads/%00', '/simulator/graph/v19.0/%FF', '/api/products/%E0%A4', '/%']) {
      const res = await raw(pathname, { token: admin });
      assert.equal(res.status, 400, pathname);
      assert.equal(res.body.success, false);
    }
  });

  test('a demo card for a name with control characters or a lone surrogate', async () => {
    const control = await raw('/api/demo-images/card.jpg?name=%01&v=0', { token: business.token });
    assert.equal(control.status, 404);
    const mixed = await raw(`/api/demo-images/card.jpg?name=${encodeURIComponent('Glow\u0001 Serum')}&v=0`, { token: business.token });
    assert.equal(mixed.status, 200);
    assert.equal(demoImageUrl('Glow \ud800serum', 1), '/api/demo-images/card.jpg?name=Glow%20%EF%BF%BDserum&v=1');
    assert.ok((await renderDemoCard('a\u0008b\uffff', 0)).length > 1000);
  });
});

describe("refused URLs are the client's mistake", () => {
  test('a private address or a non-http scheme in selectedImages: 400 with the reason (was 502)', async () => {
    const res = await request('/api/save-product-images', {
      token: business.token,
      body: { productName: 'Refused serum', selectedImages: [{ url: 'http://127.0.0.1:5432/' }, { url: 'gopher://example.com/' }] },
    });
    assert.equal(res.status, 400);
    assert.match(res.body.message, /none of the selected images could be downloaded \(This address is not allowed \(private, local or reserved network\)/);
    assert.deepEqual(
      res.body.failedImages.map((f: { url: string }) => f.url),
      ['http://127.0.0.1:5432/', 'gopher://example.com/'],
    );
    const proxied = await request(`/api/proxy-image?url=${encodeURIComponent('http://[::1]/x.jpg')}`, { token: business.token });
    assert.equal(proxied.status, 400);
  });

  test('an AI API key that cannot travel in a header is refused when saved, not a 502 at every later call', async () => {
    const res = await request('/api/ai-config', { method: 'PUT', token: admin, body: { apiKey: 'sk-\u202eabc' } });
    assert.deepEqual([res.status, res.body.message], [400, 'API key must be printable ASCII']);
  });
});
