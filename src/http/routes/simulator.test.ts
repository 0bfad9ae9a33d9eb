import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import sharp from 'sharp';
import { startTestApp } from '../testing.js';
import { seedSimulatedConnection, simulatorApp } from '../../modules/publishing/testing/seed-connection.js';

/** The built-in Graph API simulator (demo mode), spoken to directly as a client of Meta would. */
const app = await startTestApp({ env: { FACEBOOK_SIMULATOR_DELAY_MS: '0', UPLOAD_MAX_MB: '100' } });
const { db } = app;
const graph = `${app.url}/simulator/graph/v26.0`;
const dialog = `${app.url}/simulator/dialog/v26.0/dialog/oauth`;
const appId = simulatorApp(app.deps).appId;
const callback = `${app.url}/api/auth/facebook/callback`;

async function connected() {
  const { accountId } = await app.loginBusiness();
  return seedSimulatedConnection(app.deps, { accountId });
}

async function graphCall(method: string, path: string, options: { query?: Record<string, string>; form?: Record<string, string> } = {}) {
  const url = new URL(`${graph}/${path}`);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const res = await fetch(url, {
    method,
    body: options.form ? new URLSearchParams(options.form) : undefined,
    headers: options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
  });
  return { status: res.status, body: await res.json() };
}

async function pagePost(pageId: string, pageToken: string, message = 'A simulated post') {
  const res = await graphCall('POST', `${pageId}/feed`, { form: { message, access_token: pageToken } });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body.id as string;
}

const alive = async (id: string) => !!(await db('simulatorObjects').where({ id }).whereNull('deletedAt').first());
const codes = async () => Number((await db('simulatorObjects').where({ type: 'code' }).count('* as n'))[0].n);

describe('simulator: the dialog gives codes only to this installation', () => {
  const dialogUrl = (redirectUri: string) =>
    `${dialog}?${new URLSearchParams({ client_id: appId, redirect_uri: redirectUri, state: 'some-state', response_type: 'code', scope: 'pages_show_list' })}`;

  it('refuses any redirect_uri but our own callback, on the consent page and on its form', async () => {
    for (const foreign of [
      'https://attacker.example/callback',
      `${app.url}/elsewhere`,
      `${callback}?next=https://attacker.example`,
      'http://localhost:1/api/auth/facebook/callback',
    ]) {
      const page = await fetch(dialogUrl(foreign));
      assert.equal(page.status, 400, foreign);
      assert.match(await page.text(), /URL Blocked/, foreign);
      const before = await codes();
      const submitted = await fetch(`${app.url}/simulator/dialog/consent`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.url },
        body: new URLSearchParams({
          client_id: appId,
          redirect_uri: foreign,
          state: 'some-state',
          scope: 'pages_show_list',
          grant: 'pages_show_list',
          decision: 'continue',
        }),
      });
      assert.equal(submitted.status, 400, `${foreign}: no redirect`);
      assert.equal(submitted.headers.get('location'), null);
      assert.equal(await codes(), before, `${foreign}: no code issued`);
    }
    const own = await fetch(dialogUrl(callback));
    assert.equal(own.status, 200);
    assert.match(await own.text(), /Continue as Demo Clinic/);
  });

  it('takes a PKCE challenge (S256 or plain) and refuses a malformed one', async () => {
    const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
    const withPkce = (extra: Record<string, string>) => fetch(`${dialogUrl(callback)}&${new URLSearchParams(extra)}`);
    const good = await withPkce({ code_challenge: challenge, code_challenge_method: 'S256' });
    assert.equal(good.status, 200);
    assert.match(await good.text(), new RegExp(`name="code_challenge" value="${challenge}"`), 'the consent form carries the challenge');
    const bads: Record<string, string>[] = [
      { code_challenge: 'short', code_challenge_method: 'S256' },
      { code_challenge: challenge, code_challenge_method: 'MD5' },
      { code_challenge_method: 'S256' },
    ];
    for (const bad of bads) {
      assert.equal((await withPkce(bad)).status, 400, JSON.stringify(bad));
    }
  });
});

