import { ACCOUNTS_MESSAGES } from '../modules/accounts/index.js';
import { AI_MESSAGES } from '../modules/ai/index.js';
import { CAMPAIGNS_MESSAGES } from '../modules/campaigns/index.js';
import { CATALOG_MESSAGES } from '../modules/catalog/index.js';
import { PUBLISHING_MESSAGES } from '../modules/publishing/index.js';
import { STORIES_MESSAGES } from '../modules/stories/index.js';
import type { MessageParams } from '../lib/errors.js';
import { CORE_MESSAGES } from '../lib/core-messages.js';

/** Every message a screen can be sent, by key: the modules' and the shell's. */
export const ALL_MESSAGES: Record<string, string> = {
  ...ACCOUNTS_MESSAGES,
  ...AI_MESSAGES,
  ...CAMPAIGNS_MESSAGES,
  ...CATALOG_MESSAGES,
  ...PUBLISHING_MESSAGES,
  ...STORIES_MESSAGES,
  ...CORE_MESSAGES,
};

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const exact = new Map<string, string>();
const templates: { key: string; pattern: RegExp; names: string[] }[] = [];
for (const [key, text] of Object.entries(ALL_MESSAGES)) {
  const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]);
  if (!names.length) {
    // A text two modules share (each with its own key, the same Greek) is found as the first.
    if (!exact.has(text)) exact.set(text, key);
    continue;
  }
  // A value is anything, shortest first; the text around it must match as written.
  const source = text.split(PLACEHOLDER).map((part, i) => (i % 2 ? '(.+?)' : escape(part))).join('');
  templates.push({ key, pattern: new RegExp(`^${source}$`, 's'), names });
}

/**
 * The key and values of a message from its English text: an exact text first, else the first
 * template it fits (its {{values}} read back from the text). Undefined for a text no table lists.
 */
export function messageKeyOf(text: string): { messageKey: string; params?: MessageParams } | undefined {
  const key = exact.get(text);
  if (key) return { messageKey: key };
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (match) return { messageKey: template.key, params: Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]])) };
  }
  return undefined;
}
