import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchWithPolicy, isPublicAddress, safeFetch } from './safe-fetch.js';
import { AppError } from './errors.js';

const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function startServer(handler: http.RequestListener): Promise<{ origin: string; hits: string[] }> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  after(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
}

async function rejectsWith(promise: Promise<unknown>, code: string, pattern: RegExp): Promise<void> {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof AppError, `expected an AppError, got ${String(error)}`);
    assert.equal(error.code, code);
    assert.match(error.message, pattern);
    return true;
  });
}

describe('isPublicAddress (the default policy)', () => {
  const refused: Array<[string, string]> = [
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback range'],
    ['10.1.2.3', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12 start'],
    ['172.31.255.254', 'private 172.16/12 end'],
    ['192.168.1.1', 'private 192.168/16'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['169.254.169.254', 'cloud metadata'],
    ['169.254.1.1', 'link-local'],
    ['0.0.0.0', 'this network'],
    ['0.1.2.3', 'this network range'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast (SSDP)'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fc00::1', 'unique local fc00::/7'],
    ['fd12:3456::1', 'unique local fd00::/8'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata in hex'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of the metadata address'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b:1::a9fe:a9fe', 'local-use NAT64 64:ff9b:1::/48'],
    ['64:ff9b:1::808:808', 'local-use NAT64, whatever it embeds'],
    ['2001::1', 'Teredo 2001::/32'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo with a client address'],
    ['::ffff:0:7f00:1', 'IPv4-translated ::ffff:0:0:0/96 (loopback)'],
    ['::ffff:0:808:808', 'IPv4-translated ::ffff:0:0:0/96'],
    ['::ffff:0:0', 'IPv4-mapped 0.0.0.0'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback in hex'],
    ['0:0:0:0:0:ffff:c0a8:101', 'IPv4-mapped private, written out'],
    ['::7f00:1', 'IPv4-compatible loopback (deprecated ::/96)'],
    ['::808:808', 'IPv4-compatible, whatever it embeds'],
    ['2002:a9fe:a9fe::1', '6to4 2002::/16'],
    ['2001:db8::1', 'documentation'],
    ['2001:2::1', 'benchmarking'],
    ['100::1', 'discard'],
    ['fec0::1', 'site-local'],
    ['5f00::1', 'segment routing'],
    ['3fff::1', 'documentation 3fff::/20'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['192.88.99.1', '6to4 relay'],
    ['240.0.0.1', 'reserved'],
    ['1.2.3', 'not a dotted quad'],
    ['not-an-ip', 'not an address'],
  ];
  for (const [address, why] of refused) {
    test(`refuses ${address} (${why})`, () => assert.equal(isPublicAddress(address), false));
  }
  const allowed = [
    '93.184.215.14',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '64:ff9b::808:808',
  ];
  for (const address of allowed) {
    test(`allows public ${address}`, () => assert.equal(isPublicAddress(address), true));
  }
});

describe('safeFetch refuses URLs before connecting', () => {
  const cases: Array<[string, RegExp]> = [
    ['http://127.0.0.1/a.png', /not allowed.*127\.0\.0\.1/],
    ['http://localhost:1/a.png', /not allowed/],
    ['http://10.0.0.5/a.png', /not allowed/],
    ['http://172.20.1.1/a.png', /not allowed/],
    ['http://192.168.0.10/a.png', /not allowed/],
    ['http://100.100.0.1/a.png', /not allowed/],
    ['http://169.254.169.254/latest/meta-data/', /not allowed.*169\.254\.169\.254/],
    ['http://0.0.0.0/a.png', /not allowed/],
    ['http://[::1]/a.png', /not allowed/],
    ['http://[fe80::1]/a.png', /not allowed/],
    ['http://[fd00::1]/a.png', /not allowed/],
    ['http://[::ffff:127.0.0.1]/a.png', /not allowed/],
    ['http://[64:ff9b:1::a9fe:a9fe]/a.png', /not allowed/],
    ['http://[2001::a9fe:a9fe]/a.png', /not allowed/],
    ['http://[::ffff:0:a9fe:a9fe]/a.png', /not allowed/],
    ['http://224.0.0.251/a.png', /not allowed/],
    ['http://2130706433/a.png', /not allowed/], // 127.0.0.1 written as one number
    ['ftp://example.com/a.png', /Only http and https/],
    ['file:///etc/passwd', /Only http and https/],
    ['http://user:pw@example.com/a.png', /user name or password/],
    ['not a url', /Not a valid URL/],
  ];
  for (const [url, message] of cases) {
    test(`refuses ${url}`, () => rejectsWith(safeFetch(url), 'invalid', message));
  }

  test('refuses a name that resolves to a private address (any of its addresses)', async () => {
    const resolve = async () => [
      { address: '93.184.215.14', family: 4 as const },
      { address: '10.0.0.7', family: 4 as const },
    ];
    await rejectsWith(
      fetchWithPolicy('http://images.example.test/a.png', { isAllowedAddress: isPublicAddress, resolve }),
      'invalid',
      /not allowed.*10\.0\.0\.7/,
    );
  });
});

describe('fetchWithPolicy against a local server', async () => {
  const { origin, hits } = await startServer((req, res) => {
    if (req.url === '/image.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(PNG_1x1);
    } else if (req.url === '/to-image') {
      res.writeHead(302, { location: '/image.png' });
      res.end();
    } else if (req.url === '/to-metadata') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      res.end();
    } else if (req.url === '/loop') {
      res.writeHead(301, { location: '/loop' });
      res.end();
    } else if (req.url === '/page.html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html></html>');
    } else if (req.url === '/drawing.svg') {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
    } else if (req.url === '/big.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.alloc(5000));
    } else if (req.url === '/big-chunked.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'transfer-encoding': 'chunked' });
      res.write(Buffer.alloc(3000));
      res.end(Buffer.alloc(3000));
    } else if (req.url === '/slow.png') {
      setTimeout(() => {
        if (!res.destroyed) res.end(PNG_1x1);
      }, 2000);
    } else if (req.url === '/missing.png') {
      res.writeHead(404);
      res.end();
    } else {
      res.writeHead(500);
      res.end();
    }
  });
  const loopbackOnFirstHop = (address: string, { hop }: { hop: number }) => (hop === 0 && address === '127.0.0.1') || isPublicAddress(address);
  const loopbackAlways = (address: string) => address === '127.0.0.1' || isPublicAddress(address);

  test('fetches an image and reports its type and final URL', async () => {
    const result = await fetchWithPolicy(`${origin}/image.png`, { isAllowedAddress: loopbackAlways });
    assert.deepEqual(result.buffer, PNG_1x1);
    assert.equal(result.contentType, 'image/png');
    assert.equal(result.finalUrl, `${origin}/image.png`);
  });

  test('follows a redirect and checks the new address again', async () => {
    const result = await fetchWithPolicy(`${origin}/to-image`, { isAllowedAddress: loopbackAlways });
    assert.equal(result.finalUrl, `${origin}/image.png`);
    // The same redirect is refused when the policy allows the local server for the first hop only.
    await rejectsWith(
      fetchWithPolicy(`${origin}/to-image`, { isAllowedAddress: loopbackOnFirstHop }),
      'invalid',
      /redirected to an address that is not allowed/,
    );
  });

  test('refuses a redirect to the metadata address', async () => {
    const before = hits.length;
    await rejectsWith(fetchWithPolicy(`${origin}/to-metadata`, { isAllowedAddress: loopbackOnFirstHop }), 'invalid', /redirected.*169\.254\.169\.254/);
    assert.deepEqual(hits.slice(before), ['/to-metadata']);
  });

  test('gives up after too many redirects', async () => {
    await rejectsWith(fetchWithPolicy(`${origin}/loop`, { isAllowedAddress: loopbackAlways, maxRedirects: 2 }), 'upstream', /redirected more than 2 times/);
  });

  test('accepts only raster image content types', async () => {
    await rejectsWith(
      fetchWithPolicy(`${origin}/page.html`, { isAllowedAddress: loopbackAlways }),
      'invalid',
      /does not point to an image \(content type text\/html\)/,
    );
    await rejectsWith(fetchWithPolicy(`${origin}/drawing.svg`, { isAllowedAddress: loopbackAlways }), 'invalid', /image\/svg\+xml/);
    const any = await fetchWithPolicy(`${origin}/page.html`, { isAllowedAddress: loopbackAlways, accept: 'any' });
    assert.equal(any.contentType, 'text/html');
  });

  test('caps the size, declared or streamed', async () => {
    await rejectsWith(fetchWithPolicy(`${origin}/big.png`, { isAllowedAddress: loopbackAlways, maxBytes: 4096 }), 'invalid', /too large/);
    await rejectsWith(fetchWithPolicy(`${origin}/big-chunked.png`, { isAllowedAddress: loopbackAlways, maxBytes: 4096 }), 'invalid', /too large/);
  });

  test('caps the time', async () => {
    const started = Date.now();
    await rejectsWith(fetchWithPolicy(`${origin}/slow.png`, { isAllowedAddress: loopbackAlways, timeoutMs: 200 }), 'upstream', /did not answer within 0\.2 s/);
    assert.ok(Date.now() - started < 1500);
  });

  test('an error status is an upstream error', async () => {
    await rejectsWith(fetchWithPolicy(`${origin}/missing.png`, { isAllowedAddress: loopbackAlways }), 'upstream', /answered 404/);
  });

  test('the default policy refuses the local server itself', async () => {
    const before = hits.length;
    await rejectsWith(safeFetch(`${origin}/image.png`), 'invalid', /not allowed/);
    assert.equal(hits.length, before, 'no request reached the server');
  });
});
