import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { useTestDatabase } from '../../lib/testing/db.js';
import { testDeps } from '../../lib/testing/deps.js';
import { rankImages, updateAiConfig } from './index.js';
import { chatCompletion, startFakeOpenAi } from './testing/fake-openai.js';

const { db } = await useTestDatabase();
const fake = await startFakeOpenAi();
const deps = testDeps(db);

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
      const result = await rankImages(deps, { productName: 'Hydra Serum', language, candidates, loadImage });
      assert.equal(result.provider, 'offline');
      assert.deepEqual(
        result.ranked.map((r) => r.url),
        ['https://cdn.example.com/hydra-serum-portrait.jpg', 'https://cdn.example.com/banner.jpg', 'https://cdn.example.com/thumb.png'],
      );
      assert.deepEqual(
        result.ranked.map((r) => r.rank),
        [1, 2, 3],
      );
      assert.deepEqual([result.ranked[0].width, result.ranked[0].height, result.ranked[0].format], [1080, 1350, 'jpeg']);
      // The noise averages to grey at 256 px: fine detail but low contrast, so not quite 100.
      assert.equal(result.ranked[0].score, 97);
      assert.ok(result.ranked[0].score > result.ranked[1].score && result.ranked[1].score > result.ranked[2].score);
      assert.deepEqual(
        result.rejected.map((r) => r.id),
        ['c3'],
      );
      assert.match(result.ranked[2].reason, language === 'en' ? /low resolution/ : /χαμηλή ανάλυση/);
    }
  });

  test('offline: pictures level in size, shape and name get distinct scores and reasons that say why; a copy is left out', async () => {
    // Three different pictures of the same size, format and name match, and a smaller,
    // re-encoded copy of the first: only the pixels tell them apart.
    const card = (body: string) =>
      sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1350">${body}</svg>`))
        .jpeg({ quality: 90 })
        .toBuffer();
    const stripes = Array.from(
      { length: 60 },
      (_, i) => `<rect x="${i * 18}" y="${(i * 37) % 900}" width="9" height="${300 + ((i * 53) % 400)}" fill="${i % 2 ? '#111' : '#c33'}"/>`,
    ).join('');
    const pictures: Record<string, Buffer> = {
      'https://cdn.example.com/a.jpg': await card(`<rect width="1080" height="1350" fill="#fff"/>${stripes}`),
      'https://cdn.example.com/b.jpg': await card(
        '<defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#eee"/><stop offset="1" stop-color="#bbb"/></linearGradient></defs><rect width="1080" height="1350" fill="url(#g)"/>',
      ),
      'https://cdn.example.com/c.jpg': await card(
        '<rect width="1080" height="1350" fill="#f4e4d4"/><circle cx="540" cy="500" r="300" fill="#333"/><rect x="200" y="950" width="680" height="200" fill="#a05"/>',
      ),
    };
    pictures['https://cdn.example.com/a-copy.jpg'] = await sharp(pictures['https://cdn.example.com/a.jpg']).resize(864, 1080).jpeg({ quality: 50 }).toBuffer();
    const list = Object.keys(pictures).map((url, i) => ({ id: `p${i}`, url, description: 'Hydra Serum bottle' }));
    for (const language of ['en', 'el'] as const) {
      const result = await rankImages(deps, { productName: 'Hydra Serum', language, candidates: list, loadImage: async (url) => pictures[url] });
      assert.deepEqual(
        result.ranked.map((r) => r.url),
        ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/c.jpg', 'https://cdn.example.com/b.jpg'],
      );
      const scores = result.ranked.map((r) => r.score);
      assert.equal(new Set(scores).size, 3, `distinct scores: ${scores.join(',')}`);
      assert.equal(new Set(result.ranked.map((r) => r.reason)).size, 3);
      const [first, second, third] = result.ranked.map((r) => r.reason);
      if (language === 'en') {
        // What sets each apart comes first (a card shows a reason's first lines), then its own measures.
        // In words a clinic uses (issue 24): no detail or contrast figures, no "aspect ratio".
        assert.match(first, /^Ranked first: sharper than #2\. 1080×1350 JPG: sharp enough/);
        assert.match(second, /^Ranked 2 of 3: less sharp than #1; (sharper|livelier colours and contrast) than #3/);
        assert.match(third, /^Ranked last \(3 of 3\): (less sharp|duller colours and contrast) than #2/);
        assert.match(third, /looks soft rather than crisp/);
        for (const reason of [first, second, third]) assert.doesNotMatch(reason, /aspect ratio|fine detail|wide per high|px on|measure|\d against \d/);
      } else {
        assert.match(first, /^Πρώτη θέση: πιο ευκρινής από την #2/);
        assert.match(second, /^Θέση 2 από 3: λιγότερο ευκρινής από την #1/);
        assert.match(third, /^Τελευταία θέση \(3 από 3\)/);
      }
      assert.deepEqual(result.rejected, [
        {
          id: 'p3',
          url: 'https://cdn.example.com/a-copy.jpg',
          reason: language === 'en' ? 'Same picture as #1: left out.' : 'Ίδια εικόνα με την #1: παραλείφθηκε.',
        },
      ]);
    }
  });

  test('the default loader refuses private addresses', async () => {
    const result = await rankImages(deps, {
      productName: 'Hydra Serum',
      candidates: [{ id: 'x', url: 'http://169.254.169.254/latest/meta-data/', description: '' }],
    });
    assert.deepEqual(result.ranked, []);
    assert.match(result.rejected[0].reason, /not allowed/);
  });

  test('with OpenAI: the model scores valid images; images it leaves out keep the measured score; usage is recorded', async () => {
    await updateAiConfig(deps, { model: 'gpt-4o' });
    fake.requests.length = 0;
    fake.queue.push(
      chatCompletion(
        {
          rankings: [
            { index: 2, score: 88, reason: 'Clean product shot.' },
            { index: 0, score: 70, reason: 'Good.' },
          ],
        },
        { prompt_tokens: 400, completion_tokens: 60 },
      ),
    );
    const result = await rankImages(
      { ...deps, config: { ...deps.config, openaiApiKey: 'sk-x', openaiBaseUrl: fake.baseUrl } },
      { productName: 'Hydra Serum', candidates, loadImage, accountId: null },
    );
    assert.equal(result.provider, 'openai');
    assert.deepEqual(
      result.ranked.map((r) => [r.url, r.score, r.reason]),
      [
        ['https://cdn.example.com/banner.jpg', 88, 'Clean product shot.'],
        ['https://cdn.example.com/hydra-serum-portrait.jpg', 70, 'Good.'],
        ['https://cdn.example.com/thumb.png', result.ranked[2].score, result.ranked[2].reason],
      ],
    );
    assert.match(result.ranked[2].reason, /^150×150 PNG/);
    assert.match(fake.requests[0].body.messages[1].content, /Image 0: 1080x1350 jpeg/);
    const usage = await db('ai_usage').where({ purpose: 'rank', provider: 'openai' }).first();
    assert.deepEqual([usage.tokensIn, usage.tokensOut, Number(usage.costUsd)], [400, 60, 0.0016]);
  });
});
