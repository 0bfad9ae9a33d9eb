import { beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestDatabase } from '../../lib/testing/db.js';
import { testDeps } from '../../lib/testing/deps.js';
import { fixedClock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { generatePost, getAiAllowance, reviewCompliance, updateAiConfig, withAiAllowance } from './index.js';
import { chatCompletion, startFakeOpenAi } from './testing/fake-openai.js';

const { db } = await useTestDatabase();
const fake = await startFakeOpenAi();
const [account] = await db('accounts').insert({ businessName: 'Allowance Clinic' }).returning('id');
const product = { name: 'Hyaluronic Skin Booster', description: 'An injectable hydration treatment.' };
// 22:15 in Athens (EET, UTC+2): the allowance resets at the next UTC midnight, 02:00 there.
const clock = fixedClock('2026-11-26T20:15:00Z');
const offline = testDeps(db, { clock });
const openai = testDeps(db, { clock, env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl } });
const payer = { accountId: account.id, accountZone: 'Europe/Athens' };
const left = async () => (await getAiAllowance(offline, payer)).remaining;

/** The 429 by key, with the reset in the account's zone (its English: "They reset at 02:00 (Europe/Athens)."). */
async function refused(promise: Promise<unknown>, params: { limit: number; time: string; zone: string }) {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof AppError, String(error));
    assert.deepEqual([error.status, error.messageKey, error.params], [429, 'ai.allowanceUsed', params]);
    return true;
  });
}
const athens = { limit: 2, time: '02:00', zone: 'Europe/Athens' };

describe('the per-account daily AI allowance', () => {
  beforeEach(async () => {
    await db('rate_limits').delete();
    fake.queue.length = 0;
    await updateAiConfig(offline, { accountDailyAllowance: 2, dailyGenerationLimit: 50, complianceCheck: true, autoPause: true });
  });

  test('a post takes one use; past the allowance the 429 says when it resets, in the account zone', async () => {
    await generatePost(offline, { ...payer, product, language: 'en' });
    await generatePost(offline, { ...payer, product, language: 'el' });
    assert.equal(await left(), 0);
    await refused(generatePost(offline, { ...payer, product }), athens);
    await refused(generatePost(offline, { ...payer, accountZone: null, product }), { limit: 2, time: '00:00', zone: 'UTC' });
    const usage = await db('ai_usage').where({ accountId: account.id, purpose: 'post' }).count<{ n: number }[]>('* as n');
    assert.equal(Number(usage[0].n), 2, 'a refused generation never reached the provider');
    clock.set('2026-11-27T00:00:00Z');
    assert.equal(await left(), 2, 'a new UTC day, a new allowance');
    await generatePost(offline, { ...payer, product });
    clock.set('2026-11-26T20:15:00Z');
  });

  test('a generation the provider fails gives its use back', async () => {
    fake.queue.push(
      { status: 500, json: { error: { message: 'upstream broke' } } },
      { status: 500, json: { error: { message: 'upstream broke' } } },
      { status: 500, json: { error: { message: 'upstream broke' } } },
    );
    fake.setDefault({ status: 500, json: { error: { message: 'upstream broke' } } });
    const before = fake.requests.length;
    await assert.rejects(
      generatePost(openai, { ...payer, product }),
      (error: unknown) =>
        error instanceof AppError && error.messageKey === 'ai.writingUnavailable' && (error.cause as AppError).messageKey === 'ai.serviceFailed',
    );
    fake.setDefault(chatCompletion({ text: 'Hello', hashtags: [] }));
    assert.ok(fake.requests.length > before, 'the provider was asked');
    assert.equal(await left(), 2);
  });

  test("the model's second opinion takes one use; the rules alone (offline) and an opinion not had take none", async () => {
    const review = { ...payer, language: 'en' as const, secondOpinion: true };
    await reviewCompliance(offline, { ...review, text: 'A calm, hydrated look.' });
    assert.equal(await left(), 2, 'offline: the rules alone, no AI call');
    const asked = fake.requests.length;
    await reviewCompliance(openai, { ...review, text: 'A calm, hydrated look.', secondOpinion: false });
    assert.deepEqual([await left(), fake.requests.length], [2, asked], 'no second opinion asked for: the rules alone, free');
    fake.queue.push(chatCompletion({ findings: [] }));
    await reviewCompliance(openai, { ...review, text: 'A calm, hydrated look.' });
    assert.equal(await left(), 1);
    fake.queue.push({ status: 500, json: { error: { message: 'no opinion today' } } });
    fake.setDefault({ status: 500, json: { error: { message: 'no opinion today' } } });
    await reviewCompliance(openai, { ...review, text: 'A calm, hydrated look.' });
    fake.setDefault(chatCompletion({ text: 'Hello', hashtags: [] }));
    assert.equal(await left(), 1, 'the failed opinion was given back (the rules answered)');
    fake.queue.push(chatCompletion({ findings: [] }));
    await reviewCompliance(openai, { ...review, text: 'Hydration, planned with you.' });
    await refused(reviewCompliance(openai, { ...review, text: 'One more look.' }), athens);
  });

  test('an action of several calls takes one use; calls without an account take none', async () => {
    let calls = 0;
    await withAiAllowance(offline, payer, async () => calls++);
    await withAiAllowance(offline, { accountId: null }, async () => calls++);
    await generatePost(offline, { accountId: null, product });
    assert.equal(await left(), 1);
    await assert.rejects(withAiAllowance(offline, payer, async () => Promise.reject(new Error('failed'))));
    assert.equal(await left(), 1, 'a failed action gives its use back');
    await withAiAllowance(offline, payer, async () => calls++);
    await refused(
      withAiAllowance(offline, payer, async () => calls++),
      athens,
    );
    assert.equal(calls, 3);
  });

  test('the allowance says who writes: the demo writer until an AI provider is connected', async () => {
    assert.equal((await getAiAllowance(offline, payer)).writer, 'offline');
    await db('ai_configurations').update({ lastFailureAt: null });
    assert.equal((await getAiAllowance(openai, payer)).writer, 'openai');
    await db('ai_configurations').update({ lastFailureAt: clock.now(), lastFailureKey: 'ai.serviceFailed', serviceRecoveredAt: null });
    assert.equal((await getAiAllowance(openai, payer)).writer, 'unavailable', 'the service failed a clinic minutes ago');
    clock.advance(31 * 60_000);
    assert.equal((await getAiAllowance(openai, payer)).writer, 'openai', 'half an hour later the portal stops warning');
    clock.set('2026-11-26T20:15:00Z');
  });
});
