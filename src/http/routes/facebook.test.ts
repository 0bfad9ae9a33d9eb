import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp } from '../testing.js';
import { connectFacebookLikeABrowser } from '../../modules/publishing/testing/browser-flow.js';
import { addSimulatorFault, publishToTarget } from '../../modules/publishing/index.js';
import { simulatorApp } from '../../modules/publishing/testing/seed-connection.js';
import sharp from 'sharp';

const app = await startTestApp({ env: { FACEBOOK_SIMULATOR_DELAY_MS: '0', FACEBOOK_TIMEOUT_SECONDS: '2' } });
const { request, db, mail } = app;

/** Nothing of Meta's tokens may be in what a browser receives. */
function assertNoTokens(body: unknown) {
  const text = JSON.stringify(body);
  assert.doesNotMatch(text, /EAA[PU]/, 'no Graph token in the answer');
  assert.doesNotMatch(text, /accessToken|access_token|pageToken|userToken/);
}

async function connected() {
  const business = await app.loginBusiness();
  const flow = await connectFacebookLikeABrowser({ baseUrl: app.url, token: business.token, cookies: app.browserOf(business.token) });
  assert.equal(flow.location, '/portal/platforms?connected=facebook', `flow ended at ${flow.location}`);
  return { ...business, flow };
}

