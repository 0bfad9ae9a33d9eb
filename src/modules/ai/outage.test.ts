import { beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { useTestDatabase } from '../../lib/testing/db.js';
import { testDeps } from '../../lib/testing/deps.js';
import { fixedClock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { createMemoryMailer } from '../../lib/mail.js';
import { describeProduct, generatePost, getAiAllowance, getAiConfig, sendOutageAlert, updateAiConfig } from './index.js';
import { chatCompletion, startFakeOpenAi } from './testing/fake-openai.js';

// Issue 24: a clinic never reads operator advice when the AI service fails; the admin gets the detail.
const { db } = await useTestDatabase();
const fake = await startFakeOpenAi();
const [account] = await db('accounts').insert({ businessName: 'Outage Clinic' }).returning('id');
const clock = fixedClock('2026-11-26T20:15:00Z');
const openai = testDeps(db, { clock, env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl } });
const clinic = { accountId: account.id, accountZone: 'Europe/Athens' };
const product = { name: 'Hyaluronic Skin Booster', description: 'An injectable hydration treatment.' };
// A refused key: no retries, so the test does not wait for the SDK's backoff.
const broken = { status: 401, json: { error: { message: 'Incorrect API key provided.' } } };
const writer = async () => (await getAiAllowance(openai, clinic)).writer;
const alertJobs = async () =>
  (await db.raw(`select key from graphile_worker.jobs where task_identifier = 'ai_outage_alert' order by key`)).rows.map((r: { key: string }) => r.key);

function isUnavailable(error: unknown, cause: string) {
  assert.ok(error instanceof AppError, String(error));
  assert.deepEqual([error.status, error.messageKey], [503, 'ai.writingUnavailable']);
  assert.doesNotMatch(error.message, /OPENAI|Check|401|key/, 'no operator advice for a clinic');
  assert.equal((error.cause as AppError).messageKey, cause, 'the technical cause is kept (logged)');
  return true;
}

describe("when the AI service fails a clinic's request", () => {
  beforeEach(async () => {
    await db('rate_limits').delete();
    await db.raw(`select graphile_worker.remove_job(key) from graphile_worker.jobs where task_identifier = 'ai_outage_alert'`);
    await db('ai_configurations').update({ lastFailureAt: null, lastFailureKey: null, lastFailureParams: null, serviceRecoveredAt: null });
    await updateAiConfig(openai, { complianceCheck: false, offlineFallback: false, accountDailyAllowance: 5 });
    fake.queue.length = 0;
    fake.setDefault(broken);
  });

  test('the clinic reads that writing is unavailable; the admin gets the technical message and one e-mail an hour', async () => {
    assert.equal(await writer(), 'openai');
    await assert.rejects(generatePost(openai, { ...clinic, product }), (e) => isUnavailable(e, 'ai.serviceKeyRefused'));
    await assert.rejects(describeProduct(openai, { accountId: account.id, name: 'Profhilo' }), (e) => isUnavailable(e, 'ai.serviceKeyRefused'));
    assert.equal((await getAiAllowance(openai, clinic)).remaining, 5, 'the failed generation took no use');
    assert.equal(await writer(), 'unavailable', 'the portal warns before the next try');

    const { lastFailure } = await getAiConfig(openai);
    assert.equal(lastFailure?.messageKey, 'ai.serviceKeyRefused');
    assert.equal(lastFailure?.at, '2026-11-26T20:15:00.000Z');
    assert.match(
      lastFailure?.message ?? '',
      /The AI service refused the API key \(401\)\. Check the API key in the AI configuration: Incorrect API key provided\./,
      'the admin reads what happened',
    );
    assert.deepEqual(await alertJobs(), ['ai_outage_alert:2026-11-26T20'], 'two failures in the hour: one e-mail queued');

    const mail = createMemoryMailer();
    assert.equal(await sendOutageAlert({ ...openai, mail }, { hour: '2026-11-26T20', recipients: ['ops@example.com'] }), true);
    assert.deepEqual([mail.sent[0].to, mail.sent[0].kind], [['ops@example.com'], 'ai_outage_alert']);
    assert.match(mail.sent[0].text, /refused the API key \(401\)/);

    // An admin's own action (no account) still reads the technical message.
    await assert.rejects(describeProduct(openai, { name: 'Profhilo' }), (e: unknown) => e instanceof AppError && e.messageKey === 'ai.serviceKeyRefused');

    // The service is back: the next success ends the notice.
    fake.setDefault(chatCompletion({ text: 'A calm post about skin boosters.', hashtags: ['#skin'] }));
    const post = await generatePost(openai, { ...clinic, product });
    assert.deepEqual([post.provider, post.fallback], ['openai', false]);
    assert.equal(await writer(), 'openai');
  });

  test('where the admin allows it, the demo writer stands in, with a note, and takes no use of the allowance', async () => {
    await updateAiConfig(openai, { offlineFallback: true });
    const post = await generatePost(openai, { ...clinic, product, language: 'el' });
    assert.deepEqual([post.provider, post.fallback, post.language], ['offline', true, 'el']);
    assert.ok(post.text.length > 100, post.text);
    assert.equal((await getAiAllowance(openai, clinic)).remaining, 5);
    assert.equal(await writer(), 'fallback');
    const described = await describeProduct(openai, { accountId: account.id, name: 'Profhilo', language: 'en' });
    assert.equal(described.provider, 'offline');
  });

  test('a service that cannot be reached fails in well under a second, and again at once while it stays down', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const down = testDeps(db, { clock, env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1` } });
    for (const attempt of [1, 2]) {
      const started = performance.now();
      await assert.rejects(generatePost(down, { ...clinic, product }), (e) => isUnavailable(e, 'ai.serviceUnreachable'));
      const ms = performance.now() - started;
      assert.ok(ms < 1000, `attempt ${attempt} took ${Math.round(ms)} ms (the SDK's retries alone take seconds)`);
    }
  });
});
