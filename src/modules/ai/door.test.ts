import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useTestDatabase } from '../../lib/testing/db.js';
import { testDeps } from '../../lib/testing/deps.js';
import { isAppError } from '../../lib/errors.js';
import { messageText } from '../../lib/messages.js';
import {
  checkCompliance,
  describeProduct,
  generatePost,
  getAiAllowance,
  rankImages,
  reviewCompliance,
  sendBudgetAlert,
  updateAiConfig,
  withAiAllowance,
} from './index.js';

const { db } = await useTestDatabase();
const deps = testDeps(db);

/** What a use case refused: status, key, values and field. */
const refusal = (call: () => Promise<unknown>) =>
  call().then(
    () => assert.fail('accepted'),
    (error: unknown) => (isAppError(error) ? [error.status, error.messageKey, error.params ?? null, error.field ?? null] : assert.fail(String(error))),
  );

test('every use case validates its input at the door and refuses by key, with the field', async () => {
  const product = { name: 'Hydra Serum' };
  const cases: [string, () => Promise<unknown>, unknown[]][] = [
    ['generatePost without a product', () => generatePost(deps, {} as never), [400, 'ai.productNameRequired', null, 'product']],
    ['generatePost, a blank name', () => generatePost(deps, { product: { name: '  ' } }), [400, 'ai.productNameRequired', null, 'product.name']],
    ['generatePost, a platform', () => generatePost(deps, { product, platform: 'tiktok' as never }), [400, 'ai.platform', null, 'platform']],
    ['generatePost, a variant', () => generatePost(deps, { product, variant: -1 }), [400, 'ai.variant', null, 'variant']],
    [
      'generatePost, recent posts',
      () => generatePost(deps, { product, recentPosts: 'x' as unknown as string[] }),
      [400, 'ai.recentPosts', null, 'recentPosts'],
    ],
    ['generatePost, an account', () => generatePost(deps, { product, accountId: 0 }), [400, 'ai.account', null, 'accountId']],
    ['generatePost, a zone', () => generatePost(deps, { product, accountZone: 'x'.repeat(101) }), [400, 'ai.accountZone', null, 'accountZone']],
    ['describeProduct, no name', () => describeProduct(deps, { name: '' }), [400, 'ai.enterProductName', null, 'name']],
    ['describeProduct, a language', () => describeProduct(deps, { name: 'Serum', language: 'fr' as never }), [400, 'ai.language', null, 'language']],
    [
      'rankImages, too many',
      () =>
        rankImages(deps, {
          productName: 'Serum',
          candidates: Array.from({ length: 41 }, (_, i) => ({ id: String(i), url: `https://cdn.example.com/${i}.jpg` })),
        }),
      [400, 'ai.tooManyImages', null, 'candidates'],
    ],
    [
      'rankImages, a loader',
      () => rankImages(deps, { productName: 'Serum', candidates: [], loadImage: 'fetch' as never }),
      [400, 'ai.loadImage', null, 'loadImage'],
    ],
    ['reviewCompliance, no text', () => reviewCompliance(deps, {} as never), [400, 'ai.textRequired', null, 'text']],
    [
      'reviewCompliance, second opinion',
      () => reviewCompliance(deps, { text: 'Hi', secondOpinion: 1 as never }),
      [400, 'ai.secondOpinionBoolean', null, 'secondOpinion'],
    ],
    ['getAiAllowance, no account', () => getAiAllowance(deps, {} as never), [400, 'ai.account', null, 'accountId']],
    [
      'withAiAllowance, an account',
      () => withAiAllowance(deps, { accountId: 'one' as never }, async () => assert.fail('ran')),
      [400, 'ai.account', null, 'accountId'],
    ],
    ['updateAiConfig, a user', () => updateAiConfig(deps, { userId: 1.5 }), [400, 'ai.user', null, 'userId']],
    ['sendBudgetAlert, a month', () => sendBudgetAlert(deps, { month: '2026-13', recipients: [] }), [400, 'ai.alertMonth', null, 'month']],
    [
      'sendBudgetAlert, recipients',
      () => sendBudgetAlert(deps, { month: '2026-11', recipients: 'ops@example.com' as never }),
      [400, 'ai.alertRecipients', null, 'recipients'],
    ],
  ];
  for (const [name, call, expected] of cases) assert.deepEqual(await refusal(call), expected, name);
  // Nothing refused reached a provider or the ledger.
  assert.equal(Number((await db('ai_usage').count('* as n'))[0].n), 0);
  // The pure rules check keeps its signature, and its messages are keys too.
  assert.throws(() => checkCompliance('x'.repeat(20001)), { messageKey: 'ai.textLong', field: 'text' });
});

test("the English of a refusal is the catalogue's: the texts the API answered before", () => {
  assert.equal(messageText('ai.textRequired'), 'Text is required');
  assert.equal(messageText('ai.hashtagsRange', { platform: 'twitter', max: 5 }), 'Maximum hashtags for twitter must be between 0 and 5');
  assert.equal(
    messageText('ai.serviceKeyRefused', { detail: ': Incorrect API key provided.' }),
    'The AI service refused the API key (401). Check the API key in the AI configuration: Incorrect API key provided.',
  );
  assert.equal(messageText('ai.serviceKeyRefused', { detail: '.' }), 'The AI service refused the API key (401). Check the API key in the AI configuration.');
});