describe('simulator: uploads are authenticated before their body is read', () => {
  /** Starts a large multipart upload, sends a first piece, and waits for an answer without sending the rest. */
  function startUpload(path: string): Promise<{ status: number; body: any }> {
    return new Promise((resolve, reject) => {
      const boundary = 'sim-boundary';
      const req = http.request(`${graph}/${path}`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(90 * 1024 * 1024) },
      });
      const timer = setTimeout(() => {
        req.destroy();
        reject(new Error('no answer before the body was sent: the server was reading it'));
      }, 3000);
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          clearTimeout(timer);
          req.destroy();
          resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') });
        });
      });
      req.on('error', (error) => {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET' && (error as NodeJS.ErrnoException).code !== 'EPIPE') reject(error);
      });
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="source"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
      req.write(Buffer.alloc(256 * 1024, 1));
    });
  }

  it('answers a multipart upload with no token, or a token it never issued, before reading the body', async () => {
    const { pageId } = await connected();
    const anonymous = await startUpload(`${pageId}/photos`);
    assert.equal(anonymous.status, 400);
    assert.equal(anonymous.body.error.code, 104);
    const forged = await startUpload(`${pageId}/photos?access_token=EAAPnot-a-simulator-token`);
    assert.equal(forged.status, 400);
    assert.equal(forged.body.error.code, 190);
  });

  it('answers an upload whose session ended as any other call: 190 with the subcode that says why', async () => {
    // The app removed from the person's Facebook (458): every token of that consent is dead.
    const removed = await connected();
    assert.equal((await graphCall('DELETE', 'me/permissions', { query: { access_token: removed.userToken } })).status, 200);
    const read = await graphCall('GET', removed.pageId, { query: { access_token: removed.pageToken } });
    const upload = await startUpload(`${removed.pageId}/photos?access_token=${removed.pageToken}`);
    assert.deepEqual([upload.status, upload.body.error.code, upload.body.error.error_subcode], [read.status, 190, 458]);
    assert.equal(upload.body.error.message, read.body.error.message);
    // A session that expired (463), as the token_expired fault leaves it: the reason a clinic is told.
    const expired = await connected();
    await db('simulatorTokens')
      .where({ userId: expired.userId })
      .update({ expiresAt: new Date(Date.now() - 1000) });
    const late = await startUpload(`${expired.pageId}/photos?access_token=${expired.pageToken}`);
    assert.deepEqual([late.status, late.body.error.code, late.body.error.error_subcode], [400, 190, 463]);
  });

  it('takes a photo upload whose token is in the query string', async () => {
    const { pageId, pageToken } = await connected();
    const form = new FormData();
    form.set('caption', 'Uploaded photo');
    form.set(
      'source',
      new Blob(
        [
          new Uint8Array(
            await sharp({ create: { width: 400, height: 400, channels: 3, background: '#cab' } })
              .jpeg()
              .toBuffer(),
          ),
        ],
        { type: 'image/jpeg' },
      ),
      'photo.jpg',
    );
    const res = await fetch(`${graph}/${pageId}/photos?access_token=${pageToken}`, { method: 'POST', body: form });
    const body = await res.json();
    assert.equal(res.status, 200, JSON.stringify(body));
    assert.ok(await alive(body.post_id));
    // As Meta answers: the photo's id, and the Page post's `<page>_<number>`, whose permalink names it.
    assert.match(body.post_id, new RegExp(`^${pageId}_\\d+$`));
    const stored = await db('simulatorObjects').where({ id: body.post_id }).first();
    assert.equal(stored.data.photoId, body.id);
    assert.notEqual(body.id, body.post_id.split('_')[1]);
    assert.ok(stored.data.permalink.endsWith(`/simulator#${body.post_id}`), stored.data.permalink);
    assert.equal(stored.data.caption, 'Uploaded photo');
  });
});

