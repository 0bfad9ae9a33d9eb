import { CORE_MESSAGES } from '../../lib/core-messages';
import { ACCOUNTS_MESSAGES } from '../../modules/accounts/messages';
import { TEAM_MESSAGES } from '../../modules/accounts/team-messages';
import { AI_MESSAGES } from '../../modules/ai/messages';
import { CAMPAIGNS_MESSAGES } from '../../modules/campaigns/messages';
import { CATALOG_MESSAGES } from '../../modules/catalog/messages';
import { MEDIA_MESSAGES } from '../../modules/media/messages';
import { PUBLISHING_MESSAGES } from '../../modules/publishing/messages';
import { STORIES_MESSAGES } from '../../modules/stories/messages';

/**
 * The `errors` namespace in English, made from the message catalogue itself (src/lib/core-messages.ts
 * and each module's messages.ts, the texts the server sends), so each message exists once in
 * English. i18n.ts loads this file like a namespace's JSON, lazily: the sign-in pages never download
 * it. The Greek is `locales/el/errors.json`, by the same keys.
 */
export const CATALOGUE: Readonly<Record<string, string>> = {
  ...CORE_MESSAGES,
  ...ACCOUNTS_MESSAGES,
  ...TEAM_MESSAGES,
  ...AI_MESSAGES,
  ...CAMPAIGNS_MESSAGES,
  ...CATALOG_MESSAGES,
  ...PUBLISHING_MESSAGES,
  ...STORIES_MESSAGES,
  ...MEDIA_MESSAGES,
};

/** The specs' Greek-only messages (business-portal.md §5, admin-area.md §5: the server sends them in Greek); an English screen shows these. */
export const ENGLISH_OF_GREEK_MESSAGES: Readonly<Record<string, string>> = {
  'catalog.imageSearchProductName': 'Please enter a product name',
  'publishing.postIdRequired': 'Please enter the post ID.',
  'publishing.platformRequired': 'Please select the platform.',
};

type Tree = { [name: string]: string | Tree };

/** `{ 'campaigns.postTooLong': text }` as i18next's nested resource `{ campaigns: { postTooLong: text } }`. */
export function nested(flat: Readonly<Record<string, string>>): Tree {
  const tree: Tree = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      const child = node[part];
      if (typeof child === 'string') throw new Error(`message key ${key}: ${part} is a message itself`);
      node = (node[part] ??= {}) as Tree;
    }
    node[parts[parts.length - 1]] = text;
  }
  return tree;
}

export default nested({ ...CATALOGUE, ...ENGLISH_OF_GREEK_MESSAGES });
