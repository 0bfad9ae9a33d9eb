import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { AppError } from '../../../lib/errors.js';
import { DEFAULT_SETTINGS, type AiSettings } from '../schema.js';
import { chatCompletion, startFakeOpenAi } from '../testing/fake-openai.js';
import { createOpenAiProvider, POST_SCHEMA, RANKING_SCHEMA } from './openai.js';

const fake = await startFakeOpenAi();

const settings: AiSettings = {
  ...DEFAULT_SETTINGS,
  model: 'gpt-4o',
  temperature: 0.3,
  targetPostLength: 120,
  contentTone: 'educational',
  defaultHashtags: '#glow #clinic',
  contentGuidelines: 'Always mention that consultations are free.',
};

const brief = {
  product: { name: 'Hydra Serum', description: 'A hydrating serum.', category: 'Skincare' },
  examplePosts: ['Glow starts with hydration. #glow', 'Our favourite serum is back in stock.'],
  company: { name: 'Lumière Clinic', location: 'Athens' },
  language: 'el' as const,
  platform: 'instagram' as const,
  variant: 0,
  recentPosts: [] as string[],
};

function provider(overrides: Partial<Parameters<typeof createOpenAiProvider>[0]> = {}) {
  return createOpenAiProvider({
    apiKey: 'sk-test-123',
    baseUrl: fake.baseUrl,
    model: settings.model,
    temperature: settings.temperature,
    timeoutMs: 2000,
    ...overrides,
  });
}

const host = new URL(fake.baseUrl).host;

/** A 502 with the message's key and values (the English is the catalogue's: ai/messages.ts). */
async function rejectsUpstream(promise: Promise<unknown>, key: string, params?: Record<string, string | number>) {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof AppError, String(error));
    assert.deepEqual([error.status, error.messageKey, error.params], [502, key, params]);
    return true;
  });
}

