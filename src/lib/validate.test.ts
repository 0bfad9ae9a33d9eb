import { it } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { parse, findUnsafeText, refuseUnsafeText } from './validate.js';
import { AppError } from './errors.js';
import { defineMessages } from './messages.js';

// A test's own messages, by key, as a module's messages.ts defines them.
defineMessages({
  'validateTest.nameRequired': 'Name is required',
  'validateTest.nameShort': 'Name must be at least 2 characters',
  'validateTest.countNumber': 'Count must be a number',
});
// msg(key) of a key without values is the key itself.
const key = (name: string) => `validateTest.${name}`;

const Schema = v.object({
  name: v.pipe(v.string(key('nameRequired')), v.minLength(2, key('nameShort'))),
  nested: v.optional(v.object({ count: v.number(key('countNumber')) })),
});

it("uses the field schema message when a field is missing, not valibot's generic one", () => {
  assert.throws(
    () => parse(Schema, {}),
    (e: AppError) => e.message === 'Name is required' && e.messageKey === key('nameRequired') && e.field === 'name' && e.status === 400,
  );
  // A message valibot worded itself (a schema that left one out) is the generic key, never its English words.
  assert.throws(
    () => parse(v.object({ n: v.number() }), { n: 'x' }),
    (e: AppError) => e.messageKey === 'http.valueInvalid' && e.message === 'A value is not valid' && e.field === 'n',
  );
  assert.throws(
    () => parse(Schema, { name: 'ok', nested: {} }),
    (e: AppError) => e.message === 'Count must be a number' && e.field === 'nested.count',
  );
  assert.throws(
    () => parse(Schema, { name: 'x' }),
    (e: AppError) => e.message === 'Name must be at least 2 characters',
  );
  assert.deepEqual(parse(Schema, { name: 'ok' }), { name: 'ok' });
});

it('says a body must be an object when it is missing or is not one', () => {
  for (const input of [undefined, 'text', null, 12]) {
    assert.throws(
      () => parse(Schema, input),
      (e: AppError) => e.message === 'The request body must be a JSON object' && e.status === 400,
    );
  }
});

it('finds NUL characters, lone surrogates and deep nesting anywhere in the input, keys included', () => {
  assert.equal(findUnsafeText({ a: 'fine', b: ['also fine', { c: 'Glow \ud83d\ude00' }] }), undefined);
  assert.deepEqual(findUnsafeText({ a: 'ok', b: ['x', { c: 'a\u0000b' }] }), { problem: 'nul', path: 'b.1.c' });
  assert.deepEqual(findUnsafeText({ name: '\ud800' }), { problem: 'surrogate', path: 'name' });
  assert.deepEqual(findUnsafeText({ name: 'x\udc00' }), { problem: 'surrogate', path: 'name' });
  assert.deepEqual(findUnsafeText({ 'k\u0000': 1 }), { problem: 'nul', path: 'k\u0000' });
  assert.deepEqual(findUnsafeText('\u0000'), { problem: 'nul', path: '' });
  // The first problem in the order the fields were sent.
  assert.deepEqual(findUnsafeText({ first: '\u0000', second: '\ud800' }), { problem: 'nul', path: 'first' });
  let deep: unknown = 'x';
  for (let i = 0; i < 100_000; i++) deep = [deep];
  assert.equal(findUnsafeText(deep)?.problem, 'depth');
  assert.equal(findUnsafeText(deep, 200_000), undefined, 'iterative: no stack overflow');
  assert.throws(
    () => refuseUnsafeText({ q: 'a\u0000' }, 'query parameter'),
    (e: AppError) => e.status === 400 && e.field === 'q' && e.message === 'The query parameter "q" contains a NUL character (\\u0000), which is not allowed.',
  );
});
