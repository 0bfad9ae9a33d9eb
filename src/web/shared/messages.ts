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
function translateKey(key: string, params?: MessageParams): string {
  return translateMessage(messageText(key, params), key, params);
}

/**
 * A valibot issue's message (client-side validation with a module's schema), in the UI language:
 * every schema message is `msg(key, params)`, translated by its key; one valibot worded itself (a
 * schema that left a message out) is the generic "A value is not valid".
 */
export function issueMessage(issue: { message: string }): string {
  const keyed = readMessage(issue.message);
  return translateKey(keyed?.key ?? 'http.valueInvalid', keyed?.params);
}
