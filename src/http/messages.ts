import { ACCOUNTS_MESSAGES, TEAM_MESSAGES } from '../modules/accounts/index.js';
import { AI_MESSAGES } from '../modules/ai/index.js';
import { CAMPAIGNS_MESSAGES } from '../modules/campaigns/index.js';
import { CATALOG_MESSAGES } from '../modules/catalog/index.js';
import { MEDIA_MESSAGES } from '../modules/media/index.js';
import { PUBLISHING_MESSAGES } from '../modules/publishing/index.js';
import { STORIES_MESSAGES } from '../modules/stories/index.js';
import { CORE_MESSAGES } from '../lib/core-messages.js';

/** Every message a screen can be sent, by key: the modules' and the shell's. */
export const ALL_MESSAGES: Record<string, string> = {
  ...ACCOUNTS_MESSAGES,
  ...TEAM_MESSAGES,
  ...AI_MESSAGES,
  ...CAMPAIGNS_MESSAGES,
  ...CATALOG_MESSAGES,
  ...PUBLISHING_MESSAGES,
  ...STORIES_MESSAGES,
  ...MEDIA_MESSAGES,
  ...CORE_MESSAGES,
};
