import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import pino from 'pino';
import sharp from 'sharp';
import { startTestApp } from '../../http/testing.js';
import { connectFacebookLikeABrowser } from './testing/browser-flow.js';
import { addSimulatorFault, publishToTarget } from './index.js';

/**
 * "No token of Meta's appears in any response, log line or page": the whole Facebook flow, faults
 * included, with every log line (trace level) captured and searched for tokens.
 */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
// The capturing logger is the app's from the start (the request log is bound when the app is built).
const app = await startTestApp({ env: { FACEBOOK_SIMULATOR_DELAY_MS: '0', FACEBOOK_TIMEOUT_SECONDS: '2' }, log: pino({ level: 'trace' }, sink) });

describe('Meta tokens never leak', () => {
  it('not in answers, pages or log lines, across connect, listing, publishing, faults, delete and disconnect', async () => {
    const { token, accountId } = await app.loginBusiness();
    const bodies: string[] = [];
    const flow = await connectFacebookLikeABrowser({ baseUrl: app.url, token, cookies: app.browserOf(token) });
    assert.equal(flow.params.get('connected'), 'facebook');
    for (const url of flow.visited.filter((u) => !u.includes('/simulator/'))) bodies.push(url);
    const pages = await app.request('/api/facebook/pages', { token });
    bodies.push(JSON.stringify(pages.body));
    const page = pages.body.facebookPages[0].id;
    const ig = pages.body.instagramAccounts[0].id;
    bodies.push(
      JSON.stringify(
        (
          await app.request('/api/selected-pages', {
            token,
            body: {
              pages: [
                { platform: 'facebook', pageId: page },
                { platform: 'instagram', pageId: page, instagramId: ig },
              ],
            },
          })
        ).body,
      ),
    );
    bodies.push(JSON.stringify((await app.request('/api/facebook/config', { token })).body));
    const image = () =>
      sharp({ create: { width: 600, height: 600, channels: 3, background: '#abc' } })
        .jpeg()
        .toBuffer();
    await addSimulatorFault(app.deps, { kind: 'no_answer', operation: 'photos', times: 1 });
    await addSimulatorFault(app.deps, { kind: 'transient', operation: 'media', times: 1 });
    for (const target of [
      { platform: 'facebook' as const, pageId: page },
      { platform: 'instagram' as const, pageId: page, instagramId: ig },
    ]) {
      const result = await publishToTarget(app.deps, {
        accountId,
        publicationKey: 'post:leak',
        kind: 'feed',
        target,
        caption: 'Leak check',
        media: { type: 'image', load: image },
      });
      assert.equal(result.status, 'published');
    }
    const published = await app.db('publishedPosts').where({ accountId, platform: 'facebook' }).first();
    bodies.push(
      JSON.stringify(
        (await app.request('/api/social-media/delete', { token, method: 'DELETE', body: { postId: published.postId, platform: 'facebook' } })).body,
      ),
    );
    await addSimulatorFault(app.deps, { kind: 'token_expired', operation: 'accounts', times: 1 });
    bodies.push(JSON.stringify((await app.request('/api/facebook/pages', { token })).body));
    bodies.push(JSON.stringify((await app.request('/api/simulator/feed', { token })).body));
    bodies.push(
      await (
        await fetch(`${app.url}/api/facebook/pages?access_token=${encodeURIComponent('EAAUnot-a-real-token')}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).text(),
    );
    bodies.push(JSON.stringify((await app.request('/api/facebook/disconnect', { token, method: 'POST' })).body));

    const logged = lines.join('');
    assert.ok(lines.filter((l) => l.includes('"msg":"request"')).length > 5, `request lines captured: ${lines.length}`);
    for (const [where, text] of [
      ['answers', bodies.join('\n')],
      ['logs', logged],
    ] as const) {
      assert.doesNotMatch(text, /EAA[PU][\w-]{20,}/, `no simulator-issued token in ${where}`);
      assert.doesNotMatch(text, /access_token=(?!EAAUnot)[\w|-]{10,}/, `no access_token parameter in ${where}`);
      assert.doesNotMatch(text, /appsecret_proof=/, `no appsecret_proof in ${where}`);
      assert.doesNotMatch(text, /"(userToken|pageToken)":"v1:/, `no sealed token in ${where}`);
    }
  });
});
