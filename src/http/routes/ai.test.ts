import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { seedDemoCatalog } from '../../modules/catalog/index.js';
import { startTestApp } from '../testing.js';

const app = await startTestApp();
const { db } = app;
await seedDemoCatalog(app.deps);
const adminToken = await app.loginAdmin('root', 'admin-password');
const admin = await db('users').where({ username: 'root' }).first('id');
const business = await app.loginBusiness('Lumière Clinic');
const { token: businessToken, accountId } = business;
const account = { id: accountId };

async function call(method: string, url: string, options: { token?: string; body?: unknown } = {}) {
  const res = await app.request(url, { method, token: options.token, body: options.body });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: res.body };
}

describe('POST /api/compliance-check', () => {
  test('401 → 400 → 200 for admins and business users', async () => {
    assert.equal((await call('POST', '/api/compliance-check', { body: { text: 'x' } })).status, 401);
    const bad = await call('POST', '/api/compliance-check', { token: adminToken, body: {} });
    assert.deepEqual([bad.status, bad.body.message], [400, 'Text is required']);
    for (const token of [adminToken, businessToken]) {
      const ok = await call('POST', '/api/compliance-check', { token, body: { text: 'Painless Botox!', language: 'el' } });
      assert.equal(ok.status, 200);
      assert.equal(ok.body.success, true);
      assert.deepEqual(
        ok.body.findings.map((f: { rule: string; text: string; start: number; end: number }) => [f.rule, f.text, f.start, f.end]),
        [
          ['painless', 'Painless', 0, 8],
          ['prescription_medicine', 'Botox', 9, 14],
        ],
      );
      assert.match(ok.body.findings[0].explanation, /ανώδυνη/);
      assert.deepEqual(
        ok.body.findings.map((f: { category: string }) => f.category),
        ['safety_claim', 'prescription_medicine'],
      );
      assert.ok(
        ok.body.findings.every((f: { suggestion: string }) => /[\u0370-\u03ff]/.test(f.suggestion)),
        'suggestions in the language asked for',
      );
      assert.deepEqual(ok.body.categories, [
        'prescription_medicine',
        'guaranteed_outcome',
        'safety_claim',
        'permanence',
        'unproven_efficacy',
        'inducement',
        'before_after',
        'superlative',
        'celebrity',
        'young_people',
        'denigration',
      ]);
      // Offline, the second opinion is the rules alone.
      const deep = await call('POST', '/api/compliance-check', { token, body: { text: 'Painless Botox!', language: 'el', secondOpinion: true } });
      assert.deepEqual(deep.body.findings, ok.body.findings);
    }
    // Validated once, by the use case: its messages, by key.
    const long = await call('POST', '/api/compliance-check', { token: businessToken, body: { text: 'x'.repeat(20001) } });
    assert.deepEqual(
      [long.status, long.body.message, long.body.messageKey, long.body.field],
      [400, 'Text must be at most 20000 characters', 'ai.textLong', 'text'],
    );
    const unsure = await call('POST', '/api/compliance-check', { token: businessToken, body: { text: 'Botox', secondOpinion: 'yes' } });
    assert.deepEqual([unsure.status, unsure.body.message, unsure.body.messageKey], [400, 'Second opinion must be true or false', 'ai.secondOpinionBoolean']);
    const list = await call('POST', '/api/compliance-check', { token: businessToken, body: ['Botox'] });
    assert.deepEqual([list.status, list.body.messageKey], [400, 'http.bodyNotObject']);
  });
});

