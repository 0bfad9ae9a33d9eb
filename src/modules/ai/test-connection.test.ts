import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestDatabase } from '../../lib/testing/db.js';
import { testDeps } from '../../lib/testing/deps.js';
import { testAiConnection, updateAiConfig } from './index.js';
import { chatCompletion, startFakeOpenAi } from './testing/fake-openai.js';

const { db } = await useTestDatabase();
const fake = await startFakeOpenAi();
const offline = testDeps(db);
const openai = testDeps(db, { env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl } });

describe('testAiConnection', () => {
  test('the offline provider answers at once, without a network call, and says it is the demo', async () => {
    fake.requests.length = 0;
    const result = await testAiConnection(offline);
    assert.deepEqual([result.ok, result.provider, result.model, result.error], [true, 'offline', 'offline', null]);
    assert.equal(fake.requests.length, 0);
    assert.equal((await db('ai_usage').where({ purpose: 'connection_test', provider: 'offline' })).length, 1);
  });

  test('a compatible server: one small real chat completion with the configured key and model, recorded in usage', async () => {
    await updateAiConfig(openai, { model: 'gpt-4o' });
    fake.requests.length = 0;
    fake.queue.push(chatCompletion('OK', { prompt_tokens: 14, completion_tokens: 1 }, 'gpt-4o-2024-08-06'));
    const result = await testAiConnection(openai);
    assert.deepEqual([result.ok, result.provider, result.model, result.error], [true, 'openai', 'gpt-4o-2024-08-06', null]);
    assert.ok(result.latencyMs >= 0 && result.latencyMs < 5000);
    assert.equal(fake.requests.length, 1);
    assert.equal(fake.requests[0].path, '/v1/chat/completions');
    assert.equal(fake.requests[0].headers.authorization, 'Bearer sk-test');
    assert.equal(fake.requests[0].body.model, 'gpt-4o');
    const usage = await db('ai_usage').where({ purpose: 'connection_test', provider: 'openai' }).first();
    assert.deepEqual([usage.ok, usage.tokensIn, usage.tokensOut, usage.model], [true, 14, 1, 'gpt-4o-2024-08-06']);
  });

  test('a refused key is a failed test with the service’s message, not an error; the failure is recorded', async () => {
    fake.requests.length = 0;
    fake.queue.push({
      status: 401,
      json: { error: { message: 'Incorrect API key provided: sk-bad.', type: 'invalid_request_error', code: 'invalid_api_key' } },
    });
    const result = await testAiConnection({ ...openai, config: { ...openai.config, openaiApiKey: 'sk-bad' } });
    assert.equal(result.ok, false);
    assert.equal(result.provider, 'openai');
    assert.match(result.error ?? '', /refused the API key \(401\).*Incorrect API key provided/);
    assert.equal(fake.requests.length, 1, 'a 401 is not retried');
    const failed = await db('ai_usage').where({ purpose: 'connection_test', ok: false }).first();
    assert.match(failed.error, /401/);
  });
});
