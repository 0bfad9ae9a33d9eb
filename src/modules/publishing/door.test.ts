import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fixedClock } from '../../lib/clock.js';
import { isAppError } from '../../lib/errors.js';
import { useTestDatabase } from '../../lib/testing/db.js';
import { testDeps } from '../../lib/testing/deps.js';
import {
  addSimulatorFault,
  checkConnection,
  completeFacebookConnect,
  connectionStatus,
  deleteSocialPost,
  disconnectFacebook,
  facebookLoginSettings,
  getSelectedPages,
  hasSelectedPages,
  listFacebookPages,
  listLedgerRows,
  listSimulatorFaults,
  clearSimulatorFaults,
  publishToTarget,
  purgeExpiredOAuthStates,
  releaseLeasesOf,
  saveSelectedPages,
  simulatorFeed,
  startFacebookConnect,
} from './index.js';
import { prepareFeedImage } from './media.js';
import { seedSimulatedConnection } from './testing/seed-connection.js';

/**
 * The module's door (the module contract, ARCHITECTURE.md): every use case is called as
 * `useCase(deps, input)`, validates its input first, and names its errors by key.
 */
const { db } = await useTestDatabase();
const deps = testDeps(db);

/** [status, key, field, params] of the AppError a call is refused with. */
const refusal = (call: Promise<unknown>) =>
  call.then(
    (answer) => assert.fail(`accepted: ${JSON.stringify(answer)}`),
    (error: unknown) => (isAppError(error) ? [error.status, error.messageKey, error.field ?? null, error.params ?? null] : assert.fail(String(error))),
  );

let clinics = 0;
const newAccount = async () =>
  (
    await db('accounts')
      .insert({ businessName: `Door Clinic ${++clinics}` })
      .returning('id')
  )[0].id as number;

