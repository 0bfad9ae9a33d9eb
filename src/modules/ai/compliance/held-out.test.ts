import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { formatTable, measure, precision, recall } from './measure.js';
import { isHeldOut, loadSet, readSetFile, realSet, type LabelledSentence } from './sets.js';

/**
 * The guard on the held-out sets (data/held-out.json, and data/held-out-2.json by a
 * second writer): sentences no rule was ever changed for and the scorer never trained on, so
 * these figures, unlike the development set's, estimate how it does on text nobody here has seen.
 * They are printed; the floors only catch a large regression and are not a goal to tune to.
 */
const FLOOR = { precision: 0.9, recall: 0.8 };

const DEV_SET = loadSet('dev-set');
const SETS: Array<[string, LabelledSentence[]]> = [
  ['held-out', loadSet('held-out')],
  ['held-out 2', loadSet('held-out-2')],
];
const REAL = realSet();

for (const [name, set] of SETS) {
  describe(`compliance guard on the ${name} set`, () => {
    test('is bilingual, about half compliant, and shares no sentence with the development set or the other held-out set', () => {
      const seen = new Set([...DEV_SET, ...SETS.filter(([n]) => n !== name).flatMap(([, s]) => s)].map((s) => s.text));
      assert.deepEqual(
        set.filter((s) => seen.has(s.text)),
        [],
      );
      for (const language of ['en', 'el'] as const) {
        const own = set.filter((s) => s.language === language);
        const compliant = own.filter((s) => s.categories.length === 0).length;
        assert.ok(own.length >= 75, `${language}: ${own.length}`);
        assert.ok(compliant / own.length > 0.4 && compliant / own.length < 0.6, `${language}: ${compliant} of ${own.length} compliant`);
      }
    });

    for (const language of ['en', 'el'] as const) {
      test(`${language}: precision and recall (printed), above the regression floors`, () => {
        const measured = measure(set.filter((s) => s.language === language));
        console.log(formatTable(`${language.toUpperCase()} ${name}`, measured));
        assert.ok(precision(measured.detection) >= FLOOR.precision, `${language}: precision ${precision(measured.detection)}`);
        assert.ok(recall(measured.detection) >= FLOOR.recall, `${language}: recall ${recall(measured.detection)}`);
      });
    }
  });
}

/**
 * The real set's held-out part (data/real-set.json: claims quoted in ASA and ASAI rulings, real
 * clinics' pages and press, each with its source; a quarter held out by a hash of the text, decided
 * before any rule changed). The estimate for text nobody here wrote. Before any rule changed for the
 * real set: en precision 0.861 recall 0.646 (31 tp, 5 fp, 17 fn), el 0.833/0.800 (20/4/5). Round 4 added
 * 78 held-out rows; before round 4's rules the whole held-out part stood at en 0.893/0.789, el 0.829/0.810
 * (round 4's rows alone en 0.913/0.656, el 0.750/0.818); after them en 0.906/0.811, el 0.829/0.810 (round 4's
 * rows alone en 0.920/0.719, el 0.750/0.818). Round 5 added 22 held-out rows (11 el, mostly Greek clinics'
 * pages); before round 5's rules the whole part stood at en 0.908/0.806, el 0.844/0.760 (round 5's rows alone
 * en 1.000/0.667, el 1.000/0.500); after them en 0.910/0.827, el 0.844/0.760. The goal of 0.90 in each
 * language is not reached. The recall floor is 0.75 since round 5: its new Greek held-out rows, not a
 * regression, took it below 0.8 (rounds 1-4's held-out rows alone are unchanged at 0.810). Round 6 added
 * 5 English held-out rows (trivialising testimonials; none found, two false alarms): en 0.890/0.802.
 * Round 7 added 40 held-out rows (28 en, 12 el; 165 sentences in all); before round 7's rules the whole part stood at
 * en 0.903/0.782, el 0.824/0.764 (round 7's rows alone en 1.000/0.667, el 0.667/0.800); after them en 0.913/0.790,
 * el 0.878/0.782 (round 7's rows alone en 1.000/0.722, el 0.667/0.800). The goal of 0.90 is still not reached in
 * recall (en, el) nor in Greek precision. Round 8 added 65 held-out rows (39 en, 26 el; 278 sentences in all); before
 * round 8's rules the whole part stood at en 0.922/0.764, el 0.889/0.738 (round 8's rows alone en 1.000/0.619, el
 * 1.000/0.500); after them en 0.924/0.779, el 0.891/0.754 (round 8's rows alone en 1.000/0.619, el 1.000/0.600). Each
 * round's new rows are found at about 0.6-0.7 before its rules and the rules written for a round's development part
 * move its held-out rows little: the rules learn the phrasings they are shown. The recall floor is 0.75 since round 8
 * (its rows, not a regression, took both languages below 0.78); the floors sit just under the figures, to catch a regression.
 * Round 9 added 66 held-out rows (41 en, 25 el; 267 sentences in all): before its rules en 0.925/0.769, el 0.867/0.722
 * (round 9's rows alone en 0.933/0.700, el 0.600/0.429); after them en 0.929/0.813, el 0.867/0.722 (round 9's rows
 * alone en 0.950/0.950, from the same pages as the development rows the rules were written for, el 0.600/0.429; on
 * rounds 1-8's held-out rows the English rules found 2 more). The floors are per language since round 9: its Greek
 * rows, not a regression, took Greek below 0.87 precision and 0.75 recall. Round 10 (English only) added 47 held-out
 * rows (2,064 sentences in all): before its rules en 0.922/0.780 (its rows alone 0.857/0.545), after them en
 * 0.925/0.808 (its rows alone 0.895/0.773); on rounds 1-9's held-out rows its rules found none more (130/10/30).
 */
const REAL_FLOOR = { en: { precision: 0.9, recall: 0.78 }, el: { precision: 0.84, recall: 0.7 } };

describe('compliance guard on the real set’s held-out part', () => {
  test('every row cites its source, the split is the documented hash, and no row is in another set', () => {
    const file = readSetFile('real-set');
    for (const batch of file.batches) assert.match(batch.source ?? '', /^https?:\/\/\S+$/, `a batch without a source: ${batch.rows[0]?.[0]}`);
    const all = loadSet('real-set');
    assert.equal(REAL.dev.length + REAL.heldOut.length, all.length);
    assert.ok(REAL.heldOut.every((s) => isHeldOut(s.text)) && REAL.dev.every((s) => !isHeldOut(s.text)));
    assert.equal(new Set(all.map((s) => s.text)).size, all.length, 'a sentence appears twice');
    const others = new Set([...DEV_SET, ...SETS.flatMap(([, set]) => set)].map((s) => s.text));
    assert.deepEqual(
      all.filter((s) => others.has(s.text)).map((s) => s.text),
      [],
    );
    for (const language of ['en', 'el'] as const) assert.ok(REAL.heldOut.filter((s) => s.language === language).length >= 50, `${language} held out`);
  });

  for (const language of ['en', 'el'] as const) {
    test(`${language}: precision and recall (printed, the estimate), above the regression floors`, () => {
      const measured = measure(REAL.heldOut.filter((s) => s.language === language));
      console.log(formatTable(`${language.toUpperCase()} real held-out`, measured));
      assert.ok(precision(measured.detection) >= REAL_FLOOR[language].precision, `${language}: precision ${precision(measured.detection)}`);
      assert.ok(recall(measured.detection) >= REAL_FLOOR[language].recall, `${language}: recall ${recall(measured.detection)}`);
    });
  }
});
