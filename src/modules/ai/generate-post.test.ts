import { beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestDatabase } from '../../lib/testing/db.js';
import { fixedClock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { createMemoryMailer } from '../../lib/mail.js';
import { testDeps } from '../../lib/testing/deps.js';
import { describeProduct, generatePost, getAiUsage, reviewCompliance, sendBudgetAlert, updateAiConfig } from './index.js';
import { chatCompletion, startFakeOpenAi } from './testing/fake-openai.js';
import { PHRASES } from './offline/phrases.js';

const { db } = await useTestDatabase();
const fake = await startFakeOpenAi();
const offline = testDeps(db);
const openai = testDeps(db, { env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl } });

const [account] = await db('accounts').insert({ businessName: 'Lumière Clinic' }).returning('id');
/** The budget alerts queued for the worker (its task mails them: budget-alert.ts). */
const alertJobs = async () =>
  (await db.raw(`select key from graphile_worker.jobs where task_identifier = 'ai_budget_alert'`)).rows.map((r: { key: string }) => r.key);

const product = { name: 'Hyaluronic Skin Booster', description: 'An injectable hydration treatment.', category: 'Skin Boosters' };
const company = { name: 'Lumière Clinic', location: 'Athens' };

/** Refused with this status, message key and values (the English is the catalogue's: messages.ts). */
async function rejectsWith(promise: Promise<unknown>, status: number, key: string, params?: Record<string, string | number>) {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof AppError, String(error));
    assert.deepEqual([error.status, error.messageKey, error.params], [status, key, params]);
    return true;
  });
}

async function resetConfig(input: Record<string, unknown> = {}) {
  await db('ai_usage').delete();
  await db('ai_configurations').update({ budgetAlertMonth: null });
  await updateAiConfig(offline, {
    targetPostLength: 150,
    contentTone: 'professional',
    dailyGenerationLimit: 50,
    monthlyBudgetUsd: 20,
    autoPause: true,
    sendBudgetAlerts: true,
    complianceCheck: true,
    includeCta: true,
    ...input,
  });
}

describe('generatePost with the offline provider', () => {
  beforeEach(() => resetConfig());

  test('writes posts in English and Greek that follow the saved configuration, and records usage', async () => {
    const clock = fixedClock('2026-11-21T10:00:00Z');
    for (const language of ['en', 'el'] as const) {
      const post = await generatePost({ ...offline, clock }, { accountId: account.id, product, company, language, platform: 'instagram' });
      assert.equal(post.provider, 'offline');
      assert.equal(post.language, language);
      assert.deepEqual(post.findings, []);
      const words = post.body.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
      // The demo writer keeps to 60-120 words whatever the configured length (150 here).
      assert.ok(words >= 60 && words <= 120, `${language}: ${words} words`);
      assert.ok(post.hashtags.length <= 5);
      assert.ok(post.text.endsWith(post.hashtags.join(' ')));
    }
    const rows = await db('ai_usage').orderBy('id');
    assert.equal(rows.length, 2);
    assert.deepEqual(
      rows.map((r) => [r.purpose, r.provider, r.model, r.accountId, r.ok, Number(r.costUsd)]),
      [
        ['post', 'offline', 'offline', account.id, true, 0],
        ['post', 'offline', 'offline', account.id, true, 0],
      ],
    );

    // The admin's changes show in what is written next.
    await updateAiConfig(offline, { targetPostLength: 60, platforms: { instagram: { maxHashtags: 2 } }, includeCta: false });
    const short = await generatePost(offline, { product, company, language: 'en', platform: 'instagram' });
    const words = short.body.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    assert.ok(words >= 60 && words <= 85, `${words} words`);
    assert.equal(short.hashtags.length, 2);
    for (const cta of [...PHRASES.en.ctas.professional, ...PHRASES.en.ctas.any]) assert.ok(!short.body.includes(cta.split('{')[0]), cta);
  });

  test('regenerating with another variant gives another post; the same variant the same post', async () => {
    const a = await generatePost(offline, { product, language: 'el', variant: 0 });
    const again = await generatePost(offline, { product, language: 'el', variant: 0 });
    const b = await generatePost(offline, { product, language: 'el', variant: 1 });
    assert.equal(a.text, again.text);
    assert.notEqual(a.text, b.text);
  });

  test('refuses a platform that is switched off', async () => {
    await rejectsWith(generatePost(offline, { product, platform: 'linkedin' }), 400, 'ai.platformOff', { platform: 'linkedin' });
  });

  test('a product name that breaks the rules is never written: the offline writer says what it is instead', async () => {
    for (const language of ['en', 'el'] as const) {
      const post = await generatePost(offline, { product: { name: 'Botox Express' }, language, platform: 'instagram' });
      assert.deepEqual([post.attempts, post.findings], [1, []]);
      assert.doesNotMatch(post.text, /botox/i);
      assert.match(post.text, language === 'en' ? /anti-wrinkle treatment/i : /γραμμές έκφρασης/);
    }
  });
});