describe('Facebook connection (OAuth against the built-in simulator)', () => {
  it('connects: state, code exchange, long-lived token, permissions, every Page through paging, sealed tokens', async () => {
    const { token, accountId, flow } = await connected();
    const dialog = new URL(flow.visited[1]);
    assert.equal(dialog.pathname, '/simulator/dialog/v26.0/dialog/oauth');
    assert.equal(dialog.searchParams.get('response_type'), 'code');
    assert.equal(dialog.searchParams.get('redirect_uri'), `${app.url}/api/auth/facebook/callback`);
    const scopes = dialog.searchParams.get('scope')!.split(',');
    for (const scope of [
      'pages_show_list',
      'pages_manage_posts',
      'pages_read_engagement',
      'instagram_basic',
      'instagram_content_publish',
      'instagram_manage_contents',
      'business_management',
      'email',
      'public_profile',
    ]) {
      assert.ok(scopes.includes(scope), `asks for ${scope}`);
    }
    assert.ok((dialog.searchParams.get('state') ?? '').length >= 30, 'a random state');
    // PKCE: the code is bound to this flow by a challenge only the server's verifier answers.
    assert.equal(dialog.searchParams.get('code_challenge_method'), 'S256');
    assert.match(dialog.searchParams.get('code_challenge') ?? '', /^[A-Za-z0-9_-]{43}$/);

    const pages = await request('/api/facebook/pages', { token });
    assert.equal(pages.status, 200);
    assert.equal(pages.body.connected, true);
    assert.equal(pages.body.source, 'stored_token');
    assert.equal(pages.body.mode, 'simulator');
    // Two Pages, listed one per answer with an empty answer between them: paging followed to the end.
    assert.deepEqual(
      pages.body.facebookPages.map((p: { name: string }) => p.name),
      ['Demo Clinic Athens', 'Demo Clinic Thessaloniki'],
    );
    assert.deepEqual(
      pages.body.instagramAccounts.map((a: { username: string }) => a.username),
      ['democlinic.athens'],
    );
    assert.equal(pages.body.instagramAccounts[0].pageId, pages.body.facebookPages[0].id);
    assertNoTokens(pages.body);

    const stored = await db('facebookConnections').where({ accountId }).first();
    assert.match(stored.userToken, /^v1:/, 'the user token is sealed');
    assert.ok(stored.userTokenExpiresAt > new Date(Date.now() + 50 * 86400_000), 'a long-lived (60 day) token');
    const storedPages = await db('facebookPages').where({ accountId });
    assert.equal(storedPages.length, 2);
    assert.ok(
      storedPages.every((p: { pageToken: string }) => /^v1:/.test(p.pageToken)),
      'Page tokens are sealed',
    );
    assert.equal((await db('facebookOauthStates').whereNull('usedAt').count('* as n'))[0].n, 0, 'the state was used');
  });

  it('sends a user who cancels the dialog back with no_user', async () => {
    const { token } = await app.loginBusiness();
    const flow = await connectFacebookLikeABrowser({ baseUrl: app.url, token, cookies: app.browserOf(token), decision: 'cancel' });
    assert.equal(flow.location, '/portal/platforms?error=auth_failed&message=no_user');
    assert.equal((await request('/api/facebook/pages', { token })).body.connected, false);
  });

  it('says which permissions were not granted', async () => {
    const { token } = await app.loginBusiness();
    const flow = await connectFacebookLikeABrowser({
      baseUrl: app.url,
      token,
      cookies: app.browserOf(token),
      decline: ['instagram_content_publish', 'pages_manage_posts', 'email'],
    });
    assert.equal(flow.params.get('error'), 'auth_failed');
    assert.equal(flow.params.get('message'), 'missing_permissions:pages_manage_posts,instagram_content_publish');
    assert.equal((await request('/api/facebook/pages', { token })).body.connected, false, 'nothing stored');
  });

  it('connects an account the connect route names for an admin, and returns to the page it came from', async () => {
    const adminToken = await app.loginAdmin();
    const { accountId } = await app.loginBusiness();
    const flow = await connectFacebookLikeABrowser({
      baseUrl: app.url,
      token: adminToken,
      cookies: app.browserOf(adminToken),
      connectQuery: { account: String(accountId), return: '/business/platforms' },
    });
    assert.equal(flow.location, '/business/platforms?connected=facebook');
    assert.ok(await db('facebookConnections').where({ accountId }).first());
  });

  it('refuses to start without a valid token, with the spec not-logged-in message', async () => {
    for (const query of ['', '?token=not-a-session', '?token=']) {
      const res = await request(`/api/auth/facebook/connect${query}`);
      assert.equal(res.status, 302);
      assert.equal(res.headers.get('location'), '/portal/platforms?error=auth_failed&message=not_authenticated');
    }
  });

  it("a clinic's connect link opened in another browser starts nothing: no state, no cookie, no dialog, nothing stored", async () => {
    const clinicA = await app.loginBusiness();
    const clinicB = await app.loginBusiness();
    const adminToken = await app.loginAdmin();
    const otherAdmin = await app.loginAdmin();
    const states = async () => Number((await db('facebookOauthStates').count('* as n'))[0].n);
    const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const open = (query: string, jar: Map<string, string>) =>
      fetch(`${app.url}/api/auth/facebook/connect?${query}`, { redirect: 'manual', headers: { cookie: cookieHeader(jar) } });
    const refused = async (query: string, jar: Map<string, string>, why: string, back = '/portal/platforms') => {
      const before = await states();
      const res = await open(query, jar);
      assert.equal(res.status, 302, why);
      assert.equal(res.headers.get('location'), `${back}?error=auth_failed&message=not_authenticated`, why);
      assert.ok(!res.headers.getSetCookie().some((c) => c.startsWith('fb_oauth_state=') && !/fb_oauth_state=;/.test(c)), `${why}: no state cookie`);
      assert.equal(await states(), before, `${why}: no OAuth state was made`);
    };
    const linkA = new URLSearchParams({ token: clinicA.token }).toString();
    await refused(linkA, new Map(), 'a signed-out browser');
    await refused(linkA, app.browserOf(clinicB.token), 'a browser signed in as another clinic');
    await refused(linkA, app.browserOf(adminToken), 'a browser signed in as an admin');
    const adminLink = new URLSearchParams({ token: adminToken, account: String(clinicA.accountId) }).toString();
    await refused(adminLink, new Map(), "an admin's link in a signed-out browser");
    await refused(adminLink, app.browserOf(otherAdmin), "an admin's link in another admin's browser");
    await refused(adminLink, app.browserOf(clinicA.token), "an admin's link in the clinic's own browser");
    await refused(
      new URLSearchParams({ token: clinicA.token, return: '/facebook-test' }).toString(),
      app.browserOf(clinicB.token),
      'whatever the return path',
      '/facebook-test',
    );

    // The whole walk, as the victim's browser would make it: nothing reaches the dialog or account A.
    for (const cookies of [new Map<string, string>(), app.browserOf(clinicB.token)]) {
      const flow = await connectFacebookLikeABrowser({ baseUrl: app.url, token: clinicA.token, cookies });
      assert.equal(flow.location, '/portal/platforms?error=auth_failed&message=not_authenticated');
      assert.ok(!flow.visited.some((u) => u.includes('/dialog/oauth')), 'nothing was sent to Facebook');
    }
    assert.equal(await db('facebookConnections').where({ accountId: clinicA.accountId }).first(), undefined);
    assert.equal((await db('facebookPages').where({ accountId: clinicA.accountId })).length, 0);
    assert.equal(await db('facebookConnections').where({ accountId: clinicB.accountId }).first(), undefined);

    // The clinic's own browser (its cookie and its token) starts the flow; so does the same user's
    // other session, and an admin's own browser for the account it names.
    const own = await open(linkA, app.browserOf(clinicA.token));
    assert.match(own.headers.get('location') ?? '', /\/dialog\/oauth\?/);
    assert.ok(own.headers.getSetCookie().some((c) => /^fb_oauth_state=[^;]+/.test(c)));
    const again = await app.request('/api/business/login', { body: { email: clinicA.email, password: clinicA.password } });
    const sameUser = await open(new URLSearchParams({ token: again.body.token }).toString(), app.browserOf(clinicA.token));
    assert.match(sameUser.headers.get('location') ?? '', /\/dialog\/oauth\?/, "the same user's other session");
    const asAdmin = await open(adminLink, app.browserOf(adminToken));
    assert.match(asAdmin.headers.get('location') ?? '', /\/dialog\/oauth\?/);
    // No token in the link: the browser's own session alone.
    assert.match((await open('', app.browserOf(clinicA.token))).headers.get('location') ?? '', /\/dialog\/oauth\?/);
  });

  it('binds the code to its flow (PKCE): the simulator refuses a missing or wrong verifier, and a code from another flow connects nothing', async () => {
    const { appId, appSecret } = simulatorApp(app.deps);
    const exchange = (code: string, verifier?: string) =>
      request(
        `/simulator/graph/v26.0/oauth/access_token?${new URLSearchParams({ client_id: appId, client_secret: appSecret, redirect_uri: `${app.url}/api/auth/facebook/callback`, code, ...(verifier ? { code_verifier: verifier } : {}) })}`,
      );

    // The attacker starts a flow of its own with its own Facebook and keeps the code, unused.
    const attacker = await app.loginBusiness();
    let stolen = '';
    const abandoned = await connectFacebookLikeABrowser({
      baseUrl: app.url,
      token: attacker.token,
      cookies: app.browserOf(attacker.token),
      beforeCallback: (url) => {
        stolen = url.searchParams.get('code')!;
        url.searchParams.set('state', 'abandoned-flow-0123456789abcdef');
      },
    });
    assert.equal(abandoned.params.get('message'), 'no_session_token');
    for (const verifier of [undefined, 'a-wrong-verifier-that-is-long-enough-0123456789abc']) {
      const refused = await exchange(stolen, verifier);
      assert.equal(refused.status, 400, `verifier ${verifier}`);
      assert.match(refused.body.error.message, /code verifier/i);
    }

    // The victim's own flow, with the attacker's code swapped in on the way back: nothing connected.
    const victim = await app.loginBusiness();
    const swapped = await connectFacebookLikeABrowser({
      baseUrl: app.url,
      token: victim.token,
      cookies: app.browserOf(victim.token),
      beforeCallback: (url) => void url.searchParams.set('code', stolen),
    });
    assert.equal(swapped.location, '/portal/platforms?error=auth_failed&message=login_error');
    assert.equal(await db('facebookConnections').where({ accountId: victim.accountId }).first(), undefined);
  });

  it('refuses a missing, forged, reused, expired or other-browser state without calling Facebook', async () => {
    const { token } = await app.loginBusiness();
    const usedCodes = async () => Number((await db('simulatorObjects').where({ type: 'code' }).whereRaw(`(data->>'used')::boolean`).count('* as n'))[0].n);
    const before = await usedCodes();
    const refused = async (beforeCallback: (url: URL, cookies: Map<string, string>) => void | Promise<void>) => {
      const flow = await connectFacebookLikeABrowser({ baseUrl: app.url, token, cookies: app.browserOf(token), beforeCallback });
      assert.equal(flow.location, '/portal/platforms?error=auth_failed&message=no_session_token');
    };
    await refused((url) => url.searchParams.delete('state'));
    await refused((url) => url.searchParams.set('state', 'forged-state-value-0123456789abcdef'));
    await refused((_url, cookies) => void cookies.delete('fb_oauth_state')); // another browser
    await refused((_url, cookies) => void cookies.set('fb_oauth_state', 'someone-elses-state-0123456789')); // another browser's state
    await refused(async () => {
      await db('facebookOauthStates')
        .whereNull('usedAt')
        .update({ expiresAt: new Date(Date.now() - 1000) });
    });
    assert.equal(await usedCodes(), before, 'no code was exchanged with Facebook');

    const good = await connectFacebookLikeABrowser({ baseUrl: app.url, token, cookies: app.browserOf(token) });
    assert.equal(good.location, '/portal/platforms?connected=facebook');
    // Replaying the callback that just succeeded, cookie and all.
    const state = new URL(good.callbackUrl!).searchParams.get('state');
    const replay = await fetch(good.callbackUrl!, { redirect: 'manual', headers: { cookie: `fb_oauth_state=${state}` } });
    assert.equal(replay.headers.get('location'), '/portal/platforms?error=auth_failed&message=no_session_token');
    assert.equal(await usedCodes(), before + 1, 'only the valid callback exchanged its code');
  });
});

