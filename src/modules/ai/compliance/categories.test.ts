import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { categoriesOf, findComplianceIssues, type ComplianceCategory } from './guard.js';

/**
 * Issue 18's categories, each with sentences of our own in both languages (none is in a data set):
 * what must be flagged, with the category it must be flagged as, and what must not be flagged at all
 * (disclaimers, safety procedures, hedged statements, durations with their conditions). A rule that
 * breaks fails here by name, whatever the sets' figures do.
 */
type Case = [text: string, category: ComplianceCategory];

const FLAGGED: Record<string, { en: Case[]; el: Case[] }> = {
  'prescription-only medicines under other names': {
    en: [
      ['Wrinkle-relaxing jabs for 3 zones this month.', 'prescription_medicine'],
      ['Anti-wrinkle injections available at our Leeds clinic.', 'prescription_medicine'],
      ['Beat the pollen: one injection keeps hay fever away all season.', 'prescription_medicine'],
      ['Sclerotherapy for thread veins, now on Thursdays.', 'prescription_medicine'],
      ['Fat dissolving now available for the double chin.', 'prescription_medicine'],
      ['Filler dissolution and refill from £150.', 'prescription_medicine'],
      ['Unhappy with old filler? We dissolve the filler and start again.', 'prescription_medicine'],
      ['Vitamin B12 injections every Friday.', 'prescription_medicine'],
      ['Propranolol for nervous sweating, after a consultation.', 'prescription_medicine'],
      ['A medicine is injected into the veins, which makes them fade.', 'prescription_medicine'],
    ],
    el: [
      ['Αντιρυτιδικές ενέσεις σε 3 ζώνες αυτόν τον μήνα.', 'prescription_medicine'],
      ['Ένεση για την αλλεργική ρινίτιδα πριν ανθίσουν τα δέντρα.', 'prescription_medicine'],
      ['Λιποδιάλυση με ενέσεις για το διπλοσάγονο.', 'prescription_medicine'],
      ['Διάλυση υαλουρονικού και νέα εφαρμογή στην ίδια επίσκεψη.', 'prescription_medicine'],
      ['Κάνουμε σκληροθεραπεία με πολυδοκανόλη.', 'prescription_medicine'],
      ['Για την εφίδρωση δίνουμε και οξυβουτυνίνη.', 'prescription_medicine'],
    ],
  },
  'celebrity packages': {
    en: [
      ['Ask for our Hollywood-star lips package.', 'celebrity'],
      ['The #kyliejenner pout in one visit.', 'celebrity'],
    ],
    el: [
      ['Το πακέτο «χείλη της Καρντάσιαν» επέστρεψε.', 'celebrity'],
      ['Χείλη σαν των σταρ του Χόλιγουντ.', 'celebrity'],
    ],
  },
  'young people and parents': {
    en: [
      ['Perfect before prom: book your glow session.', 'young_people'],
      ['Teens welcome for lip filler consultations.', 'young_people'],
      ['In puberty, a peel keeps acne away.', 'young_people'],
      ['Bring your daughter along for a mother and daughter filler day.', 'young_people'],
    ],
    el: [
      ['Ιδανικό πριν τον χορό αποφοίτησης.', 'young_people'],
      ['Φέρτε και την κόρη σας για υαλουρονικό στα χείλη.', 'young_people'],
      ['Ειδική τιμή για φοιτητές στις ενέσεις υαλουρονικού.', 'young_people'],
      ['Έφηβοι ευπρόσδεκτοι για καθαρισμό προσώπου.', 'young_people'],
      ['Ειδικές τιμές για μαθητές τον Σεπτέμβριο.', 'young_people'],
      ['Η ωτοπλαστική γίνεται ιδανικά πριν τα παιδιά πάνε σχολείο.', 'young_people'],
      ['Διορθώνουμε τα πεταχτά αυτιά σε παιδιά από 6 ετών.', 'young_people'],
      ['Οι γονείς μπορούν να απευθυνθούν στον πλαστικό χειρουργό μας για την ωτοπλαστική του παιδιού.', 'young_people'],
      ['Ένα παιδί με πεταχτά αυτιά συχνά χάνει την αυτοπεποίθησή του.', 'young_people'],
    ],
  },
  'urgency and inducements without "offer"': {
    en: [
      ["These prices won't last.", 'inducement'],
      ["Grab a slot before they're gone.", 'inducement'],
      ['Only the first 20 bookings get this rate.', 'inducement'],
      ['Ends Sunday at midnight.', 'inducement'],
      ['£250 instead of £320.', 'inducement'],
      ['Last chance to book before summer.', 'inducement'],
      ['Full face €499 €199', 'inducement'],
      ['Book before Friday and the consultation is on us.', 'inducement'],
      ['Prices go up on 1 January.', 'inducement'],
      ['Free airport transfer and hotel included.', 'inducement'],
      ['Turn your surgery into a holiday!', 'inducement'],
      ['Buy today before it is too late.', 'inducement'],
      ['Our prices are the lowest in Dublin.', 'inducement'],
      ['Only two slots left!', 'inducement'],
      ['Spaces are filling fast.', 'inducement'],
      ['Packages from £999 including flights.', 'inducement'],
      ['Our January campaign starts now.', 'inducement'],
      ['Book now, pay later.', 'inducement'],
    ],
    el: [
      ['Οι τιμές αυτές δεν θα κρατήσουν για πολύ.', 'inducement'],
      ['Μόνο για τις πρώτες 20 κρατήσεις.', 'inducement'],
      ['Λήγει την Κυριακή τα μεσάνυχτα.', 'inducement'],
      ['Τελευταία ευκαιρία για ραντεβού πριν το καλοκαίρι.', 'inducement'],
      ['Δωρεάν συμβουλευτική αξίας 50€.', 'inducement'],
    ],
  },
  'safety and comfort as absence or ease': {
    en: [
      ['There are no side effects to speak of.', 'safety_claim'],
      ['You will not feel a thing.', 'safety_claim'],
      ['No reaction is to be expected.', 'safety_claim'],
      ['A simple, easy procedure.', 'safety_claim'],
      ['No needles, no surgery, just results.', 'safety_claim'],
      ['Safe and cost effective for every skin.', 'safety_claim'],
      ['Our surgery is an easy process from start to finish.', 'safety_claim'],
      ['Gentle enough for anyone.', 'safety_claim'],
      ['The only side effects are a little redness.', 'safety_claim'],
      ['The procedure is quick, simple and comfortable.', 'safety_claim'],
    ],
    el: [
      ['Χωρίς καμία παρενέργεια.', 'safety_claim'],
      ['Δεν θα νιώσετε τίποτα.', 'safety_claim'],
      ['Μια απλή, εύκολη διαδικασία.', 'safety_claim'],
      ['Πρόκειται για μια γρήγορη και ασφαλή επέμβαση.', 'safety_claim'],
      ['Επιστρέφετε αμέσως στις δραστηριότητές σας.', 'safety_claim'],
      ['Οι μόνες παρενέργειες είναι ένα μικρό κοκκίνισμα.', 'safety_claim'],
      ['Το laser περνά το δέρμα χωρίς να το βλάψει.', 'safety_claim'],
      ['Ελάχιστος πόνος και γρήγορη ανάρρωση.', 'safety_claim'],
      ['Η επέμβαση είναι απλή και γρήγορη.', 'safety_claim'],
    ],
  },
  'absolute outcomes and permanence': {
    en: [
      ['Clears acne for good.', 'permanence'],
      ['Results that last forever.', 'permanence'],
      ['Smooth skin that is here to stay.', 'permanence'],
      ['Turn back the clock in one lunch break.', 'guaranteed_outcome'],
      ["You'll look brand new after a single visit.", 'guaranteed_outcome'],
      ['Erase years from your face.', 'guaranteed_outcome'],
      ['The scars will be invisible within weeks.', 'guaranteed_outcome'],
      ['It brings back a more youthful face.', 'guaranteed_outcome'],
      ['Book today and meet the new you.', 'guaranteed_outcome'],
      ['We will give you the body you deserve.', 'guaranteed_outcome'],
      ['Have thicker hair in just one day.', 'guaranteed_outcome'],
      ["You'll be amazed by the results.", 'guaranteed_outcome'],
      ['The skin regains its youthful firmness and glow.', 'guaranteed_outcome'],
      ['Wave goodbye to unwanted hair.', 'guaranteed_outcome'],
      ['It tightens loose skin and lifts the face instantly.', 'guaranteed_outcome'],
      ['Beach body ready in 4 weeks.', 'guaranteed_outcome'],
      ['Reduce up to 2 dress sizes.', 'guaranteed_outcome'],
      ['Inch loss from the very first session.', 'guaranteed_outcome'],
    ],
    el: [
      ['Αντίο στην ακμή για πάντα.', 'permanence'],
      ['Γυρίστε τον χρόνο πίσω.', 'guaranteed_outcome'],
      ['Σβήνει τα χρόνια από το πρόσωπο.', 'guaranteed_outcome'],
      ['Απόκτηση του ιδανικού σχήματος χειλιών.', 'guaranteed_outcome'],
      ['Οριστική αντιμετώπιση της τριχόπτωσης.', 'permanence'],
      ['Ένα αποτέλεσμα απολύτως φυσικό.', 'guaranteed_outcome'],
      ['Όλοι οι ασθενείς μας βλέπουν αποτέλεσμα.', 'guaranteed_outcome'],
      ['Ριζική αντιμετώπιση της ακμής.', 'guaranteed_outcome'],
      ['Η αποτρίχωση με laser είναι μόνιμη.', 'permanence'],
      ['Οι τρίχες δεν ξαναβγαίνουν.', 'permanence'],
      ['Η αλλαγή είναι οριστική.', 'permanence'],
      ['Οι κηλίδες απομακρύνονται πλήρως.', 'guaranteed_outcome'],
      ['Ένα νέο, ανανεωμένο πρόσωπο σε μία ώρα.', 'guaranteed_outcome'],
      ['Χείλη όπως τα ονειρευτήκατε.', 'guaranteed_outcome'],
      ['Αποτελεσματική σε όλους τους τύπους δέρματος.', 'guaranteed_outcome'],
      ['Η μεσοθεραπεία αναζωογονεί το δέρμα και το κάνει πιο νεανικό.', 'guaranteed_outcome'],
      ['Οι κηλίδες δεν επανεμφανίζονται μετά τη θεραπεία.', 'permanence'],
      ['Λύση ζωής για την τριχοφυΐα.', 'permanence'],
      ['Το δέρμα σας θα γίνει λείο και λαμπερό από την πρώτη εβδομάδα.', 'guaranteed_outcome'],
      ['Η τεχνολογία μας εξασφαλίζει το μέγιστο αποτέλεσμα.', 'guaranteed_outcome'],
      ['Αντιμετωπίζουμε κάθε είδους κηλίδα με ένα laser.', 'guaranteed_outcome'],
      ['Χαρίζει ένα αποτέλεσμα απόλυτα φυσικό.', 'guaranteed_outcome'],
      ['Η σιλουέτα σας θα αλλάξει ριζικά.', 'guaranteed_outcome'],
      ['Εξασφαλισμένο αποτέλεσμα.', 'guaranteed_outcome'],
      ['Το δέρμα σας ξαναβρίσκει τη λάμψη των 20 σας χρόνων.', 'guaranteed_outcome'],
      ['Με μια ένεση το πρόσωπο ξανανιώνει.', 'guaranteed_outcome'],
      ['Επαναφέρει το δέρμα στην αρχική του κατάσταση.', 'guaranteed_outcome'],
      ['Μόνιμα λευκά δόντια.', 'permanence'],
      ["Το αποτέλεσμα διατηρείται εφ' όρου ζωής.", 'permanence'],
    ],
  },
  'superlatives and unproven efficacy': {
    en: [
      ['The trusted leaders in skin rejuvenation.', 'superlative'],
      ['World-class doctors in Manchester.', 'superlative'],
      ['Impressive results from the first session.', 'unproven_efficacy'],
      ['The non-surgical alternative to a facelift.', 'unproven_efficacy'],
      ['One of the greatest discoveries in aesthetic medicine.', 'superlative'],
      ['The ultimate non-surgical facelift.', 'superlative'],
      ['Used with great success for years.', 'unproven_efficacy'],
      ['It prevents new wrinkles from forming.', 'unproven_efficacy'],
      ['Stem cells, all of which help in rejuvenating the face.', 'unproven_efficacy'],
      ['Helps with anxiety, sleep and weight loss.', 'unproven_efficacy'],
      ['Boost your confidence with a new smile.', 'unproven_efficacy'],
    ],
    el: [
      ['Γιατροί παγκόσμιας κλάσης.', 'superlative'],
      ['Ο μεγαλύτερος όμιλος αισθητικής στον κόσμο.', 'superlative'],
      ['Η μη χειρουργική εναλλακτική του λίφτινγκ.', 'unproven_efficacy'],
      ['Η ιδανική λύση για τις ρυτίδες έκφρασης.', 'superlative'],
      ['Η νέα τεχνολογία που φέρνει επανάσταση στην αισθητική.', 'superlative'],
      ['Το κορυφαίο μηχάνημα αποτρίχωσης στην Ελλάδα.', 'superlative'],
      ['Ο χρυσός κανόνας στην αντιγήρανση.', 'superlative'],
      ['Η θεραπεία αναζωογονεί την ερωτική ζωή του ζευγαριού.', 'unproven_efficacy'],
      ['Εξειδικευμένη ομάδα με τη μεγαλύτερη εμπειρία στην Ελλάδα.', 'superlative'],
      ['Κανένα άλλο ιατρείο δεν προσφέρει αυτή τη θεραπεία.', 'superlative'],
      ['Πρωτοποριακή θεραπεία που αλλάζει τα δεδομένα.', 'superlative'],
      ['Προσφέρουμε την πιο ολοκληρωμένη λύση αντιγήρανσης.', 'superlative'],
      ['Ο πιο έμπειρος πλαστικός χειρουργός της Κρήτης.', 'superlative'],
      ['Η κορυφή της αισθητικής ιατρικής.', 'superlative'],
      ['Κανένα άλλο laser δεν συγκρίνεται.', 'superlative'],
      ['Αποτελεσματικότερη από τη λιποαναρρόφηση.', 'unproven_efficacy'],
    ],
  },
  'fear or denigration of other practitioners': {
    en: [
      ["Don't trust your face to a beautician.", 'denigration'],
      ['Botched by a cheap injector? We can help.', 'denigration'],
      ['Unlike some clinics, we never cut costs on products.', 'denigration'],
      ['Too many injectors today learned on a weekend and it shows.', 'denigration'],
      ["We spend our days fixing other people's filler mistakes.", 'denigration'],
      ["Not every injector is a medic – most aren't.", 'denigration'],
      ["If your injector can't explain the anatomy, walk away.", 'denigration'],
      ['Many of our patients come to us after bad experiences elsewhere.', 'denigration'],
      ['Sadly, some salons use fake products bought online.', 'denigration'],
      ["They're not doctors, they just watched a few videos.", 'denigration'],
      ['Most injectors on Instagram are not medically trained.', 'denigration'],
      ["Don't let an amateur near your face.", 'denigration'],
      ['Some practitioners care more about profit than patients.', 'denigration'],
      ["Why risk your face with someone who isn't a doctor?", 'denigration'],
      ['Beauticians lack the training to deal with complications.', 'denigration'],
      ['Nail bars offering lip filler are putting women at risk.', 'denigration'],
      ['Many beauty salons inject fillers without insurance.', 'denigration'],
    ],
    el: [
      ['Μην εμπιστεύεστε το πρόσωπό σας σε νυχάδικα.', 'denigration'],
      ['Αποφύγετε τους ερασιτέχνες με τα κινέζικα υλικά.', 'denigration'],
      ['Δυστυχώς πολλά κέντρα αισθητικής κάνουν ενέσεις χωρίς γιατρό.', 'denigration'],
      ['Καθημερινά διορθώνουμε λάθη που έγιναν σε άλλα ιατρεία.', 'denigration'],
      ['Πολλοί «ειδικοί» δεν έχουν καν ιατρικό πτυχίο.', 'denigration'],
      ['Σε αντίθεση με άλλα κέντρα, εμείς χρησιμοποιούμε μόνο πιστοποιημένα υλικά.', 'denigration'],
    ],
  },
};

