import * as v from 'valibot';
import { invalid } from './errors.js';

/**
 * Parses `input` with a valibot schema; the first issue becomes an `invalid` AppError carrying the
 * schema's own message (the spec's text) and the field's dotted path.
 */
export function parse<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = issue.path?.map((p) => String(p.key)).join('.') || undefined;
  throw invalid(issue.message, field);
}
