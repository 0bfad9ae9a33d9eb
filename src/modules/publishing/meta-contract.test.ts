import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import { freePort, startTestApp } from '../../http/testing.js';
import { connectFacebookLikeABrowser } from './testing/browser-flow.js';
import { publishToTarget } from './index.js';

/**
 * The connection and publishing against a server that is NOT our simulator: a small stand-in
 * written from Meta's documented contract (shared/reference/graph-api.md), with other habits than
 * the simulator (all Pages in one answer then an empty last page, Instagram fields not expanded in
 * /me/accounts, containers FINISHED at once). FACEBOOK_GRAPH_URL and FACEBOOK_DIALOG_URL point at it.
 */
const APP_ID = '777000111';
const APP_SECRET = 'contract-app-secret';
const calls: { method: string; path: string; params: Record<string, string> }[] = [];
let downloaded: { contentType: string | null; bytes: number } | undefined;
const challenges = new Map<string, string | undefined>();

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The fake Graph API: answers the calls the publisher makes, refuses any other. */
async function answerGraph(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url!, 'http://fake');
  const raw = await readBody(req);
  const type = req.headers['content-type'] ?? '';
  const params: Record<string, string> = Object.fromEntries(url.searchParams);
  // As Meta's reference and SDKs have it: a GET's or a DELETE's parameters are in the query string
  // only; a POST's may be in its body too. A body on a DELETE is not read.
  if (req.method === 'POST' && type.startsWith('application/x-www-form-urlencoded'))
    Object.assign(params, Object.fromEntries(new URLSearchParams(raw.toString())));
  if (req.method === 'POST' && type.startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
    for (const [k, v] of form) params[k] = typeof v === 'string' ? v : `<file ${v.size} bytes>`;
  }
  calls.push({ method: req.method!, path: url.pathname, params });
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const path = url.pathname.replace(/^\/v26\.0/, '');
  if (path === '/dialog/oauth') {
    const back = new URL(params.redirect_uri);
    // Meta binds the code to the dialog's code_challenge (PKCE, S256): the exchange must answer it.
    challenges.set('contract-code', params.code_challenge_method === 'S256' ? params.code_challenge : undefined);
    back.searchParams.set('code', 'contract-code');
    back.searchParams.set('state', params.state);
    res.writeHead(302, { location: back.toString() });
    return res.end();
  }
  if (path !== '/oauth/access_token' && !params.access_token)
    return send(400, { error: { message: 'An access token is required to request this resource.', type: 'OAuthException', code: 104 } });
  switch (`${req.method} ${path}`) {
    case 'GET /oauth/access_token':
      if (params.client_id !== APP_ID || params.client_secret !== APP_SECRET)
        return send(400, { error: { message: 'Error validating client secret.', type: 'OAuthException', code: 1 } });
      if (params.grant_type === 'fb_exchange_token') return send(200, { access_token: 'long-user-token', token_type: 'bearer', expires_in: 5183944 });
      if (challenges.get(params.code) !== undefined) {
        const answer = crypto
          .createHash('sha256')
          .update(params.code_verifier ?? '')
          .digest('base64url');
        if (answer !== challenges.get(params.code)) return send(400, { error: { message: 'Invalid code verifier.', type: 'OAuthException', code: 1 } });
      }
      return send(200, { access_token: 'short-user-token', token_type: 'bearer', expires_in: 6000 });
    case 'GET /me':
      return send(200, { id: '5550001', name: 'Contract Clinic Owner' });
    case 'GET /me/permissions':
      return send(200, {
        data: ['pages_show_list', 'pages_manage_posts', 'pages_read_engagement', 'instagram_basic', 'instagram_content_publish'].map((permission) => ({
          permission,
          status: 'granted',
        })),
      });
    case 'GET /me/accounts':
      if (params.after === 'end') return send(200, { data: [], paging: { cursors: { before: 'end' } } });
      return send(200, {
        data: [
          {
            id: '9001',
            name: 'Contract Clinic',
            category: 'Medical spa',
            access_token: 'page-token-9001',
            tasks: ['CREATE_CONTENT'],
            instagram_business_account: { id: '17840001' },
          },
          { id: '9002', name: 'Second Clinic', category: 'Doctor', access_token: 'page-token-9002', tasks: ['CREATE_CONTENT'] },
        ],
        paging: {
          cursors: { after: 'end' },
          next: `http://127.0.0.1:${(fake.address() as { port: number }).port}/v26.0/me/accounts?access_token=${params.access_token}&after=end`,
        },
      });
    case 'GET /9001':
      return send(200, { id: '9001', instagram_business_account: { id: '17840001', username: 'contract.clinic', name: 'Contract Clinic' } });
    case 'POST /9001/photos':
      if (params.access_token !== 'page-token-9001')
        return send(400, { error: { message: '(#200) Requires a Page token', type: 'OAuthException', code: 200 } });
      return send(200, { id: '333', post_id: '9001_444' });
    case 'GET /9001_444':
      return send(200, { id: '9001_444', permalink_url: 'https://www.facebook.com/9001/posts/444' });
    case 'DELETE /9001_444':
      if (params.access_token !== 'page-token-9001')
        return send(400, { error: { message: '(#200) Requires a Page token', type: 'OAuthException', code: 200 } });
      return send(200, { success: true });
    case 'GET /17840001/content_publishing_limit':
      return send(200, { data: [{ quota_usage: 2, config: { quota_total: 50, quota_duration: 86400 } }] });
    case 'POST /17840001/media': {
      const media = await fetch(params.image_url);
      downloaded = { contentType: media.headers.get('content-type'), bytes: (await media.arrayBuffer()).byteLength };
      if (!media.ok) return send(400, { error: { message: 'Media download has failed', type: 'OAuthException', code: 9004, error_subcode: 2207052 } });
      return send(200, { id: 'container-1' });
    }
    case 'GET /container-1':
      return send(200, { id: 'container-1', status_code: 'FINISHED', status: 'Finished' });
    case 'POST /17840001/media_publish':
      return send(200, { id: 'media-77' });
    case 'GET /media-77':
      return send(200, { id: 'media-77', permalink: 'https://www.instagram.com/p/abc/' });
    default:
      return send(400, { error: { message: `Unknown path ${path}`, type: 'GraphMethodException', code: 100, error_subcode: 33 } });
  }
}
const fake = http.createServer((req, res) => void answerGraph(req, res));
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
after(() => new Promise<void>((resolve) => fake.close(() => resolve())));
const fakeUrl = `http://127.0.0.1:${(fake.address() as { port: number }).port}`;

