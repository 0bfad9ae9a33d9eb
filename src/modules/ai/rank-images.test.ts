import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { useTestDatabase } from '../../lib/testing/db.js';
import { rankImages, updateAiConfig } from './index.js';
import { chatCompletion, startFakeOpenAi } from './testing/fake-openai.js';

const { db } = await useTestDatabase();
const fake = await startFakeOpenAi();
const secret = { sessionSecret: 's'.repeat(40) };

const noise = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width, height, channels: 3 } });
const files: Record<string, Buffer> = {
  'https://cdn.example.com/hydra-serum-portrait.jpg': await noise(1080, 1350).jpeg({ quality: 90 }).toBuffer(),
  'https://cdn.example.com/thumb.png': await noise(150, 150).png().toBuffer(),
  'https://cdn.example.com/banner.jpg': await noise(2400, 500).jpeg().toBuffer(),
  'https://cdn.example.com/broken.jpg': Buffer.from('<html>not an image</html>'),
};
const candidates = Object.keys(files).map((url, i) => ({ id: `c${i}`, url, description: i === 0 ? 'Hydra Serum bottle' : '' }));
const loadImage = async (url: string) => files[url];

describe('rankImages', () => {
  test('offline: ranks on the files’ real properties, with reasons in the user’s language', async () => {
    for (const language of ['en', 'el'] as const) {
      const result = await rankImages({ db, config: secret, productName: 'Hydra Serum', language, candidates, loadImage });
      assert.equal(result.provider, 'offline');
      assert.deepEqual(result.ranked.map((r) => r.url), [
        'https://cdn.example.com/hydra-serum-portrait.jpg',
        'https://cdn.example.com/banner.jpg',
        'https://cdn.example.com/thumb.png',
      ]);
      assert.deepEqual(result.ranked.map((r) => r.rank), [1, 2, 3]);
      assert.deepEqual([result.ranked[0].width, result.ranked[0].height, result.ranked[0].format], [1080, 1350, 'jpeg']);
      assert.equal(result.ranked[0].score, 100);
      assert.deepEqual(result.rejected.map((r) => r.id), ['c3']);
      assert.match(result.ranked[2].reason, language === 'en' ? /low resolution/ : /χαμηλή ανάλυση/);
    }
  });

  test('the default loader refuses private addresses', async () => {
    const result = await rankImages({ db, config: secret, productName: 'Hydra Serum', candidates: [{ id: 'x', url: 'http://169.254.169.254/latest/meta-data/', description: '' }] });
    assert.deepEqual(result.ranked, []);
    assert.match(result.rejected[0].reason, /not allowed/);
  });

  test('with OpenAI: the model scores valid images; images it leaves out keep the measured score; usage is recorded', async () => {
    await updateAiConfig({ db, config: secret, input: { model: 'gpt-4o' } });
    fake.requests.length = 0;
    fake.queue.push(chatCompletion({ rankings: [{ index: 2, score: 88, reason: 'Clean product shot.' }, { index: 0, score: 70, reason: 'Good.' }] }, { prompt_tokens: 400, completion_tokens: 60 }));
    const result = await rankImages({ db, config: { ...secret, openaiApiKey: 'sk-x', openaiBaseUrl: fake.baseUrl }, productName: 'Hydra Serum', candidates, loadImage, accountId: null });
    assert.equal(result.provider, 'openai');
    assert.deepEqual(result.ranked.map((r) => [r.url, r.score, r.reason]), [
      ['https://cdn.example.com/banner.jpg', 88, 'Clean product shot.'],
      ['https://cdn.example.com/hydra-serum-portrait.jpg', 70, 'Good.'],
      ['https://cdn.example.com/thumb.png', result.ranked[2].score, result.ranked[2].reason],
    ]);
    assert.match(result.ranked[2].reason, /^150×150 PNG/);
    assert.match(fake.requests[0].body.messages[1].content, /Image 0: 1080x1350 jpeg/);
    const usage = await db('ai_usage').where({ purpose: 'rank', provider: 'openai' }).first();
    assert.deepEqual([usage.tokensIn, usage.tokensOut, Number(usage.costUsd)], [400, 60, 0.0016]);
  });
});
