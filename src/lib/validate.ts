import * as v from 'valibot';
import { AppError, invalid } from './errors.js';
import { isMessageKey, readMessage } from './messages.js';

type AnySchema = v.GenericSchema & { entries?: Record<string, AnySchema>; pipe?: AnySchema[]; wrapped?: AnySchema };

/** The schema of the entry at `path` inside an object schema (through pipes and optional wrappers). */
function entryAt(schema: AnySchema | undefined, path: (string | number)[]): AnySchema | undefined {
  let current = schema;
  for (const key of path) {
    while (current && !current.entries && (current.pipe?.[0] || current.wrapped)) current = current.pipe?.[0] ?? current.wrapped;
    current = current?.entries?.[String(key)];
  }
  return current;
}

/**
 * Parses `input` with a valibot schema; the first issue becomes an `invalid` AppError carrying the
 * schema's own message (the spec's text) and the field's dotted path. A missing field gets the
 * message its own schema gives for "nothing there" (valibot's generic "Invalid key" otherwise).
 */
export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = issue.path?.map((p) => p.key as string | number) ?? [];
  const field = path.length ? path.join('.') : undefined;
  let message = issue.message;
  if (issue.type === 'object' && issue.input === undefined && path.length) {
    const entry = entryAt(schema, path);
    const again = entry ? v.safeParse(entry, undefined) : undefined;
    if (again && !again.success) message = again.issues[0].message;
  }
  // No body, an array or a bare value where fields were expected: say so rather than valibot's
  // "Invalid type: Expected Object but received undefined".
  if (issue.type === 'object' && !path.length && message.startsWith('Invalid type:')) message = 'http.bodyNotObject';
  // Every schema message is msg(key, params); a message valibot worded itself (a schema that left
  // one out) is answered with the generic key, never with its English words.
  const keyed = readMessage(message);
  if (keyed && isMessageKey(keyed.key)) throw new AppError('invalid', keyed.key, { params: keyed.params, field });
  throw invalid('http.valueInvalid', undefined, { field });
}

/** What `findUnsafeText` found, and where (a dotted path of keys; '' for the value itself). */
export interface UnsafeText {
  problem: 'nul' | 'surrogate' | 'depth';
  path: string;
}

/** Input nested deeper than this is refused: no form or API call of ours needs more than a few levels. */
const MAX_INPUT_DEPTH = 32;

// eslint-disable-next-line no-control-regex -- input holding NUL is refused: the pattern must name it
const NUL_OR_LONE_SURROGATE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The first string (value or key) in `input` that PostgreSQL or a URL cannot take: a NUL
 * character (PostgreSQL refuses it in text and jsonb: 22021, 22P05) or a lone UTF-16 surrogate
 * (not encodable as UTF-8: encodeURIComponent throws, the database would store U+FFFD instead);
 * or nesting deeper than MAX_INPUT_DEPTH. Iterative, so no input can overflow the stack.
 */
export function findUnsafeText(input: unknown, maxDepth = MAX_INPUT_DEPTH): UnsafeText | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const found = NUL_OR_LONE_SURROGATE.exec(value);
      if (found) return { problem: found[0] === '\u0000' ? 'nul' : 'surrogate', path };
      continue;
    }
    if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= maxDepth) return { problem: 'depth', path };
    const entries = Object.entries(value);
    for (const [key] of entries) {
      const bad = NUL_OR_LONE_SURROGATE.exec(key);
      if (bad) return { problem: bad[0] === '\u0000' ? 'nul' : 'surrogate', path: path ? `${path}.${key}` : key };
    }
    // Pushed last to first, so fields are looked at in the order they were sent.
    for (let i = entries.length - 1; i >= 0; i--)
      stack.push({ value: entries[i][1], path: path ? `${path}.${entries[i][0]}` : entries[i][0], depth: depth + 1 });
  }
  return undefined;
}

/** A field name as a message may show it: short, and without the characters being refused. */
const shown = (path: string) => {
  // eslint-disable-next-line no-control-regex -- a refused NUL in a field name is shown as the text \u0000
  const clean = path.replace(/\u0000/g, '\\u0000').replace(/[\ud800-\udfff]/g, '\ufffd');
  return clean.length > 60 ? `${clean.slice(0, 60)}…` : clean;
};

/**
 * Refuses input that `findUnsafeText` flags, with a 400 that names the field. `where` says what
 * the input is ("field", "query parameter") for the message.
 */
export function refuseUnsafeText(input: unknown, where: 'field' | 'query parameter' = 'field'): void {
  const found = findUnsafeText(input);
  if (!found) return;
  const field = found.path ? shown(found.path) : undefined;
  if (found.problem === 'depth') throw invalid('http.nestedTooDeeply', { max: MAX_INPUT_DEPTH }, { field });
  if (field === undefined) throw invalid(found.problem === 'nul' ? 'http.requestNul' : 'http.requestSurrogate');
  const key =
    found.problem === 'nul'
      ? where === 'field'
        ? 'http.fieldNul'
        : 'http.queryParameterNul'
      : where === 'field'
        ? 'http.fieldSurrogate'
        : 'http.queryParameterSurrogate';
  throw invalid(key, { field }, { field });
}
