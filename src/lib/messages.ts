/**
 * The message catalogue: every text a user can be shown by the server (an error, a schema's
 * message), identified by a key such as `campaigns.onePerDayOn`. The key is what travels: a use case
 * throws `conflict('campaigns.onePerDayOn', { day })`, a schema says `msg('campaigns.postTooLong',
 * { max })`, the HTTP shell sends `{ message, messageKey, params }` with the English text from here,
 * and the web app translates by key (`locales/el/errors.json`; English comes from these tables).
 *
 * Each module lists its messages once, in its `messages.ts`, with `defineMessages`, and adds them to
 * the `MessageCatalogue` interface by declaration merging, so TypeScript checks every key and the
 * values of its {{placeholders}} at the throw site:
 *
 *   export const CAMPAIGNS_MESSAGES = defineMessages({ 'campaigns.onePerDayOn': 'There is already a post on {{day}}…' });
 *   declare module '../../lib/messages.js' { interface MessageCatalogue extends Catalogue<typeof CAMPAIGNS_MESSAGES> {} }
 *
 * Imports nothing: the web app imports the modules' tables (and this file) for its English texts.
 */

/**
 * Every message key with its English text; each module's `messages.ts` merges its table in.
 * @public (declaration merging is its use, which knip does not count)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface MessageCatalogue {}

/** A module's table as the catalogue's members (for `interface MessageCatalogue extends Catalogue<typeof T> {}`). */
export type Catalogue<T extends Record<string, string>> = { readonly [K in keyof T]: T[K] };

export type MessageKey = Extract<keyof MessageCatalogue, string>;
export type MessageParams = Record<string, string | number>;

/** The names of a text's {{placeholders}}. */
type Placeholders<S extends string> = S extends `${string}{{${infer Name}}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** The values a key's text needs: none, or one object naming each placeholder. */
type ParamsOf<K extends MessageKey> = MessageCatalogue[K] extends string
  ? [Placeholders<MessageCatalogue[K]>] extends [never]
    ? undefined
    : Record<Placeholders<MessageCatalogue[K]>, string | number>
  : MessageParams | undefined;

/** `[]` for a key without placeholders, `[params]` for one with: spread into a call's arguments. */
export type ParamsArgs<K extends MessageKey> = ParamsOf<K> extends undefined ? [params?: undefined] : [params: ParamsOf<K>];

const texts = new Map<string, string>();

/** Registers a module's messages (key → English text with {{name}} placeholders) and returns the table. */
export function defineMessages<const T extends Record<string, string>>(table: T): T {
  for (const [key, text] of Object.entries(table)) {
    const known = texts.get(key);
    if (known !== undefined && known !== text) throw new Error(`message ${key} is defined twice with different texts`);
    texts.set(key, text);
  }
  return table;
}

/** Whether `key` is a registered message key. */
export const isMessageKey = (key: string): key is MessageKey => texts.has(key);

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** Fills a text's {{placeholders}} with the values as given (a throw site that wants "2,200" passes that string). */
function fillPlaceholders(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}

/** The English text of a message (the specs' own strings), its placeholders filled; an unknown key is returned as it is. */
export function messageText(key: string, params?: MessageParams): string {
  const text = texts.get(key);
  return text === undefined ? key : fillPlaceholders(text, params);
}

/**
 * A schema's message: valibot carries one string per issue, so a key and its values travel as one
 * string (`key` or `key|{"max":2200}`), read back by `readMessage`. Use it for every valibot message:
 * `v.maxLength(MAX, msg('campaigns.postTooLong', { max: MAX }))`.
 */
export function msg<K extends MessageKey>(key: K, ...[params]: ParamsArgs<K>): string {
  return params ? `${key}|${JSON.stringify(params)}` : key;
}

/** The key and values inside a `msg(...)` string; undefined for any other text (valibot's own, say). */
export function readMessage(text: string): { key: MessageKey; params?: MessageParams } | undefined {
  const bar = text.indexOf('|');
  const key = bar < 0 ? text : text.slice(0, bar);
  if (!isMessageKey(key)) return undefined;
  if (bar < 0) return { key };
  try {
    const params = JSON.parse(text.slice(bar + 1)) as unknown;
    return params && typeof params === 'object' ? { key, params: params as MessageParams } : { key };
  } catch {
    return { key };
  }
}
