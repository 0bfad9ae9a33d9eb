import { it } from 'node:test';
import assert from 'node:assert/strict';
import * as v from 'valibot';
import { parse, fieldMessages } from './validate.js';
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
