import { seal, unseal } from '../../lib/seal.js';
import type { AppConfig } from '../../lib/deps.js';
import { tokenKey } from './settings.js';

/** Facebook tokens are sealed before they are stored and opened only to make a Graph call. */
export const sealToken = (config: Pick<AppConfig, 'sessionSecret'>, token: string): string => seal(token, tokenKey(config));

/** The token, or undefined when it cannot be opened (SESSION_SECRET changed): the connection must be made again. */
export const openToken = (config: Pick<AppConfig, 'sessionSecret'>, sealed: string | null | undefined): string | undefined =>
  sealed ? unseal(sealed, tokenKey(config)) : undefined;
