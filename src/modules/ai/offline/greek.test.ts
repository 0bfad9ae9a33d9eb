import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { FACTS } from './facts.js';
import { GREEK_SAMPLE } from './fixtures/greek-sample.js';
import { fixFinalNu, greekMidSentence } from './names.js';
import { PHRASES } from './phrases.js';
import { localPlace } from './places.js';
import { writeOfflinePost } from './writer.js';

/** Every Greek sentence the demo writer can use, as written in its banks. */
function greekTemplates(): string[] {
  const bank = PHRASES.el;
  const out: string[] = [];
  for (const value of Object.values(bank)) {
    if (Array.isArray(value)) out.push(...value);
    else for (const list of Object.values(value as Record<string, string[]>)) out.push(...list);
  }
  for (const kind of Object.values(FACTS.el)) out.push(...kind.what, ...kind.course, ...kind.downtime, ...kind.suits);
  return out.map((t) => t.replace(/^§/, ''));
}

describe('the demo writer’s Greek', () => {
  test('a reviewed sample: the writer writes exactly the proof-read Greek posts for their briefs', () => {
    for (const { note, brief, text } of GREEK_SAMPLE) assert.equal(writeOfflinePost(brief).text, text, note);
  });

  test('the banks keep the final -ν rule, use imperatives for instructions and no calques', () => {
    const templates = greekTemplates();
    assert.ok(templates.length > 250, `${templates.length} Greek sentences`);
    for (const t of templates) {
      assert.equal(fixFinalNu(t), t, `final -ν: ${t}`);
      assert.doesNotMatch(t, /σε μια καλή σας μέρα|Στην ομάδα \{company\}|^Στην ομάδα .* πιστεύουμε/, t);
      // An instruction is an imperative ("Προσθέστε"), not a present indicative ("Προσθέτετε").
      assert.doesNotMatch(t, /^(Προσθέτετε|Προστατεύετε|Επιλέγετε|Πίνετε|Αποφεύγετε|Χρησιμοποιείτε)(?=\s)/u, t);
      // Latin script only for the loanwords a Greek clinic uses and for acronyms.
      const latin = t.replace(/\{[a-z_]+\}|filler|skin boosters?|laser|IPL|HIFU|online|CO2/g, '');
      assert.ok(!/[A-Za-z]{3,}/.test(latin), `Latin words: ${t}`);
    }
  });

  test('the final -ν of την/στην follows the next word; τον keeps it', () => {
    assert.equal(fixFinalNu('για την σύσφιξη'), 'για τη σύσφιξη');
    assert.equal(fixFinalNu('στη Αθήνα και στην Θεσσαλονίκη'), 'στην Αθήνα και στη Θεσσαλονίκη');
    assert.equal(fixFinalNu('τη κρέμα, τη ντροπή, την μέρα'), 'την κρέμα, την ντροπή, τη μέρα');
    assert.equal(fixFinalNu('τον μήνα, στον χώρο'), 'τον μήνα, στον χώρο');
    assert.equal(fixFinalNu('Την επιλέγουν'), 'Την επιλέγουν');
  });

  test('a product name in sentence case is a common noun mid-sentence; a name with capitals stays', () => {
    assert.equal(greekMidSentence('Σύσφιξη επιδερμίδας με HIFU'), 'σύσφιξη επιδερμίδας με HIFU');
    assert.equal(greekMidSentence('Filler χειλιών με υαλουρονικό οξύ'), 'filler χειλιών με υαλουρονικό οξύ');
    assert.equal(greekMidSentence('Λάμψη Booster'), 'Λάμψη Booster');
    assert.equal(greekMidSentence('Profhilo'), 'Profhilo');
    const post = writeOfflinePost({ ...GREEK_SAMPLE[1].brief, variant: 0 });
    assert.doesNotMatch(post.body, /(?<!^|[.!;]\s)Σύσφιξη/mu, post.body);
  });

  test('the clinic’s place in the post’s language', () => {
    assert.deepEqual(localPlace('Athens, Greece', 'el'), { name: 'Αθήνα', in: 'στην Αθήνα', tag: '#Αθήνα' });
    assert.deepEqual(localPlace('Αθήνα', 'en'), { name: 'Athens', in: 'in Athens', tag: '#Athens' });
    assert.deepEqual(localPlace('Heraklion, Crete', 'el'), { name: 'Ηράκλειο', in: 'στο Ηράκλειο', tag: '#Ηράκλειο' });
    assert.deepEqual(localPlace('Πειραιάς', 'el')?.in, 'στον Πειραιά');
    // Unknown: as typed in its own script, left out in the other.
    assert.equal(localPlace('Springfield', 'el'), undefined);
    assert.deepEqual(localPlace('Springfield', 'en'), { name: 'Springfield', in: 'in Springfield', tag: '#Springfield' });
    assert.equal(localPlace('Καρδίτσα', 'el')?.in, 'στην Καρδίτσα');
    const post = writeOfflinePost({ ...GREEK_SAMPLE[0].brief, company: { name: 'Lumière Clinic', location: 'Springfield, IL' } });
    assert.doesNotMatch(post.text, /Springfield/);
  });
});
