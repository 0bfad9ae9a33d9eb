import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { findComplianceIssues, type ComplianceRule } from './compliance.js';

/** [sentence, language, rules expected (empty: must NOT be flagged), flagged words expected] */
const TABLE: Array<[string, 'en' | 'el', ComplianceRule[], string[]?]> = [
  // prescription-only medicines
  ['Book your Botox appointment today!', 'en', ['prescription_medicine'], ['Botox']],
  ['We now offer Dysport and Xeomin.', 'en', ['prescription_medicine', 'prescription_medicine'], ['Dysport', 'Xeomin']],
  ['Bocouture, Azzalure, Jeuveau and Daxxify are all here.', 'en', ['prescription_medicine', 'prescription_medicine', 'prescription_medicine', 'prescription_medicine']],
  ['Smooth lines with botulinum toxin injections.', 'en', ['prescription_medicine'], ['botulinum toxin']],
  ['Κλείστε ραντεβού για BOTOX σήμερα.', 'el', ['prescription_medicine'], ['BOTOX']],
  ['Ενέσεις με αλλαντική τοξίνη για τις ρυτίδες.', 'el', ['prescription_medicine'], ['αλλαντική τοξίνη']],
  ['Το μπότοξ είναι πλέον διαθέσιμο.', 'el', ['prescription_medicine'], ['μπότοξ']],
  ['Fresh look, no fuss. #botoxday #glow', 'en', ['prescription_medicine'], ['botox']],
  // guaranteed, permanent, instant
  ['Guaranteed results after one session.', 'en', ['guaranteed_results'], ['Guaranteed results']],
  ['We guarantee visible results.', 'en', ['guaranteed_results']],
  ['Results are guaranteed.', 'en', ['guaranteed_results']],
  ['Εγγυημένα αποτελέσματα από την πρώτη συνεδρία.', 'el', ['guaranteed_results']],
  ['Εγγυόμαστε το αποτέλεσμα.', 'el', ['guaranteed_results']],
  ['Enjoy permanent results with our filler.', 'en', ['permanent_results'], ['permanent results']],
  ['A look that lasts forever.', 'en', ['permanent_results']],
  ['Μόνιμα αποτελέσματα χωρίς χειρουργείο.', 'el', ['permanent_results']],
  ['Μια λύση για τις ρυτίδες μια για πάντα.', 'el', ['permanent_results']],
  ['See instant results after your peel.', 'en', ['instant_results'], ['instant results']],
  ['Wrinkles disappear overnight.', 'en', ['instant_results']],
  ['Άμεσα αποτελέσματα σε 15 λεπτά.', 'el', ['instant_results']],
  ['ΣΤΙΓΜΙΑΙΑ ΑΠΟΤΕΛΕΣΜΑΤΑ!', 'el', ['instant_results']],
  // painless, risk-free, side effects
  ['A completely painless procedure.', 'en', ['painless'], ['painless']],
  ['Pain-free laser hair removal.', 'en', ['painless']],
  ["Don't worry, it doesn't hurt.", 'en', ['painless']],
  ['Μια ανώδυνη θεραπεία προσώπου.', 'el', ['painless'], ['ανώδυνη']],
  ['ΑΝΩΔΥΝΟ και γρήγορο.', 'el', ['painless'], ['ΑΝΩΔΥΝΟ']],
  ['Αποτρίχωση χωρίς πόνο.', 'el', ['painless']],
  ['Try it risk-free.', 'en', ['risk_free']],
  ['The treatment is 100% safe.', 'en', ['risk_free']],
  ['Χωρίς κανέναν κίνδυνο για το δέρμα σας.', 'el', ['risk_free']],
  ['Απολύτως ασφαλές για όλους.', 'el', ['risk_free']],
  ['No side effects at all.', 'en', ['no_side_effects']],
  ['Free from side effects.', 'en', ['no_side_effects']],
  ['Χωρίς παρενέργειες και χωρίς αποθεραπεία.', 'el', ['no_side_effects']],
  ['Δεν έχει καμία παρενέργεια.', 'el', ['no_side_effects']],
  // disease claims
  ['This serum cures acne.', 'en', ['disease_claim']],
  ['Our laser treats rosacea.', 'en', ['disease_claim']],
  ['The best treatment for hair loss.', 'en', ['superlative', 'disease_claim'], ['The best treatment', 'treatment for hair loss']],
  ['Ο ορός θεραπεύει την ακμή.', 'el', ['disease_claim']],
  ['Εξαφανίζει την κυτταρίτιδα.', 'el', ['disease_claim']],
  ['Θεραπεία για την ψωρίαση.', 'el', ['disease_claim']],
  // before / after
  ['See our before and after photos!', 'en', ['before_after'], ['before and after photos']],
  ['Before/after: the difference is clear.', 'en', ['before_after']],
  ['Δείτε τις φωτογραφίες πριν και μετά.', 'el', ['before_after'], ['πριν και μετά']],
  ['Before & After results from last month', 'en', ['before_after']],
  ['Πριν και μετά αποτελέσματα από τη θεραπεία', 'el', ['before_after']],
  // superlatives
  ['The best clinic in Athens.', 'en', ['superlative'], ['The best clinic']],
  ['Number one in aesthetics.', 'en', ['superlative']],
  ['A miracle cream for your skin.', 'en', ['superlative']],
  ['The most effective filler on the market.', 'en', ['superlative']],
  ['Η καλύτερη κλινική της πόλης.', 'el', ['superlative'], ['Η καλύτερη']],
  ['Νούμερο ένα στην αισθητική.', 'el', ['superlative']],
  ['Ένα θαυματουργό προϊόν.', 'el', ['superlative']],

  // must NOT be flagged
  ['Book a consultation with our medical team.', 'en', []],
  ['Treat yourself to a relaxing facial.', 'en', []],
  ['Book your facial treatment today.', 'en', []],
  ['Results vary from person to person and usually last six to twelve months.', 'en', []],
  ['Our permanent makeup artists are happy to help.', 'en', []],
  ['Book instantly online.', 'en', []],
  ['Ask us about possible side effects before your treatment.', 'en', []],
  ['We always do our best to answer your questions.', 'en', []],
  ['Best wishes from our team!', 'en', []],
  ['Cleanse your skin before applying the serum and moisturise after.', 'en', []],
  ['Numbing cream is available for your comfort.', 'en', []],
  ['Use sun protection before and after the sessions.', 'en', []],
  ['Every medical procedure carries some risk, so we start with a consultation.', 'en', []],
  ['A gentle peel that supports the skin’s natural healing.', 'en', []],
  ['Anti-wrinkle injections are prescribed after a medical consultation.', 'en', []],
  ['Κλείστε ένα ραντεβού για συμβουλευτική επίσκεψη.', 'el', []],
  ['Μια χαλαρωτική θεραπεία προσώπου για λάμψη.', 'el', []],
  ['Τα αποτελέσματα διαφέρουν από άτομο σε άτομο.', 'el', []],
  ['Ρωτήστε μας για πιθανές παρενέργειες πριν από τη θεραπεία.', 'el', []],
  ['Διαθέτουμε αναισθητική κρέμα για την άνεσή σας.', 'el', []],
  ['Αντηλιακή προστασία πριν και μετά τις συνεδρίες.', 'el', []],
  ['Καθαρίστε το δέρμα πριν από την εφαρμογή του ορού.', 'el', []],
  ['Η ομάδα μας σας περιμένει στην Αθήνα.', 'el', []],
  ['Με εκτίμηση, η ομάδα μας.', 'el', []],
];

