import i18n from './i18n';
import { messageText, readMessage } from '../../lib/messages';

/**
 * Messages from the server and from the shared valibot schemas, in the user's language, by key.
 *
 * Every message has a key (`campaigns.postTooLong`): the server sends it with the English text and
 * the values of its {{placeholders}} (`{ message, messageKey, params }`), a schema carries it in
 * its message (`msg(key, params)`, src/lib/messages.ts). The key names the text in the `errors`
 * namespace (English: the message catalogue itself, english-messages.ts; Greek:
 * locales/el/errors.json), or in `common` for the few a sign-in page shows (it loads no `errors`).
 * A key not known here, or a namespace not loaded, shows the text as it came.
 */
export type MessageParams = Record<string, string | number>;

const NAMESPACES = ['errors', 'common'];

/** The message for `key` in the UI language, else `text` (the server's English, say). */
export function translateMessage(text: string, key?: string, params?: MessageParams): string {
  if (!key || !i18n.exists(key, { ns: NAMESPACES })) return text;
  return i18n.t(key, { ns: NAMESPACES, replace: params ?? {}, defaultValue: text });
}

/** The text of message `key` with its values, in the UI language (the catalogue's English when no translation is loaded). */
export function translateKey(key: string, params?: MessageParams): string {
  return translateMessage(messageText(key, params), key, params);
}

/** A valibot issue's message (client-side validation with a module's schema), in the UI language. */
export function issueMessage(issue: { message: string }, ...tables: Record<string, string>[]): string {
  return schemaMessage(issue.message, ...tables);
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message the browser produced with a module's schema, in the UI language: a `msg(key, params)`
 * message by its key. `tables` (the module's `messages.ts`) serve only the fallback below.
 */
export function schemaMessage(text: string, ...tables: Record<string, string>[]): string {
  const keyed = readMessage(text);
  if (keyed) return translateKey(keyed.key, keyed.params);
  // TODO(issue 17): remove this fallback (and the `tables` arguments) once every module's schemas
  // say msg(key, params): until the modules converted in parallel have merged, some schema messages
  // are still English texts, whose key is found by matching the text against the module's table.
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
