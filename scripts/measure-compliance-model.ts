/**
 * `npm run measure:compliance-model`: issue 18's estimate with the configured model's second opinion.
 * The rules alone reach about 0.78 recall on the real held-out part; the product already asks the
 * model about every generated post when a real provider is configured (generate-post.ts) and about
 * any text on request (reviewCompliance, `secondOpinion: true`). This measures what that adds, on the
 * real set's held-out part by default, with a real OpenAI key or any OpenAI-compatible server:
 *
 *   OPENAI_API_KEY=sk-... npm run measure:compliance-model -- --model gpt-4o-mini
 *   OPENAI_BASE_URL=http://127.0.0.1:11434/v1 npm run measure:compliance-model -- --model qwen2.5:14b
 *
 * Options: --model (default gpt-4o, the product's default), --sets (comma-separated: real-held-out,
 * real-dev, held-out, held-out-2; default real-held-out), --limit N (the first N sentences of each
 * set, to try a model cheaply), --concurrency N (default 4), --cache DIR (default .tmp/compliance-model).
 * The real development part is unseen by the model (no rubric was written from it), so for the model
 * alone it is a second, larger estimate; for the rules it is a training figure.
 *
 * It prints precision and recall per language for the rules, the model and both, the tokens and
 * their price, and exits 1 when both together miss the goal (0.90 each) or a request failed, 2
 * when no provider is configured.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/lib/config.js';
import { loadSet, realSet, type LabelledSentence } from '../src/modules/ai/compliance/sets.js';
import { formatIntervals } from '../src/modules/ai/compliance/measure.js';
import { costOf } from '../src/modules/ai/prices.js';
import { createOpenAiProvider } from '../src/modules/ai/providers/openai.js';
import { DEFAULT_SETTINGS } from '../src/modules/ai/schema.js';
import { cachePath, formatDetectors, measureSecondOpinion, meetsGoal } from './measure-second-opinion.js';

const { values } = parseArgs({
  options: {
    model: { type: 'string', default: DEFAULT_SETTINGS.model },
    sets: { type: 'string', default: 'real-held-out' },
    limit: { type: 'string' },
    concurrency: { type: 'string', default: '4' },
    cache: { type: 'string', default: path.join('.tmp', 'compliance-model') },
  },
});

const SETS: Record<string, () => LabelledSentence[]> = {
  'real-held-out': () => realSet().heldOut,
  'real-dev': () => realSet().dev,
  'held-out': () => loadSet('held-out'),
  'held-out-2': () => loadSet('held-out-2'),
};

const config = loadConfig();
if (!config.openaiApiKey && !config.openaiBaseUrl) {
  console.error(
    'No AI provider: set OPENAI_API_KEY (OpenAI) or OPENAI_BASE_URL (an OpenAI-compatible server) to measure the second opinion. Offline, the rules alone are the guard: npm run train:compliance prints their figures.',
  );
  process.exit(2);
}
const names = values.sets.split(',').map((s) => s.trim());
const unknown = names.filter((n) => !SETS[n]);
if (unknown.length) {
  console.error(`Unknown set ${unknown.join(', ')}: choose from ${Object.keys(SETS).join(', ')}`);
  process.exit(2);
}
const limit = values.limit === undefined ? Infinity : Number(values.limit);
const concurrency = Number(values.concurrency);
if (!(limit > 0) || !Number.isInteger(concurrency) || concurrency < 1 || concurrency > 16) {
  console.error('--limit must be a positive number and --concurrency a whole number from 1 to 16');
  process.exit(2);
}

const provider = createOpenAiProvider({
  apiKey: config.openaiApiKey,
  baseUrl: config.openaiBaseUrl,
  model: values.model,
  temperature: 0,
  timeoutMs: DEFAULT_SETTINGS.requestTimeoutSeconds * 1000,
});
const selfHosted = Boolean(config.openaiBaseUrl && !/api\.openai\.com/.test(config.openaiBaseUrl));
const cacheFile = cachePath(values.cache, values.model);
console.log(`model ${values.model} at ${config.openaiBaseUrl ?? 'api.openai.com'}; answers cached in ${cacheFile}`);

let missed = false;
let failed = false;
for (const name of names) {
  const sentences = SETS[name]().slice(0, limit);
  const result = await measureSecondOpinion({
    provider,
    sentences,
    cacheFile,
    concurrency,
    onAnswer: (done, total) => {
      if (done % 25 === 0 || done === total) process.stderr.write(`  ${name}: ${done}/${total} asked\r`);
    },
  });
  process.stderr.write('\n');
  for (const language of ['en', 'el'] as const) {
    const detectors = result.perLanguage[language];
    console.log(formatDetectors(`${language.toUpperCase()} ${name}`, detectors));
    console.log(formatIntervals(detectors.both).replace('95 % interval', '95 % interval of rules + model'));
    if (name === 'real-held-out' && detectors.both.tp + detectors.both.fn > 0) {
      const met = meetsGoal(detectors.both);
      missed ||= !met;
      console.log(`    goal (rules + model >= 0.90 precision and recall): ${met ? 'MET' : 'not met'}`);
    }
  }
  const cost = costOf(values.model, result.tokensIn, result.tokensOut, { selfHosted });
  console.log(
    `  ${result.answered} answered (${result.requested} asked in this run), ${result.unanswered} unanswered; ${result.tokensIn} tokens in, ${result.tokensOut} out, ` +
      `${(result.tokensIn / Math.max(1, result.answered)).toFixed(0)} in per sentence; $${cost.toFixed(4)} for these sentences`,
  );
  for (const failure of result.failures.slice(0, 5)) console.log(`  failed: ${failure}`);
  failed ||= result.unanswered > 0;
}
process.exitCode = missed || failed ? 1 : 0;
