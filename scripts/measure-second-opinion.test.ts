import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { formatIntervals, wilson } from '../src/modules/ai/compliance/measure.js';
import type { LabelledSentence } from '../src/modules/ai/compliance/sets.js';
import { complianceReviewMessages, createOpenAiProvider } from '../src/modules/ai/providers/openai.js';
import { chatCompletion, startFakeOpenAi } from '../src/modules/ai/testing/fake-openai.js';
import { cachePath, formatDetectors, measureSecondOpinion, meetsGoal } from './measure-second-opinion.js';

// The model here is a local OpenAI-compatible server that calls "zorbly" an unproven claim wherever
// it appears, quotes words that are not in one text, names an unknown category in another, and fails
// on "FAIL". The rules know none of that, so each detector's counts are known in advance.
const sentences: LabelledSentence[] = [
  { text: 'Our zorbly facial makes skin glow.', language: 'en', categories: ['unproven_efficacy'] }, // model finds it, rules do not
  { text: 'Guaranteed results with Botox.', language: 'en', categories: ['guaranteed_outcome', 'prescription_medicine'] }, // rules find it, model does not
  { text: 'We test a small area first.', language: 'en', categories: [] }, // nobody flags it
  { text: 'The zorbly room is upstairs.', language: 'en', categories: [] }, // the model's false alarm
  { text: 'Your skin will thank you for the glow.', language: 'en', categories: ['unproven_efficacy'] }, // the model quotes words not in it: dropped
  { text: 'Μια zorbly εμπειρία για το δέρμα σας.', language: 'el', categories: ['superlative'] }, // model finds it (another category still flags)
  { text: 'Η επιδερμίδα σας θα σας ευχαριστήσει.', language: 'el', categories: ['guaranteed_outcome'] }, // an unknown category: dropped
  { text: 'FAIL this one, please.', language: 'en', categories: [] }, // the request fails: unanswered
];

test('the second opinion is counted as the product keeps and merges it, cached per model and rubric, failures apart', async () => {
  const fake = await startFakeOpenAi();
  fake.setDefault((request) => {
    const text = String(request.body.messages[1].content);
    if (text.includes('FAIL')) return { status: 500, json: { error: { message: 'boom', type: 'server_error' } } };
    if (text.includes('thank you'))
      return chatCompletion({ findings: [{ category: 'unproven_efficacy', quote: 'skin will love it', explanation: '', suggestion: '' }] });
    if (text.includes('ευχαριστήσει'))
      return chatCompletion({ findings: [{ category: 'glow_claim', quote: 'θα σας ευχαριστήσει', explanation: '', suggestion: '' }] });
    const findings = text.includes('zorbly') ? [{ category: 'unproven_efficacy', quote: 'zorbly', explanation: 'Unproven.', suggestion: 'A facial' }] : [];
    return chatCompletion({ findings }, { prompt_tokens: 300, completion_tokens: 20 });
  });
  const provider = createOpenAiProvider({ baseUrl: fake.baseUrl, model: 'test-model', temperature: 0, timeoutMs: 5000, maxRetries: 0 });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compliance-model-'));
  const cacheFile = cachePath(dir, 'test-model');

  const first = await measureSecondOpinion({ provider, sentences, cacheFile, concurrency: 3 });
  assert.equal(fake.requests.length, sentences.length);
  // Asked exactly as the product asks: the same rubric and the structured answer's schema.
  const asked = fake.requests.find((r) => String(r.body.messages[1].content).includes('upstairs'))!;
  assert.deepEqual(asked.body.messages[0], complianceReviewMessages({ text: '', language: 'en' })[0]);
  assert.equal(asked.body.response_format.json_schema.name, 'compliance_review');

  assert.deepEqual(first.perLanguage.en, {
    rules: { tp: 1, fp: 0, fn: 2 },
    model: { tp: 1, fp: 1, fn: 2 },
    both: { tp: 2, fp: 1, fn: 1 },
  });
  assert.deepEqual(first.perLanguage.el, { rules: { tp: 0, fp: 0, fn: 2 }, model: { tp: 1, fp: 0, fn: 1 }, both: { tp: 1, fp: 0, fn: 1 } });
  assert.deepEqual([first.answered, first.unanswered, first.requested], [7, 1, 8]);
  assert.equal(first.failures.length, 1);
  assert.match(first.failures[0], /^FAIL this one/);
  assert.equal(first.tokensIn, 5 * 300 + 2 * 1000);

  // A second run reads the cache: only the unanswered sentence is asked again, and the counts stand.
  const second = await measureSecondOpinion({ provider, sentences, cacheFile });
  assert.equal(fake.requests.length, sentences.length + 1);
  assert.equal(second.requested, 1);
  assert.deepEqual(second.perLanguage, first.perLanguage);
  // Another model is another cache.
  assert.notEqual(cachePath(dir, 'other-model'), cacheFile);

  assert.match(formatDetectors('EN real-held-out', first.perLanguage.en), /rules \+ model\s+0\.667\s+0\.667\s+\(2\/1\/1\)/);
  assert.equal(meetsGoal(first.perLanguage.en.both), false);
  assert.equal(meetsGoal({ tp: 90, fp: 10, fn: 10 }), true);
  fs.rmSync(dir, { recursive: true, force: true });
});

test("the estimate's 95 % interval is Wilson's score interval", () => {
  const round = ([a, b]: [number, number]) => [Number(a.toFixed(4)), Number(b.toFixed(4))];
  assert.deepEqual(round(wilson(0, 10)), [0, 0.2775]);
  assert.deepEqual(round(wilson(10, 10)), [0.7225, 1]);
  assert.deepEqual(round(wilson(109, 140)), [0.7029, 0.8394]);
  assert.deepEqual(wilson(0, 0), [0, 1]);
  assert.equal(formatIntervals({ tp: 10, fp: 0, fn: 0 }), '    95 % interval: precision [0.722, 1.000], recall [0.722, 1.000]');
});
