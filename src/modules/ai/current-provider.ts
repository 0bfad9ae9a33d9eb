import type { AiContext } from './context.js';
import { chooseProvider } from './ai-config.js';
import { readConfiguration } from './repo.js';

export async function currentProvider(options: Pick<AiContext, 'db' | 'config'>): Promise<'offline' | 'openai'> {
  return chooseProvider(await readConfiguration(options.db), options.config).kind;
}
