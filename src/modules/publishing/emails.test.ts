import { test } from 'node:test';
import assert from 'node:assert/strict';
import { reconnectEmail } from './emails.js';

// Before: the Greek said only the Pages were kept ('Οι επιλεγμένες σελίδες σας διατηρούνται.'),
// leaving a clinic to wonder about its Instagram accounts, which the English names.
test('the reconnect e-mail tells, in both languages, that the selected Pages and accounts are kept', () => {
  const options = { to: ['owner@clinic.example.com'], businessName: 'Rhythm Clinic', reason: 'x', link: 'https://app.example.com/portal/platforms' };
  assert.match(reconnectEmail('en', options).text, /Your selected Pages and accounts are kept\./);
  assert.match(reconnectEmail('el', options).text, /Οι σελίδες και οι λογαριασμοί σας που έχετε επιλέξει διατηρούνται\./);
});
