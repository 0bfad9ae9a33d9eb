import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { fetchWithPolicy, isPublicAddress } from '../../lib/safe-fetch.js';
import { startTestApp } from '../testing.js';
import { useCandidateFetcherForTesting } from '../../modules/catalog/testing.js';

const app = await startTestApp();
const business = await app.loginBusiness();
const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
  .png()
  .toBuffer();

// A local "image host": /img.png, a redirect to a private address, a redirect back to itself, HTML.
let hits = 0;
const server = http.createServer((req, res) => {
  hits++;
  if (req.url === '/img.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
  else if (req.url === '/to-private') res.writeHead(302, { location: 'http://10.1.2.3/img.png' }).end();
  else if (req.url === '/to-self') res.writeHead(302, { location: `http://127.0.0.1:${port}/img.png` }).end();
  else if (req.url === '/loop') res.writeHead(302, { location: '/loop' }).end();
  else if (req.url === '/page') res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
  else if (req.url === '/fake.png') res.writeHead(200, { 'content-type': 'image/png' }).end('not really a png');
  else res.writeHead(404).end();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
after(() => new Promise<void>((resolve) => server.close(() => resolve())));
const port = (server.address() as AddressInfo).port;
const local = `http://127.0.0.1:${port}`;

const proxy = (url: string, token: string | null = business.token) =>
  app.request(`/api/proxy-image?url=${encodeURIComponent(url)}`, { token: token ?? undefined });

describe('GET /api/proxy-image refuses', () => {
  test('without a session, or without a url', async () => {
    assert.equal((await proxy(`${local}/img.png`, null)).status, 401);
    const missing = await app.request('/api/proxy-image', { token: business.token });
    assert.deepEqual([missing.status, missing.body.message], [400, 'The url parameter is required']);
  });

  const refusals: [string, string, RegExp][] = [
    ['loopback', `${local}/img.png`, /^This address is not allowed \(private, local or reserved network\): 127\.0\.0\.1:\d+ \(127\.0\.0\.1\)$/],
    ['localhost by name', `http://localhost:${port}/img.png`, /^This address is not allowed .*\((127\.0\.0\.1|::1)\)$/],
    ['private 10/8', 'http://10.0.0.1/img.png', /not allowed .*10\.0\.0\.1/],
    ['private 192.168/16', 'http://192.168.1.20/img.png', /not allowed .*192\.168\.1\.20/],
    ['private 172.16/12', 'http://172.20.0.5/img.png', /not allowed .*172\.20\.0\.5/],
    ['link-local', 'http://169.254.10.10/img.png', /not allowed .*169\.254\.10\.10/],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/', /not allowed .*169\.254\.169\.254/],
    ['IPv6 loopback', `http://[::1]:${port}/img.png`, /not allowed .*::1/],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/img.png', /not allowed/],
    ['IPv6 unique local', 'http://[fd00::1]/img.png', /not allowed .*fd00::1/],
    ['file scheme', 'file:///etc/passwd', /^Only http and https URLs can be fetched \(got file\)$/],
    ['ftp scheme', 'ftp://example.com/img.png', /^Only http and https URLs can be fetched \(got ftp\)$/],
    ['data scheme', 'data:image/png;base64,iVBORw0KGgo=', /^Only http and https URLs can be fetched \(got data\)$/],
    ['javascript scheme', 'javascript:alert(1)', /^Only http and https URLs can be fetched \(got javascript\)$/],
    ['a relative address', '/uploads/x.png', /^Not a valid URL/],
  ];
  for (const [what, url, message] of refusals) {
    test(what, async () => {
      const before = hits;
      const res = await proxy(url);
      assert.equal(res.status, 400, JSON.stringify(res.body));
      assert.equal(res.body.success, false);
      assert.match(res.body.message, message);
      assert.equal(hits, before, 'the local server was never contacted');
    });
  }

  test('a redirect to a private address (checked after every redirect)', async () => {
    // Let the test server through for the first request only, as a public host would be.
    useCandidateFetcherForTesting((url, options) =>
      fetchWithPolicy(url, { ...options, isAllowedAddress: (address, { hop }) => (hop === 0 && address === '127.0.0.1') || isPublicAddress(address) }),
    );
    try {
      const toPrivate = await proxy(`${local}/to-private`);
      assert.deepEqual(
        [toPrivate.status, toPrivate.body.message],
        [400, 'The image server redirected to an address that is not allowed (private, local or reserved network): 10.1.2.3 (10.1.2.3)'],
      );
      const toSelf = await proxy(`${local}/to-self`);
      assert.equal(toSelf.status, 400);
      assert.match(toSelf.body.message, /^The image server redirected to an address that is not allowed .*127\.0\.0\.1/);
    } finally {
      useCandidateFetcherForTesting(undefined);
    }
  });

  test('more than 3 redirects, a non-image content type, bytes that are not an image', async () => {
    useCandidateFetcherForTesting((url, options) => fetchWithPolicy(url, { ...options, isAllowedAddress: (address) => address === '127.0.0.1' }));
    try {
      const loop = await proxy(`${local}/loop`);
      assert.deepEqual([loop.status, loop.body.message], [502, 'The image server redirected more than 3 times: ' + `${local}/loop`]);
      const page = await proxy(`${local}/page`);
      assert.deepEqual([page.status, page.body.message], [400, `The URL does not point to an image (content type text/html): ${local}/page`]);
      const fake = await proxy(`${local}/fake.png`);
      assert.deepEqual([fake.status, fake.body.message], [400, 'The URL does not point to an image']);
    } finally {
      useCandidateFetcherForTesting(undefined);
    }
  });
});

describe('GET /api/proxy-image serves', () => {
  test('an image from an allowed host, then from its cache', async () => {
    useCandidateFetcherForTesting((url, options) => fetchWithPolicy(url, { ...options, isAllowedAddress: (address) => address === '127.0.0.1' }));
    try {
      const before = hits;
      const first = await proxy(`${local}/img.png`);
      assert.equal(first.status, 200);
      assert.equal(first.headers.get('content-type'), 'image/png');
      assert.equal(first.headers.get('cache-control'), 'private, max-age=3600');
      const second = await proxy(`${local}/img.png`);
      assert.equal(second.status, 200);
      assert.equal(hits, before + 1, 'the second answer came from the cache');
    } finally {
      useCandidateFetcherForTesting(undefined);
    }
  });
});
