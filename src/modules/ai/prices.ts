/**
 * Prices per million tokens (USD, input / output), by model-name prefix; the longest matching
 * prefix wins. Models served by a self-hosted compatible server (OPENAI_BASE_URL) cost nothing
 * unless they are listed here; an unknown model on OpenAI itself is priced like gpt-4o, so the
 * budget never silently stops counting.
 */
interface ModelPrice {
  inputPerMillion: number;
  outputPerMillion: number;
}

const PRICE_TABLE: Record<string, ModelPrice> = {
  'gpt-4o-mini': { inputPerMillion: 0.15, outputPerMillion: 0.6 },
  'gpt-4o': { inputPerMillion: 2.5, outputPerMillion: 10 },
  'gpt-4.1-nano': { inputPerMillion: 0.1, outputPerMillion: 0.4 },
  'gpt-4.1-mini': { inputPerMillion: 0.4, outputPerMillion: 1.6 },
  'gpt-4.1': { inputPerMillion: 2, outputPerMillion: 8 },
  'gpt-4-turbo': { inputPerMillion: 10, outputPerMillion: 30 },
  'gpt-4': { inputPerMillion: 30, outputPerMillion: 60 },
  'gpt-3.5-turbo': { inputPerMillion: 0.5, outputPerMillion: 1.5 },
  'gpt-5-nano': { inputPerMillion: 0.05, outputPerMillion: 0.4 },
  'gpt-5-mini': { inputPerMillion: 0.25, outputPerMillion: 2 },
  'gpt-5': { inputPerMillion: 1.25, outputPerMillion: 10 },
  'o4-mini': { inputPerMillion: 1.1, outputPerMillion: 4.4 },
  'claude-3-haiku': { inputPerMillion: 0.25, outputPerMillion: 1.25 },
  'claude-3-opus': { inputPerMillion: 15, outputPerMillion: 75 },
  'claude-3': { inputPerMillion: 3, outputPerMillion: 15 },
  offline: { inputPerMillion: 0, outputPerMillion: 0 },
};

const FALLBACK = PRICE_TABLE['gpt-4o'];
const FREE: ModelPrice = { inputPerMillion: 0, outputPerMillion: 0 };

function priceFor(model: string, options: { selfHosted?: boolean } = {}): ModelPrice {
  const name = model.toLowerCase();
  let best: string | undefined;
  for (const prefix of Object.keys(PRICE_TABLE)) {
    if (name.startsWith(prefix) && (!best || prefix.length > best.length)) best = prefix;
  }
  if (best) return PRICE_TABLE[best];
  return options.selfHosted ? FREE : FALLBACK;
}

/** Cost in USD of one call, rounded to a millionth of a dollar. */
export function costOf(model: string, tokensIn: number, tokensOut: number, options: { selfHosted?: boolean } = {}): number {
  const price = priceFor(model, options);
  return Math.round(((tokensIn * price.inputPerMillion + tokensOut * price.outputPerMillion) / 1_000_000) * 1e6) / 1e6;
}
