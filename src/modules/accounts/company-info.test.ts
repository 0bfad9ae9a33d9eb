import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fixedClock } from '../../lib/clock.js';
import { useTestDatabase } from '../../lib/testing/db.js';
import { testDeps } from '../../lib/testing/deps.js';
import { isAppError } from '../../lib/errors.js';
import { accountContacts } from './contacts.js';
import { updateLanguages } from './language.js';
import { createAccount, getAccount } from './users.js';
import { getCompanyInfo, saveCompanyInfo, scheduledInstant, utcToLocalTime } from './company-info.js';

const { db } = await useTestDatabase();
const form = { companyName: 'Glow Clinic', location: 'Athens', postFrequencyDays: 7 };
const base = testDeps(db);
/** The deps with a test's own clock (the tests move it). */
const at = (clock: ReturnType<typeof fixedClock>) => ({ ...base, clock });

test('a 09:00 post stays at 09:00 in Athens across the March and October DST changes', async () => {
  // Saved in winter: the browser (UTC+2) sends 07:00 UTC for 09:00 local.
  const clock = fixedClock('2026-01-15T10:00:00Z');
  const account = await createAccount(base, { businessName: 'Glow' });
  const saved = await saveCompanyInfo(at(clock), { accountId: account.id, ...form, scheduledTime: '07:00', timezone: 'Europe/Athens' });
  assert.equal(saved.scheduledLocalTime, '09:00');
  assert.equal(saved.scheduledTime, '07:00');

  // Summer time starts on Sunday 29 March 2026 (UTC+3): the same post goes out at 06:00 UTC.
  const info = { scheduledLocalTime: saved.scheduledLocalTime, timezone: saved.timezone };
  assert.equal(scheduledInstant(info, '2026-03-28').toISOString(), '2026-03-28T07:00:00.000Z');
  assert.equal(scheduledInstant(info, '2026-03-29').toISOString(), '2026-03-29T06:00:00.000Z');
  assert.equal(scheduledInstant(info, '2026-03-30').toISOString(), '2026-03-30T06:00:00.000Z');
  // Winter time comes back on Sunday 25 October 2026.
  assert.equal(scheduledInstant(info, '2026-10-24').toISOString(), '2026-10-24T06:00:00.000Z');
  assert.equal(scheduledInstant(info, '2026-10-25').toISOString(), '2026-10-25T07:00:00.000Z');
  assert.equal(scheduledInstant(info, '2026-10-26').toISOString(), '2026-10-26T07:00:00.000Z');

  // What the Setup form is given back follows: the UTC time moves, the local time does not.
  clock.set('2026-04-01T12:00:00Z');
  const april = await getCompanyInfo(at(clock), { accountId: account.id });
  assert.deepEqual([april!.scheduledTime, april!.scheduledLocalTime], ['06:00', '09:00']);
  clock.set('2026-11-02T12:00:00Z');
  const november = await getCompanyInfo(at(clock), { accountId: account.id });
  assert.deepEqual([november!.scheduledTime, november!.scheduledLocalTime], ['07:00', '09:00']);
});

test('saved in summer, the local time is read with the summer offset', async () => {
  const clock = fixedClock('2026-07-01T08:00:00Z');
  const account = await createAccount(base, { businessName: 'Sun' });
  const saved = await saveCompanyInfo(at(clock), { accountId: account.id, ...form, scheduledTime: '06:00', timezone: 'Europe/Athens' });
  assert.equal(saved.scheduledLocalTime, '09:00');
  assert.equal(scheduledInstant(saved, '2026-12-01').toISOString(), '2026-12-01T07:00:00.000Z');
  assert.equal(utcToLocalTime('06:00', 'America/New_York', new Date('2026-07-01T00:00:00Z')), '02:00');
});

test('defaults: frequency 7, 09:00, UI en, content el; without a zone the time is UTC', async () => {
  const clock = fixedClock('2026-01-15T10:00:00Z');
  const account = await createAccount(base, { businessName: 'Defaults' });
  const saved = await saveCompanyInfo(at(clock), { accountId: account.id, companyName: 'Ab', location: 'Cd' });
  assert.deepEqual(
    [saved.postFrequencyDays, saved.scheduledTime, saved.scheduledLocalTime, saved.timezone, saved.uiLanguage, saved.contentLanguage, saved.logoUrl],
    [7, '09:00', '09:00', null, 'en', 'el', null],
  );
});

test("the interface language is one value, the account's: Setup without it leaves the switcher's choice alone", async () => {
  const clock = fixedClock('2026-01-15T10:00:00Z');
  const account = await createAccount(base, { businessName: 'One Language' });
  // Never chosen: the account says so (the portal then keeps the browser's choice), e-mails use en.
  assert.equal(account.uiLanguage, null);
  assert.equal((await getAccount(base, { accountId: account.id })).uiLanguage, null);
  assert.equal((await accountContacts(base, { accountId: account.id })).uiLanguage, 'en');

  // The header's switcher chooses Greek; saving Setup for an unrelated change keeps it.
  await updateLanguages(base, { accountId: account.id, uiLanguage: 'el' });
  const saved = await saveCompanyInfo(at(clock), { accountId: account.id, companyName: 'Glow', location: 'Athens', postFrequencyDays: 3 });
  assert.deepEqual([saved.postFrequencyDays, saved.uiLanguage], [3, 'el']);
  assert.equal((await getAccount(base, { accountId: account.id })).uiLanguage, 'el');

  // Naming it still changes it (the API accepts the spec's field).
  const english = await saveCompanyInfo(at(clock), { accountId: account.id, companyName: 'Glow', location: 'Athens', uiLanguage: 'en' });
  assert.equal(english.uiLanguage, 'en');
  // The switcher's call sends the interface language only: the content language stays.
  await saveCompanyInfo(at(clock), { accountId: account.id, companyName: 'Glow', location: 'Athens', contentLanguage: 'en' });
  const after = await updateLanguages(base, { accountId: account.id, uiLanguage: 'el' });
  assert.deepEqual(after, { uiLanguage: 'el', contentLanguage: 'en' });
});

test('updateLanguages validates its input at the door and names its errors by key', async () => {
  const { db } = await useTestDatabase();
  const deps = testDeps(db);
  const account = await createAccount(deps, { businessName: 'Door Clinic' });
  const refusal = (input: unknown) =>
    updateLanguages(deps, input as never).then(
      () => assert.fail('accepted'),
      (error: unknown) => (isAppError(error) ? [error.status, error.messageKey, error.field ?? null] : assert.fail(String(error))),
    );
  assert.deepEqual(await refusal({ accountId: account.id }), [400, 'accounts.languageRequired', null]);
  assert.deepEqual(await refusal({ accountId: account.id, uiLanguage: 'fr' }), [400, 'accounts.uiLanguage', 'uiLanguage']);
  assert.deepEqual(await refusal({ accountId: 0, uiLanguage: 'el' }), [400, 'accounts.accountRequired', 'accountId']);
  assert.deepEqual(await refusal({ accountId: 999_999, uiLanguage: 'el' }), [404, 'accounts.accountNotFound', null]);
  assert.deepEqual(await updateLanguages(deps, { accountId: account.id, contentLanguage: 'el' }), { uiLanguage: null, contentLanguage: 'el' });
});