describe('publishing at its door: inputs validated first, errors by key', () => {
  it('refuses a call that names no account, before anything else', async () => {
    for (const call of [
      getSelectedPages(deps, { accountId: 0 }),
      hasSelectedPages(deps, {} as never),
      disconnectFacebook(deps, { accountId: -1 }),
      checkConnection(deps, { accountId: 1.5 }),
      connectionStatus(deps, { accountId: '1' as never }),
      listFacebookPages(deps, {} as never),
      saveSelectedPages(deps, { pages: [] } as never),
      deleteSocialPost(deps, { postId: '1', platform: 'facebook' } as never),
      listLedgerRows(deps, { publicationKeys: [] } as never),
      simulatorFeed(deps, { accountId: 0 }),
    ]) {
      assert.deepEqual((await refusal(call)).slice(0, 3), [400, 'accounts.accountRequired', 'accountId']);
    }
  });

  it('selections: the schema messages and the connection rules, by key with their values', async () => {
    const accountId = await newAccount();
    assert.deepEqual(await refusal(saveSelectedPages(deps, { accountId, pages: 'all' as never })), [400, 'publishing.pagesNotList', 'pages', null]);
    assert.deepEqual(await refusal(saveSelectedPages(deps, { accountId } as never)), [400, 'publishing.pagesNotList', 'pages', null]);
    assert.deepEqual(await refusal(saveSelectedPages(deps, { accountId, pages: [{ platform: 'tiktok', pageId: '1' } as never] })), [
      400,
      'publishing.platformInvalid',
      'pages.0.platform',
      null,
    ]);
    assert.deepEqual(await refusal(saveSelectedPages(deps, { accountId, pages: [{ platform: 'facebook', pageId: 'a b' }] })), [
      400,
      'publishing.invalidPageId',
      'pages.0.pageId',
      null,
    ]);
    assert.deepEqual(await refusal(saveSelectedPages(deps, { accountId, pages: [{ platform: 'facebook', pageId: '1', isActive: 'yes' as never }] })), [
      400,
      'publishing.isActiveInvalid',
      'pages.0.isActive',
      null,
    ]);
    assert.deepEqual(await refusal(saveSelectedPages(deps, { accountId, pages: [{ platform: 'instagram', pageId: '1', instagramId: '' }] })), [
      400,
      'publishing.invalidInstagramId',
      'pages.0.instagramId',
      null,
    ]);
    assert.deepEqual(
      await refusal(saveSelectedPages(deps, { accountId, pages: Array.from({ length: 201 }, () => ({ platform: 'facebook' as const, pageId: '1' })) })),
      [400, 'publishing.tooManyPages', 'pages', null],
    );

    const { pageId, instagramId } = await seedSimulatedConnection(deps, { accountId });
    assert.deepEqual(await refusal(saveSelectedPages(deps, { accountId, pages: [{ platform: 'facebook', pageId: '424242' }] })), [
      400,
      'publishing.pageNotConnected',
      'pages',
      { pageId: '424242' },
    ]);
    assert.deepEqual(await refusal(saveSelectedPages(deps, { accountId, pages: [{ platform: 'instagram', pageId, instagramId: '777' }] })), [
      400,
      'publishing.instagramNotLinked',
      'pages',
      { instagramId: '777' },
    ]);
    const saved = await saveSelectedPages(deps, { accountId, pages: [{ platform: 'facebook', pageId, isActive: false }] });
    assert.deepEqual(
      saved.map((s) => [s.platform, s.pageId, s.isActive]),
      [['facebook', pageId, false]],
    );
    assert.equal(await hasSelectedPages(deps, { accountId }), false, 'an inactive selection is no platform');
    await saveSelectedPages(deps, { accountId, pages: [{ platform: 'instagram', pageId, instagramId }] });
    assert.equal(await hasSelectedPages(deps, { accountId }), true);
    assert.deepEqual(
      (await getSelectedPages(deps, { accountId })).map((s) => s.platform),
      ['instagram'],
    );
    // Another account's call does not see them.
    assert.deepEqual(await getSelectedPages(deps, { accountId: await newAccount() }), []);
  });

  it("delete post: the spec's messages, then the connection's state, by key", async () => {
    const accountId = await newAccount();
    const del = (input: object) => refusal(deleteSocialPost(deps, { accountId, ...input }));
    assert.deepEqual(await del({ platform: 'facebook' }), [400, 'publishing.postIdRequired', 'postId', null]);
    assert.deepEqual(await del({ postId: '1_2' }), [400, 'publishing.platformRequired', 'platform', null]);
    assert.deepEqual(await del({ postId: '1_2', platform: 'tiktok' }), [400, 'publishing.platformRequired', 'platform', null]);
    assert.deepEqual(await del({ postId: '1-2', platform: 'facebook' }), [400, 'publishing.postIdFormat', 'postId', null]);
    assert.deepEqual(await del({ postId: '1'.repeat(101), platform: 'facebook' }), [400, 'publishing.postIdTooLong', 'postId', null]);
    assert.deepEqual(await del({ postId: '1_2', platform: 'facebook' }), [400, 'publishing.notConnected', null, null]);
    await seedSimulatedConnection(deps, { accountId });
    await db('facebookConnections').where({ accountId }).update({ status: 'needs_reconnection', statusReason: 'token_expired' });
    assert.deepEqual(await del({ postId: '1_2', platform: 'instagram' }), [400, 'publishing.reconnectFirst', null, null]);
  });

  it('the Pages viewer: a manual token is checked at the door; no connection lists nothing', async () => {
    const accountId = await newAccount();
    assert.deepEqual(await refusal(listFacebookPages(deps, { accountId, access_token: 'two words' })), [400, 'publishing.invalidToken', 'access_token', null]);
    assert.deepEqual(await refusal(listFacebookPages(deps, { accountId, access_token: 'x'.repeat(1001) })), [
      400,
      'publishing.tokenTooLong',
      'access_token',
      null,
    ]);
    const view = await listFacebookPages(deps, { accountId, access_token: '' });
    assert.deepEqual([view.connected, view.source, view.facebookPages], [false, 'no_token', []]);
    assert.equal(await checkConnection(deps, { accountId }), 'not_connected');
    assert.deepEqual(await connectionStatus(deps, { accountId }), { connected: false, needsReconnection: false, reason: null, selectedTargets: 0 });
    assert.deepEqual(await disconnectFacebook(deps, { accountId }), { revoked: false });
  });

  it("Facebook Login: a flow starts for an account; a callback without its browser's state connects nothing; old states are purged", async () => {
    const accountId = await newAccount();
    assert.deepEqual((await refusal(startFacebookConnect(deps, { accountId, requestOrigin: 42 as never }))).slice(0, 3), [
      400,
      'http.valueInvalid',
      'requestOrigin',
    ]);
    const { url, state } = await startFacebookConnect(deps, { accountId, requestOrigin: 'http://clinic.test', returnPath: '/elsewhere' });
    const dialog = new URL(url, 'http://clinic.test');
    assert.equal(dialog.searchParams.get('state'), state);
    assert.equal(dialog.searchParams.get('redirect_uri'), 'http://clinic.test/api/auth/facebook/callback');
    assert.equal(dialog.searchParams.get('code_challenge_method'), 'S256');
    assert.deepEqual(await completeFacebookConnect(deps, { state, code: 'c', browserState: 'another browser' }), {
      ok: false,
      error: 'no_session_token',
      returnPath: '/portal/platforms',
    });
    assert.deepEqual(await completeFacebookConnect(deps, { state, browserState: state, error: 'access_denied' }), {
      ok: false,
      error: 'no_user',
      returnPath: '/portal/platforms',
    });
    assert.deepEqual(
      await completeFacebookConnect(deps, { state, browserState: state, code: 'c' }),
      { ok: false, error: 'no_session_token', returnPath: '/portal/platforms' },
      'a state works once',
    );
    assert.equal(await purgeExpiredOAuthStates(testDeps(db, { clock: fixedClock(new Date(Date.now() + 2 * 86400_000)) })), 1);
    const settings = facebookLoginSettings(deps, { requestOrigin: 'http://clinic.test' });
    assert.deepEqual([settings.mode, settings.callbackUrl], ['simulator', 'http://clinic.test/api/auth/facebook/callback']);
    assert.ok(settings.scopes.includes('instagram_content_publish'));
  });

  it('the publishing core refuses a malformed request before it takes a ledger row', async () => {
    const accountId = await newAccount();
    const request = {
      accountId,
      publicationKey: 'post:1',
      kind: 'feed' as const,
      target: { platform: 'facebook' as const, pageId: '1' },
      caption: 'Hi',
      media: { type: 'image' as const, load: async () => Buffer.alloc(0) },
    };
    assert.deepEqual((await refusal(publishToTarget(deps, { ...request, kind: 'reel' as never }))).slice(0, 3), [400, 'http.valueInvalid', 'kind']);
    assert.deepEqual((await refusal(publishToTarget(deps, { ...request, media: { type: 'image', load: 'a file' as never } }))).slice(0, 3), [
      400,
      'http.valueInvalid',
      'media.load',
    ]);
    assert.deepEqual((await refusal(publishToTarget(deps, { ...request, target: { platform: 'tiktok' as never, pageId: '1' } }))).slice(0, 3), [
      400,
      'publishing.platformInvalid',
      'target.platform',
    ]);
    assert.equal(
      await db('publishedPosts')
        .where({ accountId })
        .count('id as n')
        .first()
        .then((r) => Number(r?.n)),
      0,
    );
    // A well-formed one for an account without a connection fails on the ledger, once.
    const result = await publishToTarget(deps, request);
    assert.deepEqual([result.status, result.status === 'failed' && result.errorCode], ['failed', 'not_connected']);
    assert.deepEqual(
      (await listLedgerRows(deps, { accountId, publicationKeys: ['post:1'] })).map((r) => r.status),
      ['failed'],
    );
    assert.deepEqual(await listLedgerRows(deps, { accountId, publicationKeys: [] }), []);
    assert.equal(await releaseLeasesOf(deps, { processIds: [] }), 0);
    assert.deepEqual((await refusal(releaseLeasesOf(deps, { processIds: 'all' as never }))).slice(0, 3), [400, 'http.valueInvalid', 'processIds']);
  });

  it('the prepared image: an unreadable one is refused by key', async () => {
    assert.deepEqual(await refusal(prepareFeedImage(Buffer.from('not an image'))), [400, 'publishing.imageNotReadable', null, null]);
  });

  it("the simulator's faults: the switch is checked at the door", async () => {
    assert.deepEqual(await refusal(addSimulatorFault(deps, { kind: 'meteor' as never })), [400, 'publishing.faultKind', 'kind', null]);
    assert.deepEqual(await refusal(addSimulatorFault(deps, { kind: 'transient', operation: 'Photos!' })), [
      400,
      'publishing.faultOperation',
      'operation',
      null,
    ]);
    assert.deepEqual(await refusal(addSimulatorFault(deps, { kind: 'transient', times: 0 })), [400, 'publishing.faultTimes', 'times', null]);
    assert.deepEqual(await refusal(addSimulatorFault(deps, { kind: 'transient', times: '2' as never })), [400, 'publishing.faultTimes', 'times', null]);
    await addSimulatorFault(deps, { kind: 'rate_limit', operation: 'photos', times: 2 });
    assert.deepEqual(
      (await listSimulatorFaults(deps)).map((f) => [f.kind, f.operation, f.remaining]),
      [['rate_limit', 'photos', 2]],
    );
    await clearSimulatorFaults(deps);
    assert.deepEqual(await listSimulatorFaults(deps), []);
  });
});