describe('AI configuration and usage (admin only)', () => {
  test('GET and PUT /api/ai-config: 401, 403 for a business user, 400 with the message, 200', async () => {
    assert.equal((await call('GET', '/api/ai-config')).status, 401);
    assert.equal((await call('GET', '/api/ai-config', { token: businessToken })).status, 403);
    assert.equal((await call('PUT', '/api/ai-config', { token: businessToken, body: { temperature: 0.5 } })).status, 403);
    const bad = await call('PUT', '/api/ai-config', { token: adminToken, body: { targetPostLength: 400 } });
    assert.deepEqual([bad.status, bad.body.success, bad.body.message], [400, false, 'Target post length must be between 50 and 300 words']);

    const got = await call('GET', '/api/ai-config', { token: adminToken });
    assert.equal(got.status, 200);
    assert.equal(got.body.config.provider, 'offline');
    assert.equal(got.body.config.temperature, 0.7);

    const put = await call('PUT', '/api/ai-config', {
      token: adminToken,
      body: { temperature: 0.4, apiKey: 'sk-route-test-9876', platforms: { instagram: { maxHashtags: 4 } } },
    });
    assert.equal(put.status, 200);
    assert.equal(put.body.config.temperature, 0.4);
    assert.equal(put.body.config.platforms.instagram.maxHashtags, 4);
    assert.deepEqual(put.body.config.apiKey, { masked: '••••••••9876', source: 'saved', readable: true });
    assert.ok(!JSON.stringify(put.body).includes('sk-route-test'));
    assert.equal((await db('ai_configurations').first('user_id')).userId, admin.id);
    // The admin who saves is the session's, whatever the body says.
    const named = await call('PUT', '/api/ai-config', { token: adminToken, body: { temperature: 0.4, userId: 999_999 } });
    assert.equal(named.status, 200);
    assert.equal((await db('ai_configurations').first('user_id')).userId, admin.id);
    const wrongType = await call('PUT', '/api/ai-config', { token: adminToken, body: { sendBudgetAlerts: 'on' } });
    assert.deepEqual(
      [wrongType.status, wrongType.body.message, wrongType.body.messageKey, wrongType.body.field],
      [400, 'Budget alerts must be true or false', 'ai.budgetAlertsBoolean', 'sendBudgetAlerts'],
    );
    // Back to offline for the rest of the file.
    await call('PUT', '/api/ai-config', { token: adminToken, body: { apiKey: '' } });
  });

  test('POST /api/ai-config/test: 401, 403 for a business user, 200 with the result (offline: the demo provider, no call)', async () => {
    assert.equal((await call('POST', '/api/ai-config/test')).status, 401);
    assert.equal((await call('POST', '/api/ai-config/test', { token: businessToken })).status, 403);
    const ok = await call('POST', '/api/ai-config/test', { token: adminToken });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.success, true);
    assert.deepEqual(Object.keys(ok.body.connection).sort(), ['error', 'latencyMs', 'model', 'ok', 'provider', 'testedAt']);
    assert.deepEqual([ok.body.connection.ok, ok.body.connection.provider, ok.body.connection.error], [true, 'offline', null]);
  });

  test('GET /api/ai-usage', async () => {
    assert.equal((await call('GET', '/api/ai-usage')).status, 401);
    assert.equal((await call('GET', '/api/ai-usage', { token: businessToken })).status, 403);
    const usage = await call('GET', '/api/ai-usage', { token: adminToken });
    assert.equal(usage.status, 200);
    assert.deepEqual(Object.keys(usage.body.usage).sort(), ['lastGenerationAt', 'month', 'paused', 'provider', 'today']);
    assert.equal(usage.body.usage.today.limit, 50);
  });
});