describe('selected pages', () => {
  it('saves Facebook Pages and Instagram accounts the connection reaches, from the stored names, never tokens', async () => {
    const { token } = await connected();
    const { body } = await request('/api/facebook/pages', { token });
    const [athens, thessaloniki] = body.facebookPages;
    const ig = body.instagramAccounts[0];

    assert.equal((await request('/api/selected-pages', { token, body: { pages: 'x' } })).status, 400);
    const foreign = await request('/api/selected-pages', { token, body: { pages: [{ platform: 'facebook', pageId: '999999' }] } });
    assert.equal(foreign.status, 400);
    assert.match(foreign.body.message, /not part of your Facebook connection/);
    const wrongIg = await request('/api/selected-pages', { token, body: { pages: [{ platform: 'instagram', pageId: thessaloniki.id, instagramId: ig.id }] } });
    assert.equal(wrongIg.status, 400);

    const saved = await request('/api/selected-pages', {
      token,
      body: {
        pages: [
          { platform: 'facebook', pageId: athens.id, pageName: 'Hacked name', accessToken: 'EAAPfake', isActive: true },
          { platform: 'instagram', pageId: athens.id, instagramId: ig.id, instagramUsername: 'evil', accessToken: 'EAAPfake' },
        ],
      },
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const list = await request('/api/selected-pages', { token });
    assert.deepEqual(
      list.body.selectedPages.map((p: Record<string, unknown>) => ({ ...p, id: undefined })),
      [
        { id: undefined, platform: 'facebook', pageId: athens.id, pageName: 'Demo Clinic Athens', pageCategory: 'Medical spa', isActive: true },
        {
          id: undefined,
          platform: 'instagram',
          pageId: athens.id,
          instagramId: ig.id,
          instagramUsername: 'democlinic.athens',
          pageName: 'Demo Clinic Athens',
          isActive: true,
        },
      ],
    );
    assertNoTokens(list.body);
    assert.equal((await db('selectedPages').whereNotNull('accessToken').count('* as n'))[0].n, 0, 'no client token stored');
    const status = await request('/api/v2/setup-status', { token });
    assert.equal(status.body.hasPlatforms, true);
  });

  it('keeps each account to its own pages', async () => {
    const first = await connected();
    const second = await app.loginBusiness();
    const pageId = (await request('/api/facebook/pages', { token: first.token })).body.facebookPages[0].id;
    const res = await request('/api/selected-pages', { token: second.token, body: { pages: [{ platform: 'facebook', pageId }] } });
    assert.equal(res.status, 400);
    assert.equal((await request('/api/selected-pages', { token: second.token })).body.selectedPages.length, 0);
    assert.equal((await request('/api/facebook/pages', { token: second.token })).body.source, 'no_token');
    assert.equal((await request('/api/selected-pages')).status, 401);
  });
});

describe('needs reconnection, disconnect, the viewer token', () => {
  it('marks the connection when Meta refuses the token (190/463), shows it and e-mails the client once', async () => {
    const { token, accountId, email } = await connected();
    await addSimulatorFault(app.deps, { kind: 'token_expired', operation: 'accounts', times: 1 });
    const sent = mail.sent.length;
    const first = await request('/api/facebook/pages', { token });
    assert.equal(first.status, 200);
    assert.equal(first.body.connected, false);
    assert.equal(first.body.needsReconnection, true);
    assert.equal(first.body.reconnectReason, 'token_expired');
    assert.equal(first.body.facebookPages.length, 2, 'the Pages last seen are still listed');
    const again = await request('/api/facebook/pages', { token });
    assert.equal(again.body.needsReconnection, true);
    const messages = mail.sent.slice(sent).filter((m) => [m.to].flat().includes(email));
    assert.equal(messages.length, 1, 'one e-mail, not one per call');
    assert.match(messages[0].subject, /Reconnect Facebook/);
    assert.match(messages[0].text, /\/portal\/platforms/);
    assert.equal((await db('facebookConnections').where({ accountId }).first()).status, 'needs_reconnection');

    // Reconnecting clears it, and a later failure e-mails again.
    const flow = await connectFacebookLikeABrowser({ baseUrl: app.url, token, cookies: app.browserOf(token) });
    assert.equal(flow.params.get('connected'), 'facebook');
    const back = await request('/api/facebook/pages', { token });
    assert.equal(back.body.connected, true);
    assert.equal(back.body.needsReconnection, false);
  });

  it('shows the last seen Pages when Facebook does not answer', async () => {
    const { token } = await connected();
    await addSimulatorFault(app.deps, { kind: 'transient', operation: 'accounts', times: 1 });
    const res = await request('/api/facebook/pages', { token });
    assert.equal(res.body.connected, true);
    assert.equal(res.body.stale, true);
    assert.equal(res.body.facebookPages.length, 2);
  });

  it('lists the Pages of a token pasted in the viewer without storing it, and refuses a bad one', async () => {
    const { token } = await app.loginBusiness();
    const bad = await request('/api/facebook/pages?access_token=nonsense', { token });
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /refused this access token/);
    assert.equal((await request('/api/facebook/pages?access_token=a%00b', { token })).status, 400);
  });

  it('disconnects: revokes on Facebook, forgets tokens, Pages and selections', async () => {
    const { token, accountId } = await connected();
    const pageId = (await request('/api/facebook/pages', { token })).body.facebookPages[0].id;
    await request('/api/selected-pages', { token, body: { pages: [{ platform: 'facebook', pageId }] } });
    const res = await request('/api/facebook/disconnect', { token, method: 'POST' });
    assert.equal(res.status, 200);
    assert.equal(await db('facebookConnections').where({ accountId }).first(), undefined);
    assert.equal((await db('facebookPages').where({ accountId })).length, 0);
    assert.equal((await db('selectedPages').where({ accountId })).length, 0);
    const grants = await db('simulatorGrants').whereNotNull('invalidSubcode');
    assert.ok(
      grants.some((g: { invalidSubcode: number }) => g.invalidSubcode === 458),
      'the permissions were revoked on the (simulated) Facebook side',
    );
    const pages = await request('/api/facebook/pages', { token });
    assert.equal(pages.body.connected, false);
  });
});

describe('DELETE /api/social-media/delete', () => {
  const image = () =>
    sharp({ create: { width: 800, height: 800, channels: 3, background: '#d8a0a0' } })
      .jpeg()
      .toBuffer();

  it('validates with the spec Greek messages, allows business admins only, and deletes Page posts and Instagram media', async () => {
    const { token, accountId } = await connected();
    assert.equal((await request('/api/social-media/delete', { method: 'DELETE', body: { postId: '1', platform: 'facebook' } })).status, 401);
    const blankId = await request('/api/social-media/delete', { token, method: 'DELETE', body: { postId: '  ', platform: 'facebook' } });
    assert.equal(blankId.status, 400);
    assert.equal(blankId.body.message, 'Παρακαλώ εισάγετε το ID της ανάρτησης.');
    const noPlatform = await request('/api/social-media/delete', { token, method: 'DELETE', body: { postId: '123' } });
    assert.equal(noPlatform.status, 400);
    assert.equal(noPlatform.body.message, 'Παρακαλώ επιλέξτε την πλατφόρμα.');
    const adminToken = await app.loginAdmin();
    const asAdmin = await request(`/api/social-media/delete?account=${accountId}`, {
      token: adminToken,
      method: 'DELETE',
      body: { postId: '123', platform: 'facebook' },
    });
    assert.equal(asAdmin.status, 403);

    const pages = (await request('/api/facebook/pages', { token })).body;
    const fb = await publishToTarget(app.deps, {
      accountId,
      publicationKey: 'post:delete-test',
      kind: 'feed',
      target: { platform: 'facebook', pageId: pages.facebookPages[0].id },
      caption: 'A post to delete',
      media: { type: 'image', load: image },
    });
    assert.equal(fb.status, 'published');
    const ig = await publishToTarget(app.deps, {
      accountId,
      publicationKey: 'post:delete-test',
      kind: 'feed',
      target: { platform: 'instagram', pageId: pages.facebookPages[0].id, instagramId: pages.instagramAccounts[0].id },
      caption: 'A post to delete',
      media: { type: 'image', load: image },
    });
    assert.equal(ig.status, 'published');

    // Another account cannot delete it: its connection does not reach the post.
    const other = await connected();
    const foreign = await request('/api/social-media/delete', {
      token: other.token,
      method: 'DELETE',
      body: { postId: fb.status === 'published' ? fb.postId : '', platform: 'facebook' },
    });
    assert.equal(foreign.status, 404);

    const delFb = await request('/api/social-media/delete', {
      token,
      method: 'DELETE',
      body: { postId: fb.status === 'published' ? fb.postId : '', platform: 'facebook' },
    });
    assert.equal(delFb.status, 200, JSON.stringify(delFb.body));
    assert.equal(delFb.body.success, true);
    await addSimulatorFault(app.deps, { kind: 'delete_unsupported', operation: 'delete', times: 1 });
    const refused = await request('/api/social-media/delete', {
      token,
      method: 'DELETE',
      body: { postId: ig.status === 'published' ? ig.postId : '', platform: 'instagram' },
    });
    assert.equal(refused.status, 400);
    assert.match(refused.body.message, /delete it manually in the Instagram app/);
    const delIg = await request('/api/social-media/delete', {
      token,
      method: 'DELETE',
      body: { postId: ig.status === 'published' ? ig.postId : '', platform: 'instagram' },
    });
    assert.equal(delIg.status, 200);
    const ledger = await db('publishedPosts').where({ accountId, publicationKey: 'post:delete-test' });
    assert.ok(
      ledger.every((row: { deletedAt: Date | null }) => row.deletedAt),
      'the ledger knows both were deleted',
    );
    assert.equal(
      await db('simulatorObjects').whereIn('type', ['page_post', 'ig_media']).whereNull('deletedAt').whereRaw(`data->>'caption' = 'A post to delete'`).first(),
      undefined,
    );
  });
  it("takes a post's link as well as its id; an id Meta does not know is not found; Instagram's refusal to delete breaks no connection (issue 24)", async () => {
    const { token, accountId } = await connected();
    const pages = (await request('/api/facebook/pages', { token })).body;
    const publish = (platform: 'facebook' | 'instagram', caption: string) =>
      publishToTarget(app.deps, {
        accountId,
        publicationKey: `post:link-${platform}-${caption.length}`,
        kind: 'feed',
        target:
          platform === 'facebook'
            ? { platform, pageId: pages.facebookPages[0].id }
            : { platform, pageId: pages.facebookPages[0].id, instagramId: pages.instagramAccounts[0].id },
        caption,
        media: { type: 'image', load: image },
      });
    const del = (body: object, as = token) => request('/api/social-media/delete', { token: as, method: 'DELETE', body });
    const fb = await publish('facebook', 'Deleted by its link.');
    const ig = await publish('instagram', 'Deleted by its Instagram link.');
    assert.ok(fb.status === 'published' && fb.permalink && ig.status === 'published' && ig.permalink);

    // A link to the other platform's post is refused, not followed; a link that names no post says so.
    const crossed = await del({ platform: 'instagram', postId: fb.permalink });
    assert.deepEqual([crossed.status, crossed.body.messageKey, crossed.body.params], [400, 'publishing.linkOtherPlatform', { platform: 'Facebook' }]);
    const vague = await del({ platform: 'instagram', postId: 'https://www.instagram.com/p/C9xYz12AbCd/' });
    assert.deepEqual([vague.status, vague.body.messageKey], [400, 'publishing.linkNotUnderstood']);
    const text = await del({ platform: 'facebook', postId: 'not an id' });
    assert.deepEqual([text.status, text.body.messageKey], [400, 'publishing.postIdFormat']);

    // The permalink shown on the post's card (here the simulator's; Meta's own is found in the ledger the same way).
    const byLink = await del({ platform: 'facebook', postId: `${fb.permalink}` });
    assert.equal(byLink.status, 200, JSON.stringify(byLink.body));
    assert.ok((await db('simulatorObjects').where({ id: fb.postId }).first()).deletedAt);
    const igByLink = await del({ platform: 'instagram', postId: ig.permalink });
    assert.equal(igByLink.status, 200, JSON.stringify(igByLink.body));
    assert.ok((await db('publishedPosts').where({ accountId, postId: ig.postId }).first()).deletedAt, 'the ledger knows');

    // Ids Meta does not know: not found on either platform (Instagram used to say "delete it by hand").
    const unknownIg = await del({ platform: 'instagram', postId: '17999999999999999' });
    assert.deepEqual([unknownIg.status, unknownIg.body.messageKey], [404, 'publishing.instagramPostNotFound']);
    const unknownFb = await del({ platform: 'facebook', postId: `${pages.facebookPages[0].id}_42` });
    assert.deepEqual([unknownFb.status, unknownFb.body.messageKey], [404, 'publishing.postNotFound']);

    // A connection made without instagram_manage_contents publishes, but cannot delete Instagram media.
    const other = await app.loginBusiness();
    const flow = await connectFacebookLikeABrowser({
      baseUrl: app.url,
      token: other.token,
      cookies: app.browserOf(other.token),
      decline: ['instagram_manage_contents'],
    });
    assert.equal(flow.params.get('connected'), 'facebook');
    const hisPages = (await request('/api/facebook/pages', { token: other.token })).body;
    const his = await publishToTarget(app.deps, {
      accountId: other.accountId,
      publicationKey: 'post:no-manage-contents',
      kind: 'feed',
      target: { platform: 'instagram', pageId: hisPages.facebookPages[0].id, instagramId: hisPages.instagramAccounts[0].id },
      caption: 'Stays on Instagram.',
      media: { type: 'image', load: image },
    });
    assert.equal(his.status, 'published');
    const refused = await del({ platform: 'instagram', postId: his.status === 'published' ? his.postId : '' }, other.token);
    assert.deepEqual([refused.status, refused.body.messageKey], [400, 'publishing.instagramDeleteNotAllowed']);
    assert.equal((await db('facebookConnections').where({ accountId: other.accountId }).first()).status, 'connected', 'the connection still publishes');
  });
});