// A real app needs PUBLIC_URL (redirect_uri and media URLs are built from it): the app's own address here.
const port = await freePort();
const publicUrl = `http://127.0.0.1:${port}`;
const app = await startTestApp({
  port,
  env: { FACEBOOK_APP_ID: APP_ID, FACEBOOK_APP_SECRET: APP_SECRET, FACEBOOK_GRAPH_URL: fakeUrl, FACEBOOK_DIALOG_URL: fakeUrl, PUBLIC_URL: publicUrl },
});

describe("Meta's documented contract, served by another implementation", () => {
  it('connects, lists Pages and Instagram accounts, and publishes to both', async () => {
    const { token, accountId } = await app.loginBusiness();
    const flow = await connectFacebookLikeABrowser({ baseUrl: app.url, token, cookies: app.browserOf(token) });
    assert.equal(flow.location, '/portal/platforms?connected=facebook');
    const dialog = calls.find((c) => c.path === '/v26.0/dialog/oauth')!;
    const exchange = calls.find((c) => c.path === '/v26.0/oauth/access_token' && c.params.code)!;
    assert.equal(dialog.params.redirect_uri, `${publicUrl}/api/auth/facebook/callback`, "PUBLIC_URL's callback");
    assert.equal(exchange.params.redirect_uri, dialog.params.redirect_uri, 'the same redirect_uri');
    assert.equal(exchange.params.client_id, APP_ID);
    assert.equal(dialog.params.code_challenge_method, 'S256', 'PKCE');
    assert.equal(
      crypto
        .createHash('sha256')
        .update(exchange.params.code_verifier ?? '')
        .digest('base64url'),
      dialog.params.code_challenge,
      'the verifier answers the challenge',
    );
    assert.ok(calls.some((c) => c.params.grant_type === 'fb_exchange_token' && c.params.fb_exchange_token === 'short-user-token'));
    assert.ok(
      calls.some((c) => c.path === '/v26.0/me/accounts' && c.params.after === 'end'),
      'followed paging.next to the end',
    );
    assert.ok(
      calls.some((c) => c.path === '/v26.0/9001' && /instagram_business_account/.test(c.params.fields)),
      'looked up the Instagram account',
    );

    const pages = await app.request('/api/facebook/pages', { token });
    assert.equal(pages.body.mode, 'facebook');
    assert.deepEqual(
      pages.body.facebookPages.map((p: { id: string }) => p.id),
      ['9001', '9002'],
    );
    assert.deepEqual(pages.body.instagramAccounts, [
      { id: '17840001', name: 'Contract Clinic', username: 'contract.clinic', pageId: '9001', pageName: 'Contract Clinic' },
    ]);

    const image = () =>
      sharp({ create: { width: 900, height: 900, channels: 3, background: '#bcd' } })
        .jpeg()
        .toBuffer();
    const fb = await publishToTarget(app.deps, {
      accountId,
      publicationKey: 'post:contract',
      kind: 'feed',
      target: { platform: 'facebook', pageId: '9001' },
      caption: 'Contract caption',
      media: { type: 'image', load: image },
    });
    assert.deepEqual(fb.status === 'published' && [fb.postId, fb.permalink], ['9001_444', 'https://www.facebook.com/9001/posts/444']);
    const photo = calls.find((c) => c.path === '/v26.0/9001/photos')!;
    assert.equal(photo.params.caption, 'Contract caption');
    assert.match(photo.params.source, /^<file \d+ bytes>$/, 'the image was uploaded as multipart source');
    assert.ok(photo.params.appsecret_proof, 'appsecret_proof sent');

    const ig = await publishToTarget(app.deps, {
      accountId,
      publicationKey: 'post:contract',
      kind: 'feed',
      target: { platform: 'instagram', pageId: '9001', instagramId: '17840001' },
      caption: 'Contract caption',
      media: { type: 'image', load: image },
    });
    assert.deepEqual(ig.status === 'published' && [ig.postId, ig.permalink], ['media-77', 'https://www.instagram.com/p/abc/']);
    assert.equal(downloaded?.contentType, 'image/jpeg', 'the stand-in downloaded the prepared JPEG from the signed URL');
    const container = calls.find((c) => c.path === '/v26.0/17840001/media')!;
    assert.match(container.params.image_url, new RegExp(`^${app.url}/uploads/media/[\\w-]+\\.jpg\\?expires=\\d+&signature=`));
    assert.equal(calls.find((c) => c.path === '/v26.0/17840001/media_publish')!.params.creation_id, 'container-1');

    // Deleting the Page post: the token travels in the query string, which is all the stand-in reads.
    const deleted = await app.request('/api/social-media/delete', { token, method: 'DELETE', body: { postId: '9001_444', platform: 'facebook' } });
    assert.equal(deleted.status, 200, JSON.stringify(deleted.body));
    const call = calls.find((c) => c.method === 'DELETE' && c.path === '/v26.0/9001_444')!;
    assert.equal(call.params.access_token, 'page-token-9001');
    assert.ok(call.params.appsecret_proof, 'appsecret_proof in the query string too');
    assert.equal((await app.db('facebookConnections').where({ accountId }).first()).status, 'connected', 'the connection was not marked broken');
    // The signed URL is the only way in: without its signature the file is not served.
    assert.equal((await fetch(container.params.image_url.split('?')[0])).status, 404);
  });

  it("builds redirect_uri from PUBLIC_URL, never from the request's Host header", async () => {
    const { token } = await app.loginBusiness();
    const cookie = [...app.browserOf(token)].map(([k, v]) => `${k}=${v}`).join('; ');
    const location = await new Promise<string>((resolve, reject) => {
      const req = http.request(`${app.url}/api/auth/facebook/connect?token=${token}`, { headers: { host: 'attacker.example', cookie } }, (res) => {
        res.resume();
        resolve(res.headers.location ?? '');
      });
      req.on('error', reject);
      req.end();
    });
    assert.equal(new URL(location).searchParams.get('redirect_uri'), `${publicUrl}/api/auth/facebook/callback`);
    const config = await app.request('/api/facebook/config', { token, headers: { 'x-forwarded-host': 'attacker.example' } });
    assert.equal(config.body.callbackUrl, `${publicUrl}/api/auth/facebook/callback`);
  });
});
