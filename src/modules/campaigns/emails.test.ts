import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { MISSED_REASON, NOT_APPROVED_REASON, periodReviewEmail, postFailedEmail, type FailureReason } from './emails.js';
import { formatLocal } from './context.js';
import { publishErrorIn } from './reasons.js';
import { CAMPAIGNS_MESSAGES } from './messages.js';

// The campaign e-mails as the clinic reads them, in English and in formal Greek (no database).
const post = (productName: string | null, content = 'Ενυδάτωση με υαλουρονικό οξύ.') => ({
  scheduledDate: new Date('2026-11-30T08:00:00Z'),
  productName,
  content,
});
const review = (language: 'en' | 'el', posts: ReturnType<typeof post>[], approves = false) =>
  periodReviewEmail(language, {
    businessName: 'Rhythm Clinic',
    posts,
    zone: 'Europe/Athens',
    scheduleLink: 'https://app.example.com/schedule-period?token=t',
    reviewLink: 'https://app.example.com/portal/campaigns',
    approves,
    // Monday 30 November to Sunday 13 December 2026 in Athens (the end excluded).
    period: { start: new Date('2026-11-29T22:00:00Z'), end: new Date('2026-12-13T22:00:00Z') },
  });

test('the review e-mail counts one post in the singular and several in the plural, in both languages', () => {
  const enOne = review('en', [post('Botox')]).text;
  assert.match(enOne, /We wrote 1 post for the coming period/);
  assert.match(enOne, /Schedule it in one click/);
  assert.match(review('en', [post('Botox')], true).text, /Approve and schedule it in one click/);
  const enTwo = review('en', [post('Botox'), post('Fillers')]).text;
  assert.match(enTwo, /We wrote 2 posts for the coming period/);
  assert.match(enTwo, /Schedule them all in one click/);

  const elOne = review('el', [post('Botox')]).text;
  assert.match(elOne, /Γράψαμε 1 ανάρτηση για την επόμενη περίοδο\. Δείτε τη /);
  assert.match(elOne, /Προγραμματισμός της ανάρτησης με ένα κλικ/);
  assert.match(review('el', [post('Botox')], true).text, /Έγκριση και προγραμματισμός της ανάρτησης με ένα κλικ/);
  const elTwo = review('el', [post('Botox'), post('Fillers')]).text;
  assert.match(elTwo, /Γράψαμε 2 αναρτήσεις για την επόμενη περίοδο\. Δείτε τις /);
  assert.match(elTwo, /Προγραμματισμός όλων με ένα κλικ/);
});

test('a post without a product lists its time and text, with no dangling separator', () => {
  for (const language of ['en', 'el'] as const) {
    const listed = review(language, [post(null, 'Καλή εβδομάδα!'), post('Botox')]).text;
    assert.match(listed, /• 30\/11\/2026 10:00 GMT\+2\n {2}Καλή εβδομάδα!/);
    assert.match(listed, /• 30\/11\/2026 10:00 GMT\+2 · Botox\n/);
    const failed = postFailedEmail(language, {
      kind: 'failed',
      businessName: 'Rhythm Clinic',
      post: post(null, 'Καλή εβδομάδα!'),
      zone: 'Europe/Athens',
      reason: 'x',
      link: 'https://app.example.com/portal/campaigns',
    }).text;
    assert.match(failed, /\n\nΚαλή εβδομάδα!\n\n/);
    assert.doesNotMatch(failed, / — /);
  }
});

// Before: a Greek clinic's failure e-mail read 'Αιτία: No worker published it on time (the worker was not running).'
test("a Greek clinic reads the platform's own failure reasons in Greek", async () => {
  const failed = (language: 'en' | 'el', kind: 'failed' | 'missed', reason: FailureReason) =>
    postFailedEmail(language, {
      kind,
      businessName: 'Rhythm Clinic',
      post: post('Botox'),
      zone: 'Europe/Athens',
      reason,
      link: 'https://app.example.com/portal/campaigns',
    }).text;
  assert.match(failed('el', 'missed', MISSED_REASON), /Αιτία: Η υπηρεσία δημοσίευσης δεν λειτουργούσε/);
  assert.match(failed('en', 'missed', MISSED_REASON), /Reason: No worker published it on time/);
  const el = JSON.parse(await readFile(new URL('../../web/shared/locales/el/errors.json', import.meta.url), 'utf8'));
  assert.ok(failed('el', 'failed', NOT_APPROVED_REASON).includes(`Αιτία: ${el.campaigns.notApprovedAtInstant}`));
  assert.match(failed('en', 'failed', NOT_APPROVED_REASON), /Reason: Not published: the post was not approved at its time/);
  // A target's recorded error is shown as it was recorded.
  assert.match(failed('el', 'failed', 'Page: (#368) blocked'), /Αιτία: Page: \(#368\) blocked/);
});

// Before: 'This week's posts are ready for review (14)' for two weeks of posts (Generate two weeks),
// and for the following week's posts on the weekly run.
test("the review e-mail names the period it wrote, in the account's zone", () => {
  assert.equal(review('en', [post('Botox')]).subject, 'Posts for 30/11 – 13/12 are ready for review (1)');
  assert.equal(review('el', [post('Botox')]).subject, 'Οι αναρτήσεις της περιόδου 30/11 – 13/12 είναι έτοιμες για έλεγχο (1)');
});

test("e-mail times carry the zone's offset as the portal shows it; an account without a zone is told it is UTC", () => {
  assert.equal(formatLocal(new Date('2026-11-30T08:00:00Z'), 'Europe/Athens'), '30/11/2026 10:00 GMT+2');
  assert.equal(formatLocal(new Date('2026-07-30T08:00:00Z'), 'Europe/Athens'), '30/07/2026 11:00 GMT+3');
  assert.equal(formatLocal(new Date('2026-11-30T08:00:00Z'), null), '30/11/2026 08:00 UTC');
});

test("a post's last publishing error in Greek: ours translated per target, names and Meta's own words as written", () => {
  const stored =
    'Aura Page: Publishing failed unexpectedly; it will be tried again; Clinic: Athens: Facebook is not connected; Aura IG: (#10) Application does not have permission for this action.';
  assert.equal(
    publishErrorIn('el', stored),
    'Aura Page: Η δημοσίευση απέτυχε απροσδόκητα· θα γίνει νέα προσπάθεια · Clinic: Athens: Το Facebook δεν είναι συνδεδεμένο · Aura IG: (#10) Application does not have permission for this action.',
  );
  assert.equal(publishErrorIn('en', stored), stored);
  assert.equal(publishErrorIn('el', 'Aura IG: not confirmed in time.'), 'Aura IG: δεν επιβεβαιώθηκε εγκαίρως.');
  assert.equal(publishErrorIn('el', 'Not published on time: no worker was running.'), 'Δεν δημοσιεύτηκε εγκαίρως: η υπηρεσία δημοσίευσης δεν λειτουργούσε.');
  assert.equal(publishErrorIn('el', CAMPAIGNS_MESSAGES['campaigns.notApprovedAtInstant']), `${NOT_APPROVED_REASON.el.replace(/\.$/, '')}.`);
});
