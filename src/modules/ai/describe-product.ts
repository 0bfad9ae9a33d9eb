import { parse } from '../../lib/validate.js';
import type { AiContext } from './context.js';
import { activeProvider, offlineProvider } from './provider.js';
import { DescribeProductSchema, type Language } from './schema.js';
import { budgetExhausted, metered } from './usage.js';

export interface ProductDescription {
  description: string;
  provider: 'offline' | 'openai';
}

/**
 * A factual 2-4 sentence description of a product from its name, in the given language. When the
 * monthly budget is used up under auto-pause, the offline provider answers instead.
 */
export async function describeProduct(options: AiContext & { name: string; language?: Language }): Promise<ProductDescription> {
  const input = parse(DescribeProductSchema, { name: options.name, language: options.language });
  let active = await activeProvider(options);
  if (active.provider.kind === 'openai' && (await budgetExhausted(options, active.settings))) active = offlineProvider(active.settings);
  const result = await metered(
    options,
    { purpose: 'describe', provider: active.provider.kind, model: active.model, selfHosted: active.selfHosted, settings: active.settings },
    () => active.provider.describeProduct({ name: input.name, language: input.language, settings: active.settings }),
  );
  return { description: result.value.description, provider: active.provider.kind };
}