const NOT_FLAGGED: { en: string[]; el: string[] } = {
  en: [
    'Results are not guaranteed and vary from person to person.',
    'We test a small area first to see how your skin reacts.',
    'We do a patch test first to make sure you don’t have an allergic reaction.',
    'Generally considered safe, but bruising and swelling can occur.',
    'It is considered a safe treatment in trained hands, although side effects can occur.',
    'Results usually last 4 to 6 months, depending on your metabolism.',
    'It is almost painless, though some people may feel a sting.',
    'There is a slight sting but it is very tolerable.',
    'Your consultation helps us determine the best treatment options for you.',
    'Not suitable for darker skin; most effective on light to medium skin tones.',
    'Fillers can be dissolved if you are unhappy with the shape.',
    'Children are not allowed in the treatment rooms.',
    'Scars usually fade over a few months.',
    'A short or zero recovery time, depending on the depth of the peel.',
    'No medical procedure is entirely without risk.',
    'Your doctor will choose the most suitable method for you.',
    'The best way to know if it suits you is a consultation.',
    'During the operation the fat is removed through small incisions.',
    'Liposuction is the procedure used to remove fat from specific areas of the body.',
    'A laser treatment may later be performed to perfect the result of the scar.',
    'Rhinoplasty is the most popular procedure at our clinic.',
    'Acne is a common skin condition that affects most teenagers at some point.',
    'Results vary, and some people need a second session.',
    'Our beauticians offer facials and manicures.',
    'Your skin will be ready for makeup in two days.',
    'The scar becomes flatter and softer in weeks to months.',
    'It can make you look fresher, and it may enhance your self-confidence in the process.',
    'We work with a hairdresser who styles your hair after the treatment.',
  ],
  el: [
    'Τα αποτελέσματα δεν είναι εγγυημένα και διαφέρουν από άτομο σε άτομο.',
    'Κάνουμε πρώτα δοκιμή σε μικρή περιοχή για να δούμε πώς αντιδρά το δέρμα σας.',
    'Θεωρείται ασφαλής όταν γίνεται από γιατρό, αν και μπορεί να εμφανιστούν μώλωπες.',
    'Τα αποτελέσματα διαρκούν συνήθως 4-6 μήνες, ανάλογα με τον οργανισμό.',
    'Η θεραπεία είναι γενικά καλά ανεκτή, αλλά μπορεί να νιώσετε ένα τσίμπημα.',
    'Οι πιο συχνές περιοχές εφαρμογής είναι το μέτωπο και τα μάτια.',
    'Όσο νεότερος είναι ο ασθενής, τόσο καλύτερα ανταποκρίνεται το δέρμα.',
    'Για ένα πιο φυσικό αποτέλεσμα, προτιμούμε μικρές ποσότητες.',
    'Οι ουλές της ακμής είναι από τα πιο δύσκολα προβλήματα της δερματολογίας.',
    'Η λιποαναρρόφηση είναι μία από τις πιο δημοφιλείς επεμβάσεις.',
    'Η ακμή είναι μια συχνή πάθηση του δέρματος που αφορά τους περισσότερους εφήβους.',
    'Οι ευρυαγγείες μπορεί να εξαφανιστούν μετά από δύο ή τρεις συνεδρίες, ανάλογα με το μέγεθός τους.',
    'Οι νέες τεχνικές επιτρέπουν πιο φυσικά αποτελέσματα.',
    'Η εξέλιξη της τεχνολογίας έχει κάνει τις θεραπείες πιο ασφαλείς.',
    'Η ακμή των εφήβων χρειάζεται υπομονή και σωστή περιποίηση.',
    'Για τους ανηλίκους απαιτείται η συγκατάθεση των γονέων.',
    'Πολλοί μαθητές υποφέρουν από ακμή λόγω άγχους στις εξετάσεις.',
    'Η διάρκεια του αποτελέσματος είναι 6-12 μήνες, ανάλογα με την περιοχή.',
    'Πριν από κάθε θεραπεία γίνεται ιατρική εκτίμηση και λήψη ιστορικού.',
    'Πρόκειται για ανώδυνη διαδικασία, αν και μπορεί να νιώσετε ένα ελαφρύ τσίμπημα.',
    'Η ακμή εμφανίζεται συνήθως στην εφηβεία.',
    // Round 8 (el): a reduction, an aim ("ώστε να"), supply and demand, a population's risk, when results show, a denial.
    'Καθώς οι μύες χαλαρώνουν, το δέρμα γίνεται πιο λείο και οι γραμμές φαίνονται λιγότερο έντονες.',
    'Οι άνδρες με ανδρογενετική αλωπεκία δεν έχουν υψηλότερο κίνδυνο καρκίνου σε σχέση με τους υπόλοιπους άνδρες.',
    'Η προσφορά και η ζήτηση στις αισθητικές θεραπείες αυξάνονται.',
    'Τα καλύτερα αποτελέσματα φαίνονται μετά από τρεις συνεδρίες.',
    'Συνδυάζουμε τεχνικές ώστε να επιτευχθεί το πιο φυσικό αποτέλεσμα.',
    'Η ωτοπλαστική δεν γίνεται σε παιδιά κάτω των 6 ετών.',
    'Η υαλουρονική είναι απόλυτα φυσική ουσία του οργανισμού.',
    'Σε σύγκριση με το ξύρισμα, το laser έχει πιο μακροχρόνια αποτελέσματα.',
    'Η τεχνική FUE αφήνει μικρότερες ουλές από την FUT.',
    'Τα υαλουρονικά fillers είναι πιο ασφαλή από τα μόνιμα υλικά που χρησιμοποιούνταν παλαιότερα.',
    'Η θεραπεία κάνει το δέρμα πιο λαμπερό για λίγες εβδομάδες.',
    'Σήμερα οι επεμβάσεις είναι πιο ασφαλείς από ποτέ, αλλά κινδύνους έχουν πάντα.',
    'Η επέμβαση θεωρείται ασφαλής, όμως όπως κάθε επέμβαση έχει κινδύνους.',
    'Η προσφορά υπηρεσιών αισθητικής από μη ιατρούς απαγορεύεται.',
    'Πολλοί ασθενείς ταξιδεύουν στο εξωτερικό για φθηνότερες επεμβάσεις.',
    'Η τάση για φυσικά αποτελέσματα κερδίζει έδαφος.',
    'Το κόστος μιας ρινοπλαστικής κυμαίνεται από 3.000 έως 5.000 ευρώ.',
    'Δεν υπάρχει μαγική λύση για την κυτταρίτιδα.',
    'Μετά από αυτό το διάστημα οι μύες επανέρχονται σταδιακά στην αρχική τους κατάσταση.',
    'Ο γιατρός θα επιλέξει την πιο κατάλληλη θεραπεία για εσάς.',
    'Ο έφηβος με ακμή χρειάζεται ψυχολογική στήριξη.',
  ],
};