describe('checkCompliance rules (English and Greek)', () => {
  for (const [sentence, language, rules, words] of TABLE) {
    const label = rules.length ? `flags ${rules.join(', ')}` : 'flags nothing';
    test(`${label}: ${sentence}`, () => {
      const findings = findComplianceIssues(sentence, language);
      assert.deepEqual(
        findings.map((f) => f.rule).sort(),
        [...rules].sort(),
        `findings: ${JSON.stringify(findings.map((f) => [f.rule, f.text]))}`,
      );
      for (const f of findings) {
        assert.equal(sentence.slice(f.start, f.end), f.text, 'the span points into the original text');
        assert.ok(f.explanation.length > 20);
      }
      if (words) assert.deepEqual(findings.filter((f) => rules.includes(f.rule)).map((f) => f.text), words);
    });
  }

  test('explanations come in the requested language', () => {
    const [en] = findComplianceIssues('painless', 'en');
    const [el] = findComplianceIssues('painless', 'el');
    assert.match(en.explanation, /painless/);
    assert.match(el.explanation, /ανώδυνη/);
  });

  test('offsets stay right after accented and non-BMP characters', () => {
    const text = '✨🙂 Ανώδυνη και εγγυημένα αποτελέσματα!';
    const findings = findComplianceIssues(text, 'el');
    assert.deepEqual(findings.map((f) => f.text), ['Ανώδυνη', 'εγγυημένα αποτελέσματα']);
  });
});
