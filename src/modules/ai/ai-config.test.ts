import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestDatabase } from '../../lib/testing/db.js';
import { testDeps } from '../../lib/testing/deps.js';
import type { AppConfig } from '../../lib/deps.js';
import { isAppError } from '../../lib/errors.js';
import { getAiConfig, updateAiConfig } from './index.js';

const { db } = await useTestDatabase();
const deps = testDeps(db);
/** The same deps with other process settings (OPENAI_API_KEY, AI_CONFIG_KEY, SESSION_SECRET). */
const withConfig = (config: Partial<AppConfig>) => ({ ...deps, config: { ...deps.config, ...config } });

/** What a refused update says: status, key, values, field. */
const refusal = (input: unknown) =>
  updateAiConfig(deps, input as never).then(
    () => assert.fail(`accepted ${JSON.stringify(input)}`),
    (error: unknown) => (isAppError(error) ? [error.status, error.messageKey, error.params ?? null, error.field ?? null] : assert.fail(String(error))),
  );

describe('AI configuration', () => {
  test('starts from the screen defaults, offline without a key', async () => {
    const config = await getAiConfig(deps);
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
    const saved = await updateAiConfig(deps, {
      temperature: 0.3,
      targetPostLength: 200,
      contentTone: 'friendly',
      platforms: { twitter: { postStyle: 'tips', maxHashtags: 2 } },
      monthlyBudgetUsd: 12.5,
      userId: null,
    });
    assert.equal(saved.temperature, 0.3);
    assert.equal(saved.targetPostLength, 200);
    assert.equal(saved.contentTone, 'friendly');
    assert.deepEqual(saved.platforms.twitter, { platform: 'twitter', active: true, postStyle: 'tips', maxHashtags: 2 });
    assert.equal(saved.platforms.instagram.postStyle, 'balanced');
    assert.equal(saved.monthlyBudgetUsd, 12.5);
    assert.equal(saved.model, 'gpt-4o');
    assert.deepEqual(await getAiConfig(deps), saved);
    assert.equal(Number((await db('ai_configurations').count('* as n'))[0].n), 1, 'one platform-wide row');
  });

  test('refuses values outside the screen bounds, at the door, by key with the values and the field', async () => {
    const cases: Array<[unknown, string, Record<string, string | number> | null, string]> = [
      [{ temperature: 1.2 }, 'ai.creativityRange', null, 'temperature'],
      [{ temperature: 0.25 }, 'ai.creativityStep', null, 'temperature'],
      [{ targetPostLength: 40 }, 'ai.lengthRange', null, 'targetPostLength'],
      [{ targetPostLength: 155 }, 'ai.lengthStep', null, 'targetPostLength'],
      [{ contentTone: 'sarcastic' }, 'ai.tone', null, 'contentTone'],
      [{ platforms: { instagram: { maxHashtags: 31 } } }, 'ai.hashtagsRange', { platform: 'instagram', max: 30 }, 'platforms.instagram.maxHashtags'],
      [{ platforms: { twitter: { maxHashtags: 6 } } }, 'ai.hashtagsRange', { platform: 'twitter', max: 5 }, 'platforms.twitter.maxHashtags'],
      [
        { platforms: { twitter: { postStyle: 'storytelling' } } },
        'ai.postStyle',
        { platform: 'twitter', styles: 'concise, question, statistic, tips' },
        'platforms.twitter.postStyle',
      ],
      [{ monthlyBudgetUsd: -1 }, 'ai.budgetMin', null, 'monthlyBudgetUsd'],
      [{ monthlyBudgetUsd: 1.234 }, 'ai.budgetStep', null, 'monthlyBudgetUsd'],
      [{ requestTimeoutSeconds: 2 }, 'ai.timeoutRange', null, 'requestTimeoutSeconds'],
      [{ dailyGenerationLimit: 2.5 }, 'ai.dailyWhole', null, 'dailyGenerationLimit'],
      [{ accountDailyAllowance: 0 }, 'ai.allowanceRange', null, 'accountDailyAllowance'],
      [{ model: 'gpt 4o; drop' }, 'ai.modelName', null, 'model'],
      // What valibot used to word in its own English has a key too.
      [{ defaultHashtags: 5 }, 'ai.hashtagsText', null, 'defaultHashtags'],
      [{ autoPause: 'yes' }, 'ai.autoPauseBoolean', null, 'autoPause'],
      [{ platforms: 'all' }, 'ai.platformsObject', null, 'platforms'],
      [{ platforms: { facebook: true } }, 'ai.platformObject', { platform: 'facebook' }, 'platforms.facebook'],
      [{ apiKey: 'sk live' }, 'ai.apiKeySpaces', null, 'apiKey'],
      [{ temperature: 0.5, userId: 0 }, 'ai.user', null, 'userId'],
    ];
    for (const [input, key, params, field] of cases) assert.deepEqual(await refusal(input), [400, key, params, field], JSON.stringify(input));
    assert.deepEqual(await refusal('all'), [400, 'http.bodyNotObject', null, null]);
    assert.equal((await getAiConfig(deps)).temperature, 0.3, 'nothing refused was saved');
  });

  test('records who saved the configuration', async () => {
    const [admin] = await db('users').insert({ username: 'config-admin', password: 'x', role: 'admin' }).returning('id');
    await updateAiConfig(deps, { includeCta: false, userId: admin.id });
    assert.equal((await db('ai_configurations').first('user_id')).userId, admin.id);
    await updateAiConfig(deps, { includeCta: true });
    assert.equal((await db('ai_configurations').first('user_id')).userId, null, 'a change without a user (a script) names nobody');
  });

  test('stores the API key encrypted, returns it only masked, and lets it override OPENAI_API_KEY', async () => {
    const withEnvKey = withConfig({ openaiApiKey: 'sk-env-0000' });
    assert.equal((await getAiConfig(withEnvKey)).apiKey.source, 'environment');

    const saved = await updateAiConfig(deps, { apiKey: 'sk-live-secret-abcd', organizationId: 'org-42' });
    assert.deepEqual(saved.apiKey, { masked: '••••••••abcd', source: 'saved', readable: true });
    assert.equal(saved.organizationId, 'org-42');
    assert.equal(saved.provider, 'openai');
    assert.ok(!JSON.stringify(saved).includes('sk-live-secret'), 'the key is never returned');
    const row = await db('ai_configurations').first('api_key_encrypted');
    assert.match(row.apiKeyEncrypted, /^v1:[^:]+:[^:]+:[^:]+$/);
    assert.ok(!row.apiKeyEncrypted.includes('secret'));
    assert.equal((await getAiConfig(withEnvKey)).apiKey.source, 'saved');

    // Another secret cannot open it: reported, and the environment key applies.
    const other = await getAiConfig(withConfig({ sessionSecret: 'y'.repeat(40) }));
    assert.equal(other.apiKey.readable, false);
    assert.equal(other.provider, 'offline');
    // AI_CONFIG_KEY takes precedence over SESSION_SECRET.
    const withConfigKey = withConfig({ aiConfigKey: 'k'.repeat(32) });
    await updateAiConfig(withConfigKey, { apiKey: 'sk-other-wxyz' });
    assert.equal((await getAiConfig(withConfigKey)).apiKey.readable, true);
    assert.equal((await getAiConfig(deps)).apiKey.readable, false);

    const cleared = await updateAiConfig(deps, { apiKey: '' });
    assert.deepEqual(cleared.apiKey, { masked: null, source: 'none', readable: true });
    assert.equal(cleared.provider, 'offline');
  });
});