describe('simulator: a container is published once', () => {
  it('two media_publish calls at once make one media; the second is refused as Meta refuses it', async () => {
    const { instagramId, userToken } = await connected();
    const now = new Date();
    const container = (
      await db('simulatorObjects')
        .insert({
          id: `c${Date.now()}`,
          type: 'container',
          ownerId: instagramId,
          data: JSON.stringify({
            statusCode: 'FINISHED',
            madeAt: now.toISOString(),
            readyAt: now.toISOString(),
            mediaType: 'IMAGE',
            isVideo: false,
            caption: 'Once only',
            mediaPath: null,
          }),
        })
        .returning('id')
    )[0].id;
    const publish = () => graphCall('POST', `${instagramId}/media_publish`, { form: { creation_id: container, access_token: userToken } });
    const answers = await Promise.all([publish(), publish(), publish()]);
    const ok = answers.filter((a) => a.status === 200);
    assert.equal(ok.length, 1, JSON.stringify(answers));
    for (const refused of answers.filter((a) => a.status !== 200)) assert.equal(refused.body.error.error_subcode, 2207008);
    const media = await db('simulatorObjects').where({ type: 'ig_media', ownerId: instagramId });
    assert.deepEqual(
      media.map((m: { id: string }) => m.id),
      [ok[0].body.id],
    );
    assert.equal(media[0].data.containerId, container);
    assert.ok(media[0].data.permalink.endsWith(`/simulator#${ok[0].body.id}`));
    const after = await db('simulatorObjects').where({ id: container }).first();
    assert.deepEqual([after.data.statusCode, after.data.mediaId], ['PUBLISHED', ok[0].body.id]);
  });
});

describe('simulator: deleting, as on Meta', () => {
  it('reads a DELETE parameters from the query string only: a token in the body is no token', async () => {
    const { pageId, pageToken } = await connected();
    const postId = await pagePost(pageId, pageToken);
    const inBody = await graphCall('DELETE', postId, { form: { access_token: pageToken } });
    assert.equal(inBody.status, 400);
    assert.equal(inBody.body.error.code, 104);
    assert.equal(inBody.body.error.message, 'An access token is required to request this resource.');
    assert.ok(await alive(postId), 'not deleted');
    const inQuery = await graphCall('DELETE', postId, { query: { access_token: pageToken } });
    assert.equal(inQuery.status, 200, JSON.stringify(inQuery.body));
    assert.deepEqual(inQuery.body, { success: true });
    assert.equal(await alive(postId), false);
  });

  it('refuses to DELETE me, a Page, a person, an Instagram account or a post edge (100/33), and deletes nothing', async () => {
    const { pageId, pageToken, userToken, userId, instagramId } = await connected();
    const postId = await pagePost(pageId, pageToken);
    const attempts: [string, string][] = [
      ['me', userToken],
      ['me', pageToken],
      [pageId, pageToken],
      [pageId, userToken],
      [userId, userToken],
      [instagramId, userToken],
      [`${postId}/comments`, pageToken],
    ];
    for (const [path, token] of attempts) {
      const res = await graphCall('DELETE', path, { query: { access_token: token } });
      assert.equal(res.status, 400, `DELETE ${path}: ${JSON.stringify(res.body)}`);
      assert.equal(res.body.error.code, 100, path);
      assert.equal(res.body.error.error_subcode, 33, path);
      assert.equal(res.body.error.type, 'GraphMethodException', path);
      assert.match(
        res.body.error.message,
        /^Unsupported delete request\. Object with ID '[^']+' does not exist, cannot be loaded due to missing permissions, or does not support this operation/,
        path,
      );
    }
    for (const id of [pageId, userId, instagramId, postId]) assert.ok(await alive(id), `${id} is still there`);
    // Revoking the app's permissions stays a DELETE Meta supports.
    const revoke = await graphCall('DELETE', 'me/permissions', { query: { access_token: userToken } });
    assert.deepEqual(revoke.body, { success: true });
  });
});