describe('OpenAI provider against a local compatible server', () => {
  test('sends the configured model, temperature, messages and JSON schema for a post', async () => {
    fake.requests.length = 0;
    fake.queue.push(chatCompletion({ text: 'Καλημέρα από την ομάδα μας.', hashtags: ['#glow', 'clinic'] }, { prompt_tokens: 321, completion_tokens: 54 }));
    const result = await provider().writePost({ brief, settings, style: settings.platforms.instagram });

    assert.equal(fake.requests.length, 1);
    const request = fake.requests[0];
    assert.equal(request.method, 'POST');
    assert.equal(request.path, '/v1/chat/completions');
    assert.equal(request.headers.authorization, 'Bearer sk-test-123');
    assert.equal(request.body.model, 'gpt-4o');
    assert.equal(request.body.temperature, 0.3);
    assert.deepEqual(request.body.response_format, { type: 'json_schema', json_schema: { name: 'social_post', strict: true, schema: POST_SCHEMA } });
    const [system, user] = request.body.messages;
    assert.equal(system.role, 'system');
    assert.match(system.content, /Write in Greek \(language code el\)/);
    assert.match(system.content, /Tone: educational\./);
    assert.match(system.content, /Platform: instagram; post style: balanced/);
    assert.match(system.content, /about 120 words/);
    assert.match(system.content, /at most 10/);
    assert.match(system.content, /#glow #clinic/);
    assert.match(system.content, /call to action/);
    assert.match(system.content, /Μην αναφέρεις ονόματα φαρμάκων/); // avoid medical claims, in the post's language
    assert.match(system.content, /Instructions from the platform administrator: Always mention that consultations are free\./);
    assert.equal(user.role, 'user');
    assert.match(user.content, /Product: Hydra Serum/);
    assert.match(user.content, /Company: Lumière Clinic, Athens/);
    assert.match(
      user.content,
      /Example posts, as style references only[^\n]*\n1\. Glow starts with hydration\. #glow\n2\. Our favourite serum is back in stock\./,
    );

    assert.deepEqual(result.value, { body: 'Καλημέρα από την ομάδα μας.', hashtags: ['#glow', 'clinic'] });
    assert.deepEqual(result.usage, { model: 'gpt-4o', tokensIn: 321, tokensOut: 54 });
  });

  test('settings change the request: no call to action, no medical-claims paragraph, no hashtags', async () => {
    fake.requests.length = 0;
    fake.queue.push(chatCompletion({ text: 'Hi.', hashtags: [] }));
    const changed = { ...settings, includeCta: false, avoidMedicalClaims: false, contentGuidelines: '' };
    await provider({ model: 'llama3.1', temperature: 0.9 }).writePost({
      brief: { ...brief, language: 'en' },
      settings: changed,
      style: { ...settings.platforms.twitter, maxHashtags: 0 },
    });
    const body = fake.requests[0].body;
    assert.equal(body.model, 'llama3.1');
    assert.equal(body.temperature, 0.9);
    assert.match(body.messages[0].content, /Write in English/);
    assert.match(body.messages[0].content, /Do not add a call to action/);
    assert.match(body.messages[0].content, /Hashtags: none/);
    assert.doesNotMatch(body.messages[0].content, /Avoid medical claims|administrator/);
  });

  test('a compliance retry names the phrases to avoid', async () => {
    fake.requests.length = 0;
    fake.queue.push(chatCompletion({ text: 'Fine.', hashtags: [] }));
    await provider().writePost({ brief, settings, style: settings.platforms.instagram, avoid: [{ text: 'ανώδυνη', rule: 'painless' }] });
    assert.match(fake.requests[0].body.messages[1].content, /"ανώδυνη" \(painless\)\. Rewrite the post without them\./);
  });

  test('retries a 429 and then succeeds', async () => {
    fake.requests.length = 0;
    fake.queue.push({ status: 429, json: { error: { message: 'Rate limit reached', type: 'rate_limit' } }, headers: { 'retry-after-ms': '10' } });
    fake.queue.push(chatCompletion({ description: 'A serum.', category: 'Skincare' }));
    const result = await provider().describeProduct({ name: 'Hydra Serum', language: 'en', settings });
    assert.equal(result.value.description, 'A serum.');
    assert.equal(fake.requests.length, 2);
    assert.equal(fake.requests[1].body.response_format.json_schema.name, 'product_description');
  });

  test('a 500 is retried twice, then becomes a clear error', async () => {
    fake.requests.length = 0;
    for (let i = 0; i < 3; i++) fake.queue.push({ status: 500, json: { error: { message: 'boom' } }, headers: { 'retry-after-ms': '5' } });
    await rejectsUpstream(provider().writePost({ brief, settings, style: settings.platforms.instagram }), 'ai.serviceFailed', {
      status: 500,
      detail: ': boom',
    });
    assert.equal(fake.requests.length, 3);
  });

  test('a 401 is not retried and says to check the key', async () => {
    fake.requests.length = 0;
    fake.queue.push({ status: 401, json: { error: { message: 'Incorrect API key provided' } } });
    await rejectsUpstream(provider().writePost({ brief, settings, style: settings.platforms.instagram }), 'ai.serviceKeyRefused', {
      detail: ': Incorrect API key provided',
    });
    assert.equal(fake.requests.length, 1);
  });

  test('a server that never answers times out after the retries', async () => {
    fake.requests.length = 0;
    fake.queue.push({ hang: true }, { hang: true }, { hang: true });
    const started = Date.now();
    await rejectsUpstream(provider({ timeoutMs: 150 }).writePost({ brief, settings, style: settings.platforms.instagram }), 'ai.serviceTimeout', {
      host,
      seconds: 0.2,
    });
    assert.equal(fake.requests.length, 3);
    assert.ok(Date.now() - started < 6000);
  });

  test('an answer that is not JSON is an upstream error', async () => {
    fake.queue.push(chatCompletion('Sure! Here is your post: ...'));
    await rejectsUpstream(provider().writePost({ brief, settings, style: settings.platforms.instagram }), 'ai.serviceNotJson', { host });
  });

  test('ranking sends metadata, or the images themselves when vision ranking is on', async () => {
    const data = await sharp({ create: { width: 1080, height: 1350, channels: 3, background: '#ddeeff' } })
      .jpeg()
      .toBuffer();
    const images = [
      {
        index: 0,
        url: 'https://cdn.example.com/a.jpg',
        description: 'Hydra Serum bottle',
        facts: { width: 1080, height: 1350, format: 'jpeg', bytes: data.length },
        data,
        match: 1,
      },
      {
        index: 1,
        url: 'https://cdn.example.com/b.jpg',
        description: 'Spa',
        facts: { width: 400, height: 400, format: 'jpeg', bytes: data.length },
        data,
        match: 0,
      },
    ];
    fake.requests.length = 0;
    fake.queue.push(
      chatCompletion({
        rankings: [
          { index: 1, score: 40, reason: 'Small.' },
          { index: 0, score: 91, reason: 'Sharp.' },
          { index: 7, score: 99, reason: 'Unknown' },
        ],
      }),
    );
    const plain = await provider().rankImages({ productName: 'Hydra Serum', description: '', language: 'en', settings, images });
    assert.deepEqual(plain.value, [
      { index: 1, score: 40, reason: 'Small.' },
      { index: 0, score: 91, reason: 'Sharp.' },
    ]);
    const body = fake.requests[0].body;
    assert.deepEqual(body.response_format.json_schema.schema, RANKING_SCHEMA);
    assert.equal(body.temperature, 0);
    assert.equal(typeof body.messages[1].content, 'string');
    assert.match(body.messages[1].content, /Image 0: 1080x1350 jpeg/);

    fake.requests.length = 0;
    fake.queue.push(chatCompletion({ rankings: [{ index: 0, score: 90, reason: 'ok' }] }));
    await provider().rankImages({ productName: 'Hydra Serum', description: '', language: 'en', settings: { ...settings, visionRanking: true }, images });
    const parts = fake.requests[0].body.messages[1].content;
    assert.ok(Array.isArray(parts));
    const pictures = parts.filter((p: { type: string }) => p.type === 'image_url');
    assert.equal(pictures.length, 2);
    assert.match(pictures[0].image_url.url, /^data:image\/jpeg;base64,/);
  });
});
