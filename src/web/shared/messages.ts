import i18n from './i18n';
import { messageText, readMessage } from '../../lib/messages';

/**
 * Messages from the server and from the shared valibot schemas, in the user's language.
 *
 * The server sends a message's English text with its key (`messageKey`, and `params` for its
 * {{placeholders}}); the key names the text in the `errors` namespace (or `common` for the few a
 * sign-in page shows, which loads no `errors`). A key this client does not know, or a namespace not
 * loaded, shows the text as sent. Pages that show server messages load `errors` (App.tsx).
 */
export type MessageParams = Record<string, string | number>;

const NAMESPACES = ['errors', 'common'];

/** The message for `key` in the UI language, else `text`. */
export function translateMessage(text: string, key?: string, params?: MessageParams): string {
  if (!key || !i18n.exists(key, { ns: NAMESPACES })) return text;
  return i18n.t(key, { ns: NAMESPACES, replace: params ?? {}, defaultValue: text });
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message the browser produced with a module's schema (client-side validation), in the UI
 * language: its key is found in the module's table of messages (`src/modules/<m>/messages.ts`,
 * the same one the server uses), values read back from the text.
 */
export function schemaMessage(text: string, ...tables: Record<string, string>[]): string {
  // A schema message written with msg(key, params) (src/lib/messages.ts) carries its key.
  const keyed = readMessage(text);
  if (keyed) return translateMessage(messageText(keyed.key, keyed.params), keyed.key, keyed.params);
  for (const table of tables) {
    for (const [key, template] of Object.entries(table)) {
      if (template === text) return translateMessage(text, key);
      if (!template.includes('{{')) continue;
      const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1]);
      const source = template.split(PLACEHOLDER).map((part, i) => (i % 2 ? '(.+?)' : escape(part))).join('');
      const match = new RegExp(`^${source}$`, 's').exec(text);
      if (match) return translateMessage(text, key, Object.fromEntries(names.map((name, i) => [name, match[i + 1]])));
    }
  }
  return text;
}