describe('daily limit and monthly budget', () => {
  beforeEach(() => resetConfig());

  test('auto-pause refuses generation beyond the daily limit, with nothing written; it resumes the next day', async () => {
    await resetConfig({ dailyGenerationLimit: 2 });
    const clock = fixedClock('2026-11-21T08:00:00Z');
    await generatePost({ ...offline, clock }, { product });
    await generatePost({ ...offline, clock }, { product });
    const before = await db('ai_usage').count('* as n');
    await rejectsWith(generatePost({ ...offline, clock }, { product }), 429, 'ai.dailyLimitReached', { limit: 2 });
    assert.deepEqual(await db('ai_usage').count('* as n'), before, 'nothing written for the refused call');
    const usage = await getAiUsage({ ...offline, clock });
    assert.deepEqual(usage.today, { generations: 2, limit: 2 });
    assert.equal(usage.paused, 'daily_limit');

    clock.advance(24 * 3600 * 1000);
    await generatePost({ ...offline, clock }, { product });

    // Without auto-pause the limit does not stop generation.
    await updateAiConfig(offline, { autoPause: false, dailyGenerationLimit: 0 });
    await generatePost({ ...offline, clock }, { product });
  });

  test('OpenAI usage is priced, totalled, alerted at 80 % once a month, and paused at the budget', async () => {
    // Pricing alone: no second-opinion calls in the sums.
    await resetConfig({ monthlyBudgetUsd: 0.05, complianceCheck: false });
    const clock = fixedClock('2026-11-21T09:00:00Z');
    // gpt-4o: 1000 in × $2.50/M + 500 out × $10/M = $0.0075 per call.
    fake.setDefault(
      chatCompletion({ text: 'A calm, informative post about skin boosters.', hashtags: ['#skin'] }, { prompt_tokens: 1000, completion_tokens: 500 }),
    );
    const deps = { ...openai, clock };
    const forAccount = { accountId: account.id, product };
    for (let i = 0; i < 5; i++) await generatePost(deps, { ...forAccount, variant: i }); // $0.0375 = 75 %
    assert.deepEqual(await alertJobs(), []);
    await generatePost(deps, { ...forAccount, variant: 5 }); // $0.045 = 90 %
    assert.deepEqual(await alertJobs(), ['ai_budget_alert:2026-11'], 'the alert is queued for the worker, once a month');
    // The worker's task mails it to the platform admins (accounts tells it who they are).
    const mail = createMemoryMailer();
    assert.equal(await sendBudgetAlert({ ...offline, mail, clock }, { month: '2026-11', recipients: ['ops@example.com'] }), true);
    assert.equal(mail.sent.length, 1);
    assert.deepEqual(mail.sent[0].to, ['ops@example.com']);
    assert.equal(mail.sent[0].kind, 'budget_alert', 'the Outbox labels it "AI budget alert"');
    assert.match(mail.sent[0].subject, /AI budget alert: 90% of this month's budget used/);
    assert.match(mail.sent[0].text, /\$0\.05 of its \$0\.05 monthly budget|\$0\.04 of its \$0\.05 monthly budget/);
    await generatePost(deps, { ...forAccount, variant: 6 }); // $0.0525: over budget, no second alert
    assert.equal((await alertJobs()).length, 1);

    const usage = await getAiUsage({ ...openai, clock });
    assert.deepEqual(usage.month.tokensIn, 7000);
    assert.deepEqual(usage.month.tokensOut, 3500);
    assert.equal(usage.month.tokens, 10500);
    assert.equal(usage.month.costUsd, 0.0525);
    assert.equal(usage.month.budgetUsedPercent, 105);
    assert.equal(usage.today.generations, 7);
    assert.equal(usage.lastGenerationAt, '2026-11-21T09:00:00.000Z');
    assert.equal(usage.provider, 'openai');
    assert.equal(usage.paused, 'budget');

    const requestsBefore = fake.requests.length;
    await rejectsWith(generatePost(deps, forAccount), 429, 'ai.budgetReached', { budget: '0.05' });
    assert.equal(fake.requests.length, requestsBefore, 'no call made while paused');
    // Descriptions fall back to the offline provider instead of spending more.
    const description = await describeProduct(deps, { accountId: account.id, name: 'Hydra Serum', language: 'en' });
    assert.equal(description.provider, 'offline');
    assert.equal(fake.requests.length, requestsBefore);

    // A new month starts a new budget and a new alert.
    clock.set('2026-12-01T00:00:01Z');
    await generatePost(deps, forAccount);
    assert.equal((await getAiUsage({ ...openai, clock })).month.costUsd, 0.0075);
  });
});

describe('generatePost through the OpenAI SDK', () => {
  beforeEach(() => resetConfig());

  test('sends the saved configuration and records a usage row per call, failures included', async () => {
    await updateAiConfig(offline, { model: 'gpt-4o-mini', temperature: 0.2, contentTone: 'educational', contentGuidelines: 'Mention free parking.' });
    fake.requests.length = 0;
    fake.queue.push(
      chatCompletion(
        { text: 'Skin boosters, explained.', hashtags: ['skin boosters', '#Athens', '#athens'] },
        { prompt_tokens: 2000, completion_tokens: 100 },
        'gpt-4o-mini',
      ),
    );
    const post = await generatePost(openai, {
      accountId: account.id,
      product,
      company,
      language: 'en',
      platform: 'instagram',
      examplePosts: ['Hydration first.'],
    });
    assert.equal(post.provider, 'openai');
    assert.equal(post.text, 'Skin boosters, explained.\n\n#skinboosters #Athens');
    const body = fake.requests[0].body;
    assert.equal(body.model, 'gpt-4o-mini');
    assert.equal(body.temperature, 0.2);
    assert.match(body.messages[0].content, /Tone: educational/);
    assert.match(body.messages[0].content, /Mention free parking/);
    assert.match(body.messages[1].content, /1\. Hydration first\./);

    fake.queue.push({ status: 400, json: { error: { message: 'Unsupported parameter: temperature' } } });
    // The clinic reads that writing is unavailable; the service's own words are the cause (the admin's).
    await assert.rejects(generatePost(openai, { accountId: account.id, product }), (error: unknown) => {
      assert.ok(error instanceof AppError && error.cause instanceof AppError, String(error));
      assert.deepEqual([error.status, error.messageKey], [503, 'ai.writingUnavailable']);
      assert.deepEqual([error.cause.messageKey, error.cause.params], ['ai.serviceRejected', { status: 400, detail: ': Unsupported parameter: temperature' }]);
      return true;
    });

    const rows = await db('ai_usage').orderBy('id');
    assert.deepEqual(
      rows.map((r) => ({
        purpose: r.purpose,
        provider: r.provider,
        model: r.model,
        accountId: r.accountId,
        tokensIn: r.tokensIn,
        tokensOut: r.tokensOut,
        costUsd: Number(r.costUsd),
        ok: r.ok,
      })),
      [
        // gpt-4o-mini: 2000 × $0.15/M + 100 × $0.60/M
        { purpose: 'post', provider: 'openai', model: 'gpt-4o-mini', accountId: account.id, tokensIn: 2000, tokensOut: 100, costUsd: 0.00036, ok: true },
        // The model's second opinion on the clean draft (the fake answers with its default reply).
        { purpose: 'compliance', provider: 'openai', model: 'gpt-4o', accountId: account.id, tokensIn: 1000, tokensOut: 500, costUsd: 0.0075, ok: true },
        { purpose: 'post', provider: 'openai', model: 'gpt-4o-mini', accountId: account.id, tokensIn: 0, tokensOut: 0, costUsd: 0, ok: false },
      ],
    );
    assert.match(rows[2].error, /400/);
    assert.ok(rows.every((r) => r.durationMs >= 0));
  });

  test('a draft with findings is rewritten once, with the phrases named', async () => {
    fake.requests.length = 0;
    fake.queue.push(chatCompletion({ text: 'Painless and guaranteed results!', hashtags: [] }));
    fake.queue.push(chatCompletion({ text: 'Comfortable sessions, planned with you.', hashtags: [] }));
    const post = await generatePost(openai, { product, language: 'en' });
    assert.equal(post.attempts, 2);
    assert.equal(post.text, 'Comfortable sessions, planned with you.');
    assert.deepEqual(post.findings, []);
    assert.match(fake.requests[1].body.messages[1].content, /"Painless" \(painless\), "guaranteed results" \(guaranteed_results\)/);
    const purposes = (await db('ai_usage').orderBy('id')).map((r) => r.purpose);
    // The rules faulted the first draft, so only the rewrite went to the model for a second opinion.
    assert.deepEqual(purposes, ['post', 'post_retry', 'compliance']);
    assert.equal(fake.requests[2].body.response_format.json_schema.name, 'compliance_review');
    assert.equal((await getAiUsage(openai)).today.generations, 1, 'a retry is not a second generation');

    fake.queue.push(chatCompletion({ text: 'Botox, painless.', hashtags: [] }));
    fake.queue.push(chatCompletion({ text: 'Botox now.', hashtags: [] }));
    const stubborn = await generatePost(openai, { product, language: 'en' });
    assert.equal(stubborn.text, 'Botox now.');
    assert.deepEqual(
      stubborn.findings.map((f) => [f.rule, f.text]),
      [['prescription_medicine', 'Botox']],
    );
  });

  test('the model’s second opinion catches what the rules let through; the draft is rewritten once and what remains is returned', async () => {
    fake.requests.length = 0;
    const sly = 'Our secret weapon is back for the autumn.';
    fake.queue.push(chatCompletion({ text: sly, hashtags: [] }));
    fake.queue.push(
      chatCompletion({
        findings: [
          { category: 'prescription_medicine', quote: 'secret weapon', explanation: 'Alludes to a toxin brand.', suggestion: 'anti-wrinkle injections' },
        ],
      }),
    );
    fake.queue.push(chatCompletion({ text: 'Smooth foreheads start with a consultation.', hashtags: [] }));
    fake.queue.push(chatCompletion({ findings: [] }));
    const post = await generatePost(openai, { product, language: 'en' });
    assert.deepEqual([post.attempts, post.text, post.findings], [2, 'Smooth foreheads start with a consultation.', []]);
    const review = fake.requests[1].body;
    assert.equal(review.response_format.json_schema.name, 'compliance_review');
    assert.equal(review.temperature, 0);
    assert.match(
      review.messages[0].content,
      /prescription_medicine:.*guaranteed_outcome:.*safety_claim:.*permanence:.*unproven_efficacy:.*inducement:.*before_after:.*superlative:/s,
    );
    assert.ok(review.messages[1].content.includes(sly));
    assert.match(fake.requests[2].body.messages[1].content, /"secret weapon" \(prescription_medicine\)/);

    // A rewrite that still has findings: what remains is returned, the model's quoted back into the text.
    fake.queue.push(chatCompletion({ text: sly, hashtags: [] }));
    fake.queue.push(
      chatCompletion({
        findings: [
          { category: 'prescription_medicine', quote: 'secret weapon', explanation: 'Alludes to a toxin brand.', suggestion: 'anti-wrinkle injections' },
        ],
      }),
    );
    fake.queue.push(chatCompletion({ text: 'Our SECRET WEAPON returns.', hashtags: [] }));
    fake.queue.push(
      chatCompletion({
        findings: [
          { category: 'prescription_medicine', quote: 'secret weapon', explanation: '', suggestion: '' },
          { category: 'not_a_category', quote: 'returns', explanation: 'x', suggestion: 'y' },
          { category: 'superlative', quote: 'words that are not there', explanation: 'x', suggestion: 'y' },
        ],
      }),
    );
    const stubborn = await generatePost(openai, { product, language: 'en' });
    assert.equal(stubborn.text, 'Our SECRET WEAPON returns.');
    assert.deepEqual(
      stubborn.findings.map((f) => [f.category, f.text, f.source]),
      [['prescription_medicine', 'SECRET WEAPON', 'model']],
    );
    assert.match(stubborn.findings[0].explanation, /prescription-only/, 'our explanation when the model gave none');
  });

  test('reviewCompliance: the rules alone offline or when no second opinion is asked for (no call made); rules and model merged with a real provider', async () => {
    const text = 'Painless treatments, and our secret weapon for foreheads.';
    fake.requests.length = 0;
    const rulesOnly = await reviewCompliance(offline, { text, language: 'en', secondOpinion: true });
    assert.deepEqual(
      rulesOnly.map((f) => [f.category, f.text, f.source]),
      [['safety_claim', 'Painless', 'rules']],
    );
    assert.deepEqual(await reviewCompliance(openai, { text, language: 'en' }), rulesOnly, 'the rules by default');
    assert.equal(fake.requests.length, 0);

    fake.queue.push(
      chatCompletion({
        findings: [
          { category: 'safety_claim', quote: 'Painless', explanation: 'x', suggestion: 'y' },
          { category: 'prescription_medicine', quote: 'secret weapon', explanation: 'Alludes to a toxin.', suggestion: 'anti-wrinkle injections' },
        ],
      }),
    );
    const both = await reviewCompliance(openai, { text, language: 'en', accountId: account.id, secondOpinion: true });
    assert.deepEqual(
      both.map((f) => [f.category, f.text, f.source]),
      [
        ['safety_claim', 'Painless', 'rules'],
        ['prescription_medicine', 'secret weapon', 'model'],
      ],
    );
    assert.equal(fake.requests.length, 1);
    const row = await db('ai_usage').orderBy('id', 'desc').first();
    assert.deepEqual([row.purpose, row.accountId, row.ok], ['compliance', account.id, true]);

    // The second opinion failing leaves the rules' findings, and the failure in the ledger.
    fake.queue.push({ status: 400, json: { error: { message: 'bad request' } } });
    const fallback = await reviewCompliance(openai, { text, language: 'en', secondOpinion: true });
    assert.deepEqual(
      fallback.map((f) => f.source),
      ['rules'],
    );
    assert.equal((await db('ai_usage').orderBy('id', 'desc').first()).ok, false);
  });
});
