import { it } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { parse, fieldMessages, findUnsafeText, refuseUnsafeText } from './validate.js';
import { AppError } from './errors.js';

const Schema = v.object({
  name: v.pipe(v.string('Name is required'), v.minLength(2, 'Name must be at least 2 characters')),
  nested: v.optional(v.object({ count: v.number('Count must be a number') })),
});

it('uses the field schema message when a field is missing, not valibot\'s generic one', () => {
  assert.throws(() => parse(Schema, {}), (e: AppError) => e.message === 'Name is required' && e.field === 'name' && e.status === 400);
  assert.throws(() => parse(Schema, { name: 'ok', nested: {} }), (e: AppError) => e.message === 'Count must be a number' && e.field === 'nested.count');
  assert.throws(() => parse(Schema, { name: 'x' }), (e: AppError) => e.message === 'Name must be at least 2 characters');
  assert.deepEqual(parse(Schema, { name: 'ok' }), { name: 'ok' });
});

it('lists the first message of each field', () => {
  assert.deepEqual(fieldMessages(Schema, { nested: { count: 'x' } }), { name: 'Name is required', 'nested.count': 'Count must be a number' });
});

it('says a body must be an object when it is missing or is not one', () => {
  for (const input of [undefined, 'text', null, 12]) {
    assert.throws(() => parse(Schema, input), (e: AppError) => e.message === 'The request body must be a JSON object' && e.status === 400);
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
  assert.throws(() => refuseUnsafeText({ q: 'a\u0000' }, 'query parameter'), (e: AppError) => e.status === 400 && e.field === 'q' && e.message === 'The query parameter "q" contains a NUL character (\\u0000), which is not allowed.');
});