describe('image search and the AI product preview', () => {
  test('POST /api/search-product-images: admin only, Greek message, image search fields', async () => {
    assert.equal((await call('POST', '/api/search-product-images', { body: { productName: 'x' } })).status, 401);
    assert.equal((await call('POST', '/api/search-product-images', { token: businessToken, body: { productName: 'x' } })).status, 403);
    const bad = await call('POST', '/api/search-product-images', { token: adminToken, body: { description: 'no name' } });
    assert.deepEqual([bad.status, bad.body.message, bad.body.error], [400, 'Παρακαλώ εισάγετε όνομα προϊόντος', 'Παρακαλώ εισάγετε όνομα προϊόντος']);
    const ok = await call('POST', '/api/search-product-images', { token: adminToken, body: { productName: 'Lip Filler', description: '' } });
    assert.equal(ok.status, 200);
    assert.equal(ok.body.source, 'library');
    assert.ok(ok.body.images.length > 0);
    for (const key of ['id', 'url', 'description', 'quality', 'relevance', 'source', 'originalUrl']) assert.ok(key in ok.body.images[0], key);
    assert.equal(typeof ok.body.totalFound, 'number');
    assert.equal(typeof ok.body.totalRanked, 'number');
    assert.match(ok.body.searchNote, /Offline image search/);
  });

  test('POST /api/ai-create-product-preview for admins and business users, recording the account', async () => {
    assert.equal((await call('POST', '/api/ai-create-product-preview', { body: { productName: 'x' } })).status, 401);
    const bad = await call('POST', '/api/ai-create-product-preview', { token: adminToken, body: { productName: '   ' } });
    assert.deepEqual([bad.status, bad.body.message], [400, 'Please enter a product name']);

    const preview = await call('POST', '/api/ai-create-product-preview', { token: businessToken, body: { productName: 'Glycolic Acid Peel', language: 'el' } });
    assert.equal(preview.status, 200);
    assert.deepEqual(Object.keys(preview.body).sort(), [
      'description',
      'descriptionFindings',
      'descriptionNote',
      'descriptions',
      'error',
      'family',
      'familyConfident',
      'imageSource',
      'nameFindings',
      'provider',
      'remainingImages',
      'searchNote',
      'similarProducts',
      'success',
      'topImages',
      'totalFound',
      'totalValid',
    ]);
    assert.deepEqual(
      [preview.body.family, preview.body.familyConfident, preview.body.descriptionNote, preview.body.descriptionFindings],
      ['peel', true, null, []],
    );
    assert.equal(preview.body.success, true);
    assert.equal(preview.body.provider, 'offline');
    assert.equal(preview.body.error, null);
    assert.match(preview.body.description, /χημικό πίλινγκ/);
    // Both languages, for the product's Greek and English texts; `description` is the screen's one.
    assert.equal(preview.body.descriptions.el.text, preview.body.description);
    assert.match(preview.body.descriptions.en.text, /chemical peel/i);
    assert.ok(preview.body.topImages.length >= 1 && preview.body.topImages.length <= 3);
    assert.deepEqual(Object.keys(preview.body.topImages[0]).sort(), ['description', 'id', 'rank', 'reason', 'score', 'url']);
    const usage = await db('ai_usage').where({ accountId: account.id }).select('purpose');
    // One description per language, one ranking.
    assert.deepEqual(usage.map((u) => u.purpose).sort(), ['describe', 'describe', 'rank']);

    const english = await call('POST', '/api/ai-create-product-preview', { token: adminToken, body: { productName: 'Zzyzx Elixir' } });
    assert.equal(english.status, 200);
    assert.match(english.body.description, /^Zzyzx Elixir is part of our range/);
    assert.match(english.body.topImages[0].url, /^\/api\/demo-images\/card\.jpg\?name=Zzyzx%20Elixir&v=\d$/);

    // The demo card the preview points at is served to the signed-in user who sees the preview.
    const image = await call('GET', english.body.topImages[0].url, { token: adminToken });
    assert.deepEqual([image.status, image.type], [200, 'image/jpeg']);
    assert.equal((await call('GET', '/api/demo-images/card.jpg?name=x&v=9', { token: adminToken })).status, 404);
  });

  test('GET /api/demo-images/card.jpg: drawn only for a session, so anonymous random names cost nothing', async () => {
    // Without a session nothing is drawn, whatever the name.
    const started = Date.now();
    const anonymous = await Promise.all(Array.from({ length: 32 }, (_, i) => call('GET', `/api/demo-images/card.jpg?name=Random%20${i}-${Math.random()}&v=1`)));
    assert.deepEqual([...new Set(anonymous.map((r) => r.status))], [401]);
    assert.equal(anonymous[0].body.message, 'Authentication required');
    assert.ok(Date.now() - started < 2000, `32 anonymous requests took ${Date.now() - started} ms`);
    // <img> tags send the session cookie, not the bearer token: that is how the screens load cards.
    const login = await app.request('/api/business/login', { body: { email: business.email, password: business.password } });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const viaCookie = await app.request('/api/demo-images/card.jpg?name=Cookie%20Serum&v=0', { headers: { cookie } });
    assert.deepEqual(
      [viaCookie.status, viaCookie.headers.get('content-type'), viaCookie.headers.get('cache-control')],
      [200, 'image/jpeg', 'private, max-age=86400'],
    );
  });

  test('POST /api/replace-product-image', async () => {
    const images = [1, 2, 3, 4].map((n) => ({ id: String(n), url: `https://cdn.example.com/${n}.jpg`, rank: n, score: 90 - n, reason: 'ok' }));
    assert.equal((await call('POST', '/api/replace-product-image', { body: {} })).status, 401);
    const bad = await call('POST', '/api/replace-product-image', {
      token: businessToken,
      body: { productName: 'x', remainingImages: [], allValidImages: images },
    });
    assert.deepEqual([bad.status, bad.body.message], [400, 'imageIndex must be a number']);
    const ok = await call('POST', '/api/replace-product-image', {
      token: businessToken,
      body: { productName: 'x', imageIndex: 0, remainingImages: images.slice(3), allValidImages: images },
    });
    assert.equal(ok.status, 200);
    assert.deepEqual(ok.body, { success: true, replacementImage: images[3], remainingImages: [], error: null });
  });
});
