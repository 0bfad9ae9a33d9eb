import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { categoriesOf, COMPLIANCE_CATEGORIES, findComplianceIssues } from './guard.js';
import { formatTable, measure, precision, recall } from './measure.js';
import { frozenModel, MODEL_URL } from './model.js';
import { loadSet, realSet, trainingSentences } from './sets.js';
import { hashSentences, modelFileText, trainModel } from './train.js';

/**
 * The guard measured on the labelled development set (data/dev-set.json): precision and recall per
 * language (is the sentence flagged?) and per category (which categories), printed as a table;
 * below 0.95 fails. A training figure: the rules were written for these sentences and the scorer
 * learned them; the held-out sets (held-out.test.ts) give the estimate.
 */
const GOAL = 0.95;
const pct = (n: number) => n.toFixed(3);
const DEV_SET = loadSet('dev-set');

describe('the frozen model', () => {
  test('is what `npm run train:compliance` makes of the sentences it names, and the product only reads it', (t) => {
    const model = frozenModel();
    assert.deepEqual(model.categories, [...COMPLIANCE_CATEGORIES]);
    const sentences = trainingSentences(model.trainedOn.sets);
    if (hashSentences(sentences) !== model.trainedOn.sha256) {
      // Adding sentences to a set changes nothing in production until someone retrains, on purpose.
      t.skip(
        `the training sets changed since data/model.json was trained (${model.trainedOn.sentences} sentences then, ${sentences.length} now): npm run train:compliance retrains`,
      );
      return;
    }
    assert.equal(modelFileText(trainModel(sentences, model.trainedOn.sets)), fs.readFileSync(MODEL_URL, 'utf8'));
  });
});

describe('compliance guard on the development set', () => {
  test('the set is large, bilingual and about half compliant', () => {
    assert.ok(DEV_SET.length >= 200, `${DEV_SET.length} sentences`);
    for (const language of ['en', 'el'] as const) {
      const own = DEV_SET.filter((s) => s.language === language);
      const compliant = own.filter((s) => s.categories.length === 0).length;
      assert.ok(own.length >= 100, `${language}: ${own.length}`);
      assert.ok(compliant / own.length > 0.4 && compliant / own.length < 0.6, `${language}: ${compliant} of ${own.length} compliant`);
    }
    for (const c of COMPLIANCE_CATEGORIES) assert.ok(DEV_SET.filter((s) => s.categories.includes(c)).length >= 10, `${c} has at least 10 examples`);
  });

  for (const language of ['en', 'el'] as const) {
    test(`${language}: precision and recall ≥ ${GOAL}, overall and per category`, () => {
      const measured = measure(DEV_SET.filter((s) => s.language === language));
      const { detection, perCategory, mistakes } = measured;
      console.log(`${formatTable(language.toUpperCase(), measured)}${mistakes.length ? `\n  misses and false alarms:\n${mistakes.join('\n')}` : ''}`);
      assert.ok(
        precision(detection) >= GOAL && recall(detection) >= GOAL,
        `${language}: precision ${pct(precision(detection))}, recall ${pct(recall(detection))}`,
      );
      for (const [c, counts] of perCategory) {
        assert.ok(precision(counts) >= GOAL, `${language} ${c}: precision ${pct(precision(counts))}`);
        assert.ok(recall(counts) >= GOAL, `${language} ${c}: recall ${pct(recall(counts))}`);
      }
    });
  }
});

/**
 * The real set's development part (data/real-set.json, the three quarters not held out): real
 * sentences rules may be written for. Printed with its misses; held to a floor that rises as rounds
 * land. Before any rule changed for it: en precision 0.943 recall 0.588 (100 tp, 6 fp, 70 fn), el
 * 0.860/0.717 (43/7/17). Round 3's 143 development rows, before any rule changed for them: en
 * 0.854/0.614 (35/6/22), el 0.545/0.429 (6/5/8); after round 3's
 * rules: en 1.000/0.987 (224/0/3), el 0.986/0.986 (73/1/1). Round 4's 195 development rows, before any rule
 * changed for them: en 0.918/0.691 (67/6/30), el 1.000/0.741 (20/0/7); after round 4's rules: en 0.989/0.959
 * (93/1/4), el 1.000/0.926 (25/0/2). Round 5's 55 development rows, before its rules: en 0.833/0.625 (10/2/6),
 * el 0.857/0.600 (6/1/4); after: en 1.000/0.938 (15/0/1), el 1.000/1.000 (10/0/0). Round 6's 14 English
 * development rows: 0.714/0.625 (5/2/3) before, 0.875/0.875 (7/1/1) after; the whole development part en
 * 0.994/0.974, el 0.991/0.973.
 */
