import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { RECONNECT_REASONS } from './reconnection.js';
import { publishReasonInGreek } from './reasons.js';

test('every reason publish.ts records in its own words has its Greek; Meta’s own words have none', () => {
  const source = readFileSync(new URL('./publish.ts', import.meta.url), 'utf8');
  // The literal messages: `message: '…'`, this.fail(row, code, '…'), this.retry(code, '…', …).
  const literals = [
    ...source.matchAll(/message: '([^']+)'/g),
    ...source.matchAll(/this\.fail\(row, '[^']+', '([^']+)'\)/g),
    ...source.matchAll(/this\.retry\('[^']+', '([^']+)'/g),
  ].map((m) => m[1]);
  assert.ok(literals.length >= 12, `found ${literals.length}`);
  for (const message of literals) assert.ok(publishReasonInGreek(message), `no Greek for: ${message}`);
  // The ones built from a value.
  for (const why of Object.values(RECONNECT_REASONS))
    assert.equal(publishReasonInGreek(`Reconnect Facebook: ${why.en}`), `Συνδέστε ξανά το Facebook: ${why.el.replace(/\.$/, '')}`);
  assert.equal(publishReasonInGreek('Instagram could not process the media (ERROR).'), 'Το Instagram δεν μπόρεσε να επεξεργαστεί το πολυμέσο (ERROR)');
  assert.equal(publishReasonInGreek("(#200) The user hasn't authorized the application to perform this action"), undefined);
});
