import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestDatabase } from '../../lib/testing/db.js';
import { AppError } from '../../lib/errors.js';
import { currentProvider, getAiConfig, updateAiConfig } from './index.js';

const { db } = await useTestDatabase();
const env = { sessionSecret: 'x'.repeat(40) };

async function rejectsInvalid(promise: Promise<unknown>, message: string) {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof AppError);
    assert.equal(error.code, 'invalid');
    assert.equal(error.message, message);
    return true;
  });
}

describe('AI configuration', () => {
  test('starts from the screen defaults, offline without a key', async () => {
    const config = await getAiConfig({ db, config: env });
    assert.equal(config.model, 'gpt-4o');
    assert.equal(config.temperature, 0.7);
    assert.equal(config.targetPostLength, 150);
    assert.equal(config.contentTone, 'professional');
    assert.equal(config.defaultHashtags, '#aesthetics #skincare #beauty');
    assert.deepEqual([config.avoidMedicalClaims, config.includeCta, config.complianceCheck], [true, true, true]);
    assert.deepEqual(config.platforms.instagram, { platform: 'instagram', active: true, postStyle: 'balanced', maxHashtags: 10 });
    assert.deepEqual(config.platforms.twitter, { platform: 'twitter', active: true, postStyle: 'concise', maxHashtags: 3 });
    assert.equal(config.platforms.linkedin.active, false);
    assert.equal(config.requestTimeoutSeconds, 30);
    assert.equal(config.dailyGenerationLimit, 50);
    assert.equal(config.monthlyBudgetUsd, 20);
    assert.deepEqual([config.sendBudgetAlerts, config.autoPause], [true, true]);
    assert.equal(config.provider, 'offline');
    assert.deepEqual(config.apiKey, { masked: null, source: 'none', readable: true });
  });

  test('saves what is sent and keeps the rest', async () => {
    const saved = await updateAiConfig({
      db,
      config: env,
      input: { temperature: 0.3, targetPostLength: 200, contentTone: 'friendly', platforms: { twitter: { postStyle: 'tips', maxHashtags: 2 } }, monthlyBudgetUsd: 12.5 },
    });
    assert.equal(saved.temperature, 0.3);
    assert.equal(saved.targetPostLength, 200);
    assert.equal(saved.contentTone, 'friendly');
    assert.deepEqual(saved.platforms.twitter, { platform: 'twitter', active: true, postStyle: 'tips', maxHashtags: 2 });
    assert.equal(saved.platforms.instagram.postStyle, 'balanced');
    assert.equal(saved.monthlyBudgetUsd, 12.5);
    assert.equal(saved.model, 'gpt-4o');
    assert.deepEqual(await getAiConfig({ db, config: env }), saved);
    assert.equal(Number((await db('ai_configurations').count('* as n'))[0].n), 1, 'one platform-wide row');
  });

  test('refuses values outside the screen bounds with clear messages', async () => {
    const cases: Array<[unknown, string]> = [
      [{ temperature: 1.2 }, 'Creativity must be between 0 and 1'],
      [{ temperature: 0.25 }, 'Creativity moves in steps of 0.1'],
      [{ targetPostLength: 40 }, 'Target post length must be between 50 and 300 words'],
      [{ targetPostLength: 155 }, 'Target post length moves in steps of 10 words'],
      [{ contentTone: 'sarcastic' }, 'Content tone must be professional, friendly, educational or promotional'],
      [{ platforms: { instagram: { maxHashtags: 31 } } }, 'Maximum hashtags for instagram must be between 0 and 30'],
      [{ platforms: { twitter: { maxHashtags: 6 } } }, 'Maximum hashtags for twitter must be between 0 and 5'],
      [{ platforms: { twitter: { postStyle: 'storytelling' } } }, 'Post style for twitter must be one of: concise, question, statistic, tips'],
      [{ monthlyBudgetUsd: -1 }, 'Monthly budget must be 0 or more'],
      [{ monthlyBudgetUsd: 1.234 }, 'Monthly budget moves in steps of 0.01'],
      [{ requestTimeoutSeconds: 2 }, 'Request timeout must be between 5 and 300 seconds'],
      [{ dailyGenerationLimit: 2.5 }, 'Daily generation limit must be a whole number'],
      [{ model: 'gpt 4o; drop' }, 'Model must be a model name such as gpt-4o'],
    ];
    for (const [input, message] of cases) await rejectsInvalid(updateAiConfig({ db, config: env, input }), message);
  });

  test('stores the API key encrypted, returns it only masked, and lets it override OPENAI_API_KEY', async () => {
    const withEnvKey = { ...env, openaiApiKey: 'sk-env-0000' };
    assert.equal((await getAiConfig({ db, config: withEnvKey })).apiKey.source, 'environment');

    const saved = await updateAiConfig({ db, config: env, input: { apiKey: 'sk-live-secret-abcd', organizationId: 'org-42' } });
    assert.deepEqual(saved.apiKey, { masked: '••••••••abcd', source: 'saved', readable: true });
    assert.equal(saved.organizationId, 'org-42');
    assert.equal(saved.provider, 'openai');
    assert.ok(!JSON.stringify(saved).includes('sk-live-secret'), 'the key is never returned');
    const row = await db('ai_configurations').first('api_key_encrypted');
    assert.match(row.apiKeyEncrypted, /^v1:[^:]+:[^:]+:[^:]+$/);
    assert.ok(!row.apiKeyEncrypted.includes('secret'));
    assert.equal((await getAiConfig({ db, config: withEnvKey })).apiKey.source, 'saved');

    // Another secret cannot open it: reported, and the environment key applies.
    const other = await getAiConfig({ db, config: { sessionSecret: 'y'.repeat(40) } });
    assert.equal(other.apiKey.readable, false);
    assert.equal(await currentProvider({ db, config: { sessionSecret: 'y'.repeat(40) } }), 'offline');
    // AI_CONFIG_KEY takes precedence over SESSION_SECRET.
    await updateAiConfig({ db, config: { ...env, aiConfigKey: 'k'.repeat(32) }, input: { apiKey: 'sk-other-wxyz' } });
    assert.equal((await getAiConfig({ db, config: { aiConfigKey: 'k'.repeat(32) } })).apiKey.readable, true);
    assert.equal((await getAiConfig({ db, config: env })).apiKey.readable, false);

    const cleared = await updateAiConfig({ db, config: env, input: { apiKey: '' } });
    assert.deepEqual(cleared.apiKey, { masked: null, source: 'none', readable: true });
    assert.equal(cleared.provider, 'offline');
  });
});
