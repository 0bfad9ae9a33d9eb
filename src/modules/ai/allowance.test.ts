import { beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestDatabase } from '../../lib/testing/db.js';
import { fixedClock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { generatePost, getAiAllowance, reviewCompliance, updateAiConfig, withAiAllowance } from './index.js';
import { chatCompletion, startFakeOpenAi } from './testing/fake-openai.js';

const { db } = await useTestDatabase();
const fake = await startFakeOpenAi();
const secret = { sessionSecret: 's'.repeat(40) };
const openaiEnv = { ...secret, openaiApiKey: 'sk-test', openaiBaseUrl: fake.baseUrl };
const [account] = await db('accounts').insert({ businessName: 'Allowance Clinic' }).returning('id');
const product = { name: 'Hyaluronic Skin Booster', description: 'An injectable hydration treatment.' };
// 22:15 in Athens (EET, UTC+2): the allowance resets at the next UTC midnight, 02:00 there.
const clock = fixedClock('2026-11-26T20:15:00Z');
const base = { db, clock, accountId: account.id, accountZone: 'Europe/Athens' };
const left = async () => (await getAiAllowance({ db, clock, accountId: account.id, accountZone: 'Europe/Athens' })).remaining;

async function refused(promise: Promise<unknown>, message: string) {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof AppError, String(error));
    assert.deepEqual([error.code, error.status, error.message], ['too_many', 429, message]);
    return true;
  });
}

describe('the per-account daily AI allowance', () => {
  beforeEach(async () => {
    await db('rate_limits').delete();
    fake.queue.length = 0;
    await updateAiConfig({ db, config: secret, input: { accountDailyAllowance: 2, dailyGenerationLimit: 50, complianceCheck: true, autoPause: true } });
  });

  test('a post takes one use; past the allowance the 429 says when it resets, in the account zone', async () => {
    await generatePost({ ...base, config: secret, product, language: 'en' });
    await generatePost({ ...base, config: secret, product, language: 'el' });
    assert.equal(await left(), 0);
    await refused(generatePost({ ...base, config: secret, product }), "You have used today's 2 AI generations. They reset at 02:00 (Europe/Athens).");
    await refused(generatePost({ ...base, accountZone: null, config: secret, product }), "You have used today's 2 AI generations. They reset at 00:00 (UTC).");
    const usage = await db('ai_usage').where({ accountId: account.id, purpose: 'post' }).count<{ n: number }[]>('* as n');
    assert.equal(Number(usage[0].n), 2, 'a refused generation never reached the provider');
    clock.set('2026-11-27T00:00:00Z');
    assert.equal(await left(), 2, 'a new UTC day, a new allowance');
    await generatePost({ ...base, config: secret, product });
    clock.set('2026-11-26T20:15:00Z');
  });

  test('a generation the provider fails gives its use back', async () => {
    fake.queue.push({ status: 500, json: { error: { message: 'upstream broke' } } }, { status: 500, json: { error: { message: 'upstream broke' } } }, { status: 500, json: { error: { message: 'upstream broke' } } });
    fake.setDefault({ status: 500, json: { error: { message: 'upstream broke' } } });
    const before = fake.requests.length;
    await assert.rejects(generatePost({ ...base, config: openaiEnv, product }), (error: unknown) => error instanceof AppError && error.code === 'upstream');
    fake.setDefault(chatCompletion({ text: 'Hello', hashtags: [] }));
    assert.ok(fake.requests.length > before, 'the provider was asked');
    assert.equal(await left(), 2);
  });

  test("the model's second opinion takes one use; the rules alone (offline) and an opinion not had take none", async () => {
    await reviewCompliance({ ...base, config: secret, text: 'A calm, hydrated look.', language: 'en' });
    assert.equal(await left(), 2, 'offline: the rules alone, no AI call');
    fake.queue.push(chatCompletion({ findings: [] }));
    await reviewCompliance({ ...base, config: openaiEnv, text: 'A calm, hydrated look.', language: 'en' });
    assert.equal(await left(), 1);
    fake.queue.push({ status: 500, json: { error: { message: 'no opinion today' } } });
    fake.setDefault({ status: 500, json: { error: { message: 'no opinion today' } } });
    await reviewCompliance({ ...base, config: openaiEnv, text: 'A calm, hydrated look.', language: 'en' });
    fake.setDefault(chatCompletion({ text: 'Hello', hashtags: [] }));
    assert.equal(await left(), 1, 'the failed opinion was given back (the rules answered)');
    fake.queue.push(chatCompletion({ findings: [] }));
    await reviewCompliance({ ...base, config: openaiEnv, text: 'Hydration, planned with you.', language: 'en' });
    await refused(reviewCompliance({ ...base, config: openaiEnv, text: 'One more look.', language: 'en' }), "You have used today's 2 AI generations. They reset at 02:00 (Europe/Athens).");
  });

  test('an action of several calls takes one use; calls without an account take none', async () => {
    let calls = 0;
    await withAiAllowance(base, async () => calls++);
    await withAiAllowance({ ...base, accountId: null }, async () => calls++);
    await generatePost({ ...base, accountId: null, config: secret, product });
    assert.equal(await left(), 1);
    await assert.rejects(withAiAllowance(base, async () => Promise.reject(new Error('failed'))));
    assert.equal(await left(), 1, 'a failed action gives its use back');
    await withAiAllowance(base, async () => calls++);
    await refused(withAiAllowance(base, async () => calls++), "You have used today's 2 AI generations. They reset at 02:00 (Europe/Athens).");
    assert.equal(calls, 3);
  });
});