const REAL_DEV_FLOOR = { precision: 0.95, recall: 0.95 };

describe('compliance guard on the real set’s development part', () => {
  for (const language of ['en', 'el'] as const) {
    test(`${language}: precision and recall (printed with the misses)`, () => {
      const measured = measure(realSet().dev.filter((s) => s.language === language));
      console.log(
        `${formatTable(`${language.toUpperCase()} real dev`, measured)}${measured.mistakes.length ? `\n  misses and false alarms:\n${measured.mistakes.join('\n')}` : ''}`,
      );
      assert.ok(precision(measured.detection) >= REAL_DEV_FLOOR.precision, `${language}: precision ${pct(precision(measured.detection))}`);
      assert.ok(recall(measured.detection) >= REAL_DEV_FLOOR.recall, `${language}: recall ${pct(recall(measured.detection))}`);
    });
  }
});

describe('findings', () => {
  test('carry the category, the span as written, and an explanation and a suggestion in the text’s language', () => {
    const text = '✨🙂 Ανώδυνη θεραπεία, εγγυημένα αποτελέσματα!';
    const findings = findComplianceIssues(text, 'el');
    assert.deepEqual(
      findings.map((f) => [f.category, f.text]),
      [
        ['safety_claim', 'Ανώδυνη'],
        ['guaranteed_outcome', 'εγγυημένα αποτελέσματα'],
      ],
    );
    for (const f of findings) {
      assert.equal(text.slice(f.start, f.end), f.text);
      assert.match(f.explanation, /[\u0370-\u03ff]/);
      assert.match(f.suggestion, /[\u0370-\u03ff]/);
      assert.equal(f.source, 'rules');
    }
    const [en] = findComplianceIssues('Totally painless.', 'en');
    assert.equal(en.category, 'safety_claim');
    assert.match(en.suggestion, /comfort/);
  });

  test('see through the spellings that dodge filters, pointing at the original letters', () => {
    for (const [text, word] of [
      ['Book your B0T0X now', 'B0T0X'],
      ['b o t o x party tonight', 'b o t o x'],
      ['Bo.tox for the forehead', 'Bo.tox'],
      ['Βοtox (Greek Beta and omicron) sessions', 'Βοtox'],
      ['Feel the p@inless difference', 'p@inless'],
      ['100% s4fe for everyone', '100% s4fe'],
    ] as const) {
      const findings = findComplianceIssues(text, 'en');
      assert.ok(
        findings.some((f) => f.text.includes(word)),
        `${text}: ${JSON.stringify(findings.map((f) => f.text))}`,
      );
    }
  });

  test('a prescription-only medicine is flagged even in a denial; other claims are not', () => {
    assert.deepEqual(categoriesOf(findComplianceIssues('We do not offer Botox.', 'en')), ['prescription_medicine']);
    assert.deepEqual(findComplianceIssues('We do not offer painless treatments.', 'en'), []);
  });

  test('the learned scorer speaks for claims no rule describes, only where the rules found nothing and only when something is claimed', () => {
    const testimonial = 'My skin has honestly never looked this good, everyone asks what I did.';
    const [finding, ...rest] = findComplianceIssues(`Book a consultation first. ${testimonial}`, 'en');
    assert.deepEqual(rest, []);
    assert.deepEqual(
      [finding.rule, finding.category, finding.text, finding.source],
      ['lexical_score', 'guaranteed_outcome', testimonial.slice(0, -1), 'rules'],
    );
    assert.match(finding.suggestion, /vary/);
    // A description says nothing absolute, certain or priced: not scored.
    assert.deepEqual(findComplianceIssues('Doctor-led injections for frown lines, by our medical team.', 'en'), []);
    // Where a rule has spoken, the scorer adds nothing to the sentence.
    assert.deepEqual(
      findComplianceIssues('Painless injections for frown lines, everyone asks what I did.', 'en').map((f) => f.rule),
      ['painless'],
    );
    // "Dr." does not end a sentence.
    assert.deepEqual(
      findComplianceIssues('Testimonial: “I was terrified of needles but Dr. K made it completely painless.”', 'en').map((f) => f.rule),
      ['painless'],
    );
  });

  test('an empty text has no findings', () => {
    assert.deepEqual(findComplianceIssues('', 'en'), []);
    assert.deepEqual(findComplianceIssues('   ', 'el'), []);
  });
});
