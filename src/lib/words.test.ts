import assert from 'node:assert/strict';
import { test } from 'node:test';
import { joinReasons } from './words.js';

test('joinReasons: reasons ending in a full stop never read ".;", and the list ends with one full stop', () => {
  assert.equal(
    joinReasons(['Clinic Page: The access token has expired.', 'Clinic Instagram: Rate limit reached. ']),
    'Clinic Page: The access token has expired; Clinic Instagram: Rate limit reached.',
  );
  assert.equal(joinReasons(['Clinic Page: being published']), 'Clinic Page: being published.');
  assert.equal(joinReasons([]), '');
});
