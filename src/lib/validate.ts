import * as v from 'valibot';
import { invalid } from './errors.js';

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
    const entry = entryAt(schema as AnySchema, path);
    const again = entry ? v.safeParse(entry, undefined) : undefined;
    if (again && !again.success) message = again.issues[0].message;
  }
  throw invalid(message, field);
}

/** The first message per field, for forms that show messages beside their fields. */
export function fieldMessages<S extends v.GenericSchema>(schema: S, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = issue.path?.map((p) => p.key as string | number) ?? [];
    const key = path.join('.') || '_';
    if (out[key]) continue;
    let message = issue.message;
    if (issue.type === 'object' && issue.input === undefined && path.length) {
      const entry = entryAt(schema as AnySchema, path);
      const again = entry ? v.safeParse(entry, undefined) : undefined;
      if (again && !again.success) message = again.issues[0].message;
    }
    out[key] = message;
  }
  return out;
}
