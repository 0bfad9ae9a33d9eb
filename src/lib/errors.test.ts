import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AppError, invalid, type MessageKey } from './errors.js';
import { defineMessages } from './messages.js';

test('an error thrown with a key reads as its English text, even when its table was registered after the throw', () => {
  const early = new AppError('invalid', 'errorsTest.late' as MessageKey, { params: { n: 3 } });
  assert.equal(early.message, 'errorsTest.late');
  defineMessages({ 'errorsTest.late': 'Registered later: {{n}}' });
  assert.equal(early.message, 'Registered later: 3');
  assert.equal(early.messageKey, 'errorsTest.late');
  assert.deepEqual(early.params, { n: 3 });
  assert.equal(early.status, 400);
});

test('the helpers name the key, its values and the field', () => {
  const error = invalid('http.queryTooLong', { max: 10 }, { field: 'q' });
  assert.deepEqual(
    [error.status, error.messageKey, error.message, error.field],
    [400, 'http.queryTooLong', 'The query string is too long: at most 10 characters.', 'q'],
  );
});