for (const [name, languages] of Object.entries(FLAGGED)) {
  describe(`the guard flags ${name}`, () => {
    for (const language of ['en', 'el'] as const) {
      test(`${language}`, () => {
        for (const [text, category] of languages[language]) {
          const found = categoriesOf(findComplianceIssues(text, language));
          assert.ok(found.includes(category), `${text} → ${JSON.stringify(found)}, expected ${category}`);
        }
      });
    }
  });
}

describe('the guard does not flag what the issue keeps compliant', () => {
  for (const language of ['en', 'el'] as const) {
    test(`${language}: disclaimers, safety procedures, hedged statements, durations with their conditions`, () => {
      for (const text of NOT_FLAGGED[language]) {
        const findings = findComplianceIssues(text, language);
        assert.deepEqual(
          findings.map((f) => [f.category, f.text]),
          [],
          text,
        );
      }
    });
  }
});

/**
 * Round 8 (en): the round's English families, each with a sentence of our own that must be flagged and
 * the compliant neighbours they must leave alone (none of these is in a data set).
 */
const FLAGGED_R8_EN: Case[] = [
  ['Sadly, some practitioners are poorly trained and ill-qualified.', 'denigration'],
  ['Avoid mobile injectors who come to your home.', 'denigration'],
  ['We see many clients whose filler went wrong elsewhere.', 'denigration'],
  ['Aesthetics is a Wild West of so-called experts.', 'denigration'],
  ['Some injectors were trained in a day.', 'denigration'],
  ['Insurers refuse to insure beauticians for fillers.', 'denigration'],
  ['Our laser removes pigment safely and effectively.', 'safety_claim'],
  ['HIFU is one of the safest lifts available.', 'safety_claim'],
  ['You can return to your normal routine immediately.', 'safety_claim'],
  ['Fuller lips just got easy.', 'safety_claim'],
  ['It is quick, safe and affordable.', 'safety_claim'],
  ['Not 100% painless, but totally worth it!', 'safety_claim'],
  ['Win a facial worth £120!', 'inducement'],
  ['Get a £20 credit when your friend books.', 'inducement'],
  ['Spaces are strictly limited, book now to avoid disappointment.', 'inducement'],
  ['Only available until 31 March.', 'inducement'],
  ['Three sessions, pay for two.', 'inducement'],
  ['Lose inches from your waist with our new machine.', 'unproven_efficacy'],
  ['Nine out of ten clients see smoother skin.', 'unproven_efficacy'],
  ['Our laser treats acne, rosacea and melasma.', 'unproven_efficacy'],
  ['Our IV drip will optimise your wellness.', 'unproven_efficacy'],
  ['One of the most highly rated clinics in the North.', 'superlative'],
  ['The leading aesthetic clinic for lips.', 'superlative'],
  ['Industry-leading results.', 'superlative'],
  ['Total elimination of cellulite in six sessions.', 'guaranteed_outcome'],
  ['Our wrap reduces the appearance of cellulite.', 'unproven_efficacy'],
];
const NOT_FLAGGED_R8_EN = [
  'We check whether the treatment is safe and suitable for you.',
  'It is not completely painless, and you may feel a little stinging.',
  'Our clinic is open until 8pm on Tuesdays.',
  'Long-term evidence is still limited.',
  'We treat acne scarring with a course of peels, planned at your consultation.',
  'Most people return to their normal routine the next day.',
  'The perception is that fillers are easy and have no risk, which is wrong.',
  'We always start with a patch test to check for allergies.',
  'Our beauticians are fully insured for facials.',
  'Massage can improve the appearance of cellulite for some people; results vary.',
];

describe('round 8 (en): the guard flags the round’s families and leaves their compliant neighbours', () => {
  test('flagged with the expected category', () => {
    for (const [text, category] of FLAGGED_R8_EN) {
      const found = categoriesOf(findComplianceIssues(text, 'en'));
      assert.ok(found.includes(category), `${text} → ${JSON.stringify(found)}, expected ${category}`);
    }
  });
  test('compliant neighbours not flagged', () => {
    for (const text of NOT_FLAGGED_R8_EN) {
      assert.deepEqual(
        findComplianceIssues(text, 'en').map((f) => [f.category, f.text]),
        [],
        text,
      );
    }
  });
});
