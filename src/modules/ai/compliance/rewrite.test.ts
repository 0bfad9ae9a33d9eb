import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { messagesFor } from './explanations.js';
import { findComplianceIssues, COMPLIANCE_CATEGORIES, type ComplianceFinding } from './guard.js';
import { applyFinding } from './rewrite.js';

/** Applies the finding on `words`, checks that its suggestion was what the sentence became, and returns the text. */
function apply(text: string, language: 'en' | 'el', words: string): string {
  const finding = findComplianceIssues(text, language).find((f) => f.text === words);
  assert.ok(finding, `no finding on "${words}" in: ${text} (${JSON.stringify(findComplianceIssues(text, language).map((f) => f.text))})`);
  const applied = applyFinding(text, finding);
  assert.ok(applied.includes(finding.suggestion), `the suggestion shown is what is applied: ${finding.suggestion}`);
  assert.deepEqual(
    findComplianceIssues(finding.suggestion, language).map((f) => f.text),
    [],
    'the suggested sentence passes',
  );
  return applied;
}

describe('Apply suggestion: the suggestion is the sentence rewritten so it still reads (rewrite.ts)', () => {
  it('one offending word between a determiner and its noun is left out, the article following the next word', () => {
    assert.equal(apply('Our painless hydrating facial leaves skin soft.', 'en', 'painless'), 'Our hydrating facial leaves skin soft.');
    assert.equal(apply('Try a painless option for tired eyes.', 'en', 'painless'), 'Try an option for tired eyes.');
    assert.equal(apply('Δοκιμάστε μια ανώδυνη θεραπεία για το βλέμμα.', 'el', 'ανώδυνη'), 'Δοκιμάστε μια θεραπεία για το βλέμμα.');
  });

  it("words in a sentence's last clause take the clause with them; every finding of the sentence suggests the same sentence", () => {
    const text = 'Glow season is here.\n\nOur painless facial leaves skin soft and radiant, with guaranteed results. Book a consultation.';
    const [painless, guaranteed] = findComplianceIssues(text, 'en');
    assert.deepEqual([painless.text, guaranteed.text], ['painless', 'guaranteed results']);
    assert.equal(painless.suggestion, 'Our facial leaves skin soft and radiant.');
    assert.equal(guaranteed.suggestion, painless.suggestion, 'one rewrite for the sentence');
    assert.equal(applyFinding(text, guaranteed), 'Glow season is here.\n\nOur facial leaves skin soft and radiant. Book a consultation.');
    assert.equal(apply('Book now: 20% off all fillers!', 'en', '20% off'), 'Book now!');
    // A semicolon before a small letter joins clauses; before a capital it is the Greek question mark.
    assert.equal(apply('Our peel is gentle; it is painless.', 'en', 'painless'), 'Our peel is gentle.');
    assert.equal(
      apply('Θέλετε λαμπερή επιδερμίδα; Η θεραπεία είναι ανώδυνη και ασφαλής.', 'el', 'ανώδυνη και ασφαλής'),
      'Θέλετε λαμπερή επιδερμίδα; Ο ιατρός μας εξηγεί τις πιθανές παρενέργειες στη συμβουλευτική επίσκεψη.',
    );
  });

  it("otherwise the sentence becomes the category's suggested sentence; the other sentences, hashtags and emoji stay", () => {
    const text = 'Meet Dr. Smith, with 1.5 decades of practice. We use Botox for a fresh look. 💉 #antiaging\nSee you soon.';
    const botox = findComplianceIssues(text, 'en').find((f) => f.category === 'prescription_medicine')!;
    assert.equal(botox.suggestion, messagesFor('prescription_medicine', 'prescription_medicine', 'en', '').suggestion);
    assert.equal(
      applyFinding(text, botox),
      `Meet Dr. Smith, with 1.5 decades of practice. ${botox.suggestion} 💉 #antiaging\nSee you soon.`,
      'an abbreviation and a decimal point end no sentence',
    );
    assert.equal(
      apply('Η θεραπεία είναι εντελώς ανώδυνη και ασφαλής.', 'el', 'ανώδυνη και ασφαλής'),
      'Ο ιατρός μας εξηγεί τις πιθανές παρενέργειες στη συμβουλευτική επίσκεψη.',
    );
    // A phrase stored before suggestions were sentences still makes a sentence.
    const old = { ...botox, suggestion: 'anti-wrinkle treatment, after a consultation' };
    assert.match(applyFinding(text, old), / Anti-wrinkle treatment, after a consultation\. 💉/);
  });

  it("the model's suggestion is a wording for its quote: put in place, capitalised at a sentence's start", () => {
    const model = (start: number, end: number, suggestion: string): ComplianceFinding => ({
      category: 'safety_claim',
      rule: 'safety_claim',
      start,
      end,
      text: '',
      explanation: '',
      suggestion,
      source: 'model',
    });
    assert.equal(applyFinding('Feather-light and harmless. Book today.', model(0, 26, 'gentle, with care')), 'Gentle, with care. Book today.');
    assert.equal(applyFinding('It feels harmless.', model(9, 17, 'comfortable for most')), 'It feels comfortable for most.');
  });

  it('every suggested sentence of the rules is a sentence the guard passes, in both languages (applying never adds a finding)', () => {
    const rules = ['instant_results', 'erase_flaws', 'painless', 'no_risk', 'cure_claim', 'numeric_claim', 'contest'];
    for (const language of ['en', 'el'] as const) {
      const suggestions = new Set([
        ...COMPLIANCE_CATEGORIES.map((c) => messagesFor(c, c, language, '').suggestion),
        ...rules.map((r) => messagesFor('safety_claim', r, language, '').suggestion),
        messagesFor('prescription_medicine', 'prescription_medicine', language, 'Ozempic').suggestion,
      ]);
      assert.equal(suggestions.size, COMPLIANCE_CATEGORIES.length + rules.length + 1);
      for (const s of suggestions) {
        assert.match(s, /^\p{Lu}.*\.$/u, `a whole sentence: ${s}`);
        assert.deepEqual(findComplianceIssues(s, language), [], s);
      }
    }
  });
});
