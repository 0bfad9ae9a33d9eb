import type { Language } from '../schema.js';
import { productFamily, type ProductFamily } from './families.js';

/**
 * What the offline writer may say about a treatment, per kind of treatment: what it is, its course
 * (how many sessions, if any), its downtime and whom it suits, in English and Greek, plus the
 * hashtags people really use for it. A post draws its facts from its product's kind only, so a lip
 * filler post never speaks of "sessions" or "smoother skin". Every sentence is written to pass the
 * compliance guard: no promise of a result, no superlative, no prescription medicine by name.
 *
 * Placeholders as in phrases.ts ({product}, Greek {o_product}, {ton_product}, ...), and Greek {to}:
 * the object pronoun of the product's gender ("το", "τη(ν)", "τον": "Τον επιλέγουν" for a serum).
 */
export type TreatmentKind =
  Exclude<ProductFamily, 'energy_device'> | 'laser_hair' | 'resurfacing' | 'ipl' | 'tightening' | 'microneedling' | 'energy_device' | 'unknown';

export interface KindFacts {
  what: string[];
  course: string[];
  downtime: string[];
  suits: string[];
}

/** Device treatments differ too much for one text: hair removal has no downtime to speak of, resurfacing has days of it. */
const DEVICE_KINDS: [TreatmentKind, RegExp][] = [
  ['laser_hair', /hair\s*(?:removal|reduction)|αποτριχωσ|soprano|gentlemax/],
  ['resurfacing', /resurfac|co2|fractional|fraxel|erbium|αναπλασ|κλασματικ/],
  ['ipl', /\bipl\b|photofacial|intense\s+pulsed|bbl|lumecca|φωτοαναζωογονησ|παλμικ/],
  ['tightening', /hifu|ultherapy|sofwave|thermage|tightening|συσφιξ|υπερηχ/],
  ['microneedling', /microneedling|morpheus|potenza|vivace|dermapen|skinpen|μικροβελονισμ/],
];

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ς/g, 'σ');
}

/** The kind of treatment a product is, from its name (then its category and description when the name alone does not tell). */
export function treatmentKind(product: { name: string; category?: string | null; description?: string }): TreatmentKind {
  let guess = productFamily(product.name);
  if (!guess.confident) guess = productFamily(`${product.name} ${product.category ?? ''}`);
  if (!guess.confident) guess = productFamily(`${product.name} ${product.category ?? ''} ${product.description ?? ''}`);
  if (!guess.confident || guess.family === 'unknown') return 'unknown';
  if (guess.family !== 'energy_device') return guess.family;
  const text = fold(`${product.name} ${product.category ?? ''}`);
  return DEVICE_KINDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'energy_device';
}

const en: Record<TreatmentKind, KindFacts> = {
  hyaluronic_filler: {
    what: [
      '{product} is based on a soft gel that a doctor places in small amounts, to add volume or shape where it is planned.',
      'Hyaluronic acid filler is a soft gel injected by a doctor to restore volume or define a contour.',
      'The gel is based on hyaluronic acid, a substance the skin already contains, and the body breaks it down gradually over time.',
      'A filler appointment is planned around your proportions: how much gel, where and why is decided with the doctor.',
    ],
    course: [
      'It is usually done in a single appointment, with a short review a couple of weeks later.',
      'One appointment is usually enough; a small top-up, if needed, is discussed at the follow-up visit.',
      'The appointment itself takes less than an hour, consultation included.',
    ],
    downtime: [
      'Some swelling or a small bruise can appear for a few days, so plan it away from important events.',
      'Most people go back to their day straight after, avoiding make-up, heat and exercise for a day.',
      'Mild swelling in the first days is normal and settles on its own.',
    ],
    suits: [
      'It suits adults who would like a subtle change in volume or shape that still looks like them.',
      'It is often chosen by people who feel an area has lost some volume over the years.',
      'It is a good fit for those who prefer a gradual, measured approach to their features.',
    ],
  },
  toxin: {
    what: [
      'Expression lines on the forehead, between the brows or around the eyes can be discussed at a medical consultation with our doctor.',
      'For expression lines there is a doctor-led injectable treatment, offered only after an in-person medical consultation.',
      'The doctor examines the area and explains whether a treatment for expression lines is suitable for you.',
    ],
    course: [
      'The effect develops over about two weeks, and a review appointment is offered after that.',
      'If you decide to continue, appointments are usually a few months apart.',
      'The appointment itself is short, and the consultation comes first.',
    ],
    downtime: [
      'Most people return to their day straight after, avoiding exercise and massage of the area for a day.',
      'Small marks at the injection points usually fade within a few hours.',
      'The doctor explains the aftercare and the possible side effects before anything is decided.',
    ],
    suits: [
      'It is considered for adults bothered by frown lines, forehead lines or crow’s feet.',
      'Suitability is always a medical decision, made by the doctor at the consultation.',
      'It suits people who want expression lines softened while keeping their natural expressions.',
    ],
  },
  biostimulator: {
    what: [
      '{product} is a collagen stimulator: it encourages the skin to build its own collagen over the following weeks.',
      'A biostimulator does not fill straight away; it prompts the skin to rebuild support gradually.',
      'Collagen stimulators are injected by a doctor, after an assessment of the face or the body area.',
    ],
    course: [
      'It is usually planned as a course of two or three sessions, a few weeks apart.',
      'Changes appear gradually over the months after the course, as new collagen forms.',
      'The doctor decides the number of sessions after assessing the area.',
    ],
    downtime: [
      'Some swelling or bruising can appear for a few days after each session.',
      'A short massage routine at home is often part of the aftercare.',
      'Most people return to their usual routine the next day.',
    ],
    suits: [
      'It suits adults who notice their skin losing firmness and prefer a gradual change.',
      'It is often chosen by people who want support for the skin rather than added volume.',
      'It fits those who are patient with gradual change over a few months.',
    ],
  },
  skin_booster: {
    what: [
      '{product} is an injectable skin-booster treatment: tiny amounts are placed in the skin to support hydration and skin quality.',
      'Skin boosters work on the quality of the skin rather than on volume or shape.',
      'With fine micro-injections, a skin booster brings hydration into the skin itself.',
    ],
    course: [
      'It is usually planned as a short course of two or three sessions, a few weeks apart.',
      'After the first course, many people come back for a maintenance session every few months.',
      'Each session takes about half an hour, and the doctor sets the number of sessions with you.',
    ],
    downtime: [
      'Small bumps at the injection points usually settle within a day.',
      'Redness or a small bruise can appear, so leave a few days before an important event.',
      'Most people return to their day straight after, skipping make-up until the next morning.',
    ],
    suits: [
      'It suits skin that looks dull, dry or tired, on the face, the neck or the hands.',
      'It is often chosen by people who want their skin to look fresher without any change in their features.',
      'It is a gentle option for anyone starting out with in-clinic treatments.',
    ],
  },
  peel: {
    what: [
      '{product} uses an acid solution, chosen by strength, that renews the outer layers of the skin.',
      'A chemical peel removes dull surface cells so that fresher skin can come through.',
      'The strength of the peel is chosen after a skin assessment, to match your skin type.',
    ],
    course: [
      'Light peels are usually repeated every few weeks as a short series; deeper ones are done less often.',
      'The number of sessions depends on the depth of the peel and on what your skin needs.',
      'A session takes about half an hour, often with a few weeks of skin preparation at home first.',
    ],
    downtime: [
      'Some redness and flaking can follow for a few days, depending on the depth of the peel.',
      'Daily sun protection is essential after a peel, so autumn and winter are a good time for it.',
      'Deeper peels need about a week for the skin to renew, and we plan that week with you.',
    ],
    suits: [
      'It suits skin with an uneven tone, dullness, marks from the sun or a rough texture.',
      'It is often chosen by people who want a fresher-looking complexion as part of a routine.',
      'Your skin type and history decide which peel fits, so the assessment comes first.',
    ],
  },
  laser_hair: {
    what: [
      '{product} reduces unwanted hair with laser light that targets the hair follicle.',
      'Laser hair reduction works on hairs in their growth phase, which is why it is done as a course.',
      'The laser is cooled throughout the session, for the comfort of the treated area.',
    ],
    course: [
      'It is planned as a course of sessions, usually four to eight weeks apart.',
      'Most areas need several sessions; the number depends on the area, the hair and the skin type.',
      'Sessions are quick: a small area takes only a few minutes.',
    ],
    downtime: [
      'There is little downtime: some redness can appear and usually settles within hours.',
      'Avoid sun exposure before and after sessions, and shave the area the day before.',
      'Most people go back to their day straight after a session.',
    ],
    suits: [
      'It suits most skin types; a patch test shows how your skin responds before the course begins.',
      'It is often chosen by people tired of shaving or waxing the same area again and again.',
      'Tell us about any medication or recent tan, as both matter for the settings.',
    ],
  },
  resurfacing: {
    what: [
      '{product} renews the skin in tiny columns, while the skin around them stays intact.',
      'Fractional resurfacing works on uneven texture, acne marks and fine lines.',
      'The laser settings are adjusted to your skin and to the depth that is planned.',
    ],
    course: [
      'One to three sessions are usually planned, a few weeks apart, depending on the depth.',
      'Changes continue to develop over the weeks after each session, as the skin renews.',
      'The doctor plans the number of sessions after a skin assessment.',
    ],
    downtime: [
      'Expect a few days of redness and some peeling, so plan them in advance.',
      'Strict sun protection is part of the aftercare, which is why autumn and winter suit it best.',
      'We plan your recovery days with you before the session is booked.',
    ],
    suits: [
      'It suits skin with uneven texture, acne scarring or sun damage.',
      'It is often chosen by people who can set aside a few days for recovery.',
      'Your skin type decides the settings, so the assessment always comes first.',
    ],
  },
  ipl: {
    what: [
      '{product} uses intense pulsed light to work on sun spots, redness and uneven tone.',
      'Intense pulsed light reaches pigment and small visible vessels without breaking the skin.',
      'An IPL session works through a cooled handpiece placed on the skin, in short pulses of light.',
    ],
    course: [
      'A short series of three to five sessions is usually planned, a few weeks apart.',
      'The number of sessions depends on the pigment and the redness being treated.',
      'A session usually takes less than half an hour.',
    ],
    downtime: [
      'There is little downtime: sun spots can darken for a few days before they flake away.',
      'Some redness right after a session is normal and usually settles within hours.',
      'Daily sun protection before and after the course is essential.',
    ],
    suits: [
      'It suits skin with sun spots, redness or an uneven tone.',
      'It is often chosen after the summer, when the sun has left its marks.',
      'With a recent tan the session waits a little, so we check your skin first.',
    ],
  },
  tightening: {
    what: [
      '{product} uses focused energy to heat the deeper layers of the skin and support its firmness.',
      'The energy works beneath the surface, without any incision, on the lower face, the jawline or the neck.',
      'Heat in the deeper layers prompts the skin to renew its collagen over the following months.',
    ],
    course: [
      'It is usually a single session, sometimes repeated after a year.',
      'Changes develop gradually over the two or three months after the session.',
      'A session takes about an hour, depending on the areas treated.',
    ],
    downtime: [
      'Most people return to their day straight after; some tenderness or redness can last a few hours.',
      'There is no recovery time to plan, only the usual sun protection.',
      'The doctor explains what you may feel during and after the session.',
    ],
    suits: [
      'It suits adults with mild to moderate skin laxity who prefer a non-surgical option.',
      'It is often chosen by people who notice the jawline and neck losing definition.',
      'It fits those who prefer a gradual change over a few months.',
    ],
  },
  microneedling: {
    what: [
      '{product} combines fine microneedles with radiofrequency energy to renew the skin from within.',
      'The tiny needles and the energy prompt the skin to produce new collagen.',
      'It works on texture, enlarged pores and acne scarring.',
    ],
    course: [
      'A course of three sessions, about four weeks apart, is typical.',
      'Changes build gradually over the weeks after each session.',
      'The doctor sets the depth and the number of sessions after assessing your skin.',
    ],
    downtime: [
      'Redness for one to three days is usual, and make-up can go back on after a day.',
      'Sun protection and a gentle routine are part of the aftercare.',
      'Plan the sessions a few days before any important event.',
    ],
    suits: [
      'It suits skin with uneven texture, enlarged pores or acne scarring.',
      'It is often chosen by people who want to work on texture with little downtime.',
      'It suits most skin types, which we confirm at the assessment.',
    ],
  },
  energy_device: {
    what: [
      '{product} is a device treatment that works on the skin with controlled energy.',
      'The settings of the device are adjusted to your skin type and to the area treated.',
      'Device treatments work on the skin without incisions, in a controlled way.',
    ],
    course: [
      'A course of sessions is often planned, a few weeks apart.',
      'The number of sessions depends on the area and the aim, and we plan it with you.',
      'Changes usually build gradually over the course.',
    ],
    downtime: [
      'Downtime depends on the device and the settings, and we tell you about it before booking.',
      'Some redness after a session is common and usually settles soon.',
      'Sun protection before and after the sessions is part of the plan.',
    ],
    suits: [
      'Your skin type and what you would like to change decide whether it suits you.',
      'It is often chosen by people who prefer a non-invasive option.',
      'The assessment comes first, so the settings match your skin.',
    ],
  },
  thread: {
    what: [
      '{product} uses fine absorbable threads placed under the skin to support and reposition tissue.',
      'A thread treatment is a non-surgical procedure performed by a doctor under local anaesthetic.',
      'The threads are absorbed by the body over the following months.',
    ],
    course: [
      'It is usually a single appointment of about an hour.',
      'The doctor decides the number and the placement of the threads after assessing the area.',
      'A review appointment is offered a few weeks later.',
    ],
    downtime: [
      'Some swelling or tenderness can last a few days.',
      'Avoid wide facial movements and exercise for about a week.',
      'The doctor explains the aftercare in detail before the appointment.',
    ],
    suits: [
      'It suits adults with mild skin laxity who prefer a non-surgical option.',
      'It is often considered for the mid-face, the jawline or the brows.',
      'Suitability depends on the skin and the tissue, which the doctor assesses first.',
    ],
  },
  skincare: {
    what: [
      '{product} is a skincare product for daily use at home.',
      'Good home care supports everything we do in the clinic.',
      'The right product in the right order makes a routine easier to keep.',
    ],
    course: [
      'It becomes part of your daily routine, morning or evening as we advise.',
      'Introduce it gradually, a few times a week at first, and see how your skin responds.',
      'Consistency matters more than quantity: a small amount every day is enough.',
    ],
    downtime: [
      'There is no downtime; just keep up your daily sun protection.',
      'If your skin feels sensitive at first, use it every other day for a while.',
      'Pair it with sunscreen in the morning, every day.',
    ],
    suits: [
      'It suits most skin types, and we can tell you whether it fits yours.',
      'It is often chosen by people who want to support in-clinic treatments at home.',
      'It suits anyone who wants a simple, consistent routine.',
    ],
  },
  unknown: {
    what: [
      '{product} is part of our range of aesthetic services.',
      'Every treatment we offer starts with a clear explanation of what it is and how it works.',
      'We explain what {product} involves before anything is decided.',
    ],
    course: [
      'How many appointments it takes depends on you, and we plan it together.',
      'The plan is set after the consultation, step by step.',
      'We tell you in advance how long each appointment takes.',
    ],
    downtime: [
      'We explain the aftercare and what to expect in the days after.',
      'Any downtime is discussed before booking, so you can plan around it.',
      'Ask us about aftercare: we are happy to go through it.',
    ],
    suits: [
      'Whether it suits you is decided at the consultation.',
      'It is often chosen by people who want a personal plan rather than a standard one.',
      'Our team explains who it suits and who should choose something else.',
    ],
  },
};

const el: Record<TreatmentKind, KindFacts> = {
  hyaluronic_filler: {
    what: [
      '{o_product} βασίζεται σε μια μαλακή γέλη που ο ιατρός τοποθετεί σε μικρές ποσότητες, για όγκο ή περίγραμμα εκεί όπου έχει σχεδιαστεί.',
      'Το filler υαλουρονικού οξέος είναι μια μαλακή γέλη που εγχέει ο ιατρός για να αποκαταστήσει τον όγκο ή να τονίσει ένα περίγραμμα.',
      'Η γέλη βασίζεται στο υαλουρονικό οξύ, μια ουσία που υπάρχει ήδη στην επιδερμίδα, και ο οργανισμός τη διασπά σταδιακά με τον χρόνο.',
      'Το ραντεβού για filler σχεδιάζεται με βάση τις αναλογίες σας: πόση γέλη, πού και γιατί αποφασίζεται μαζί με τον ιατρό.',
    ],
    course: [
      'Συνήθως γίνεται σε ένα ραντεβού, με σύντομο επανέλεγχο δύο εβδομάδες αργότερα.',
      'Ένα ραντεβού αρκεί συνήθως· μια μικρή συμπλήρωση, αν χρειαστεί, συζητιέται στον επανέλεγχο.',
      'Το ραντεβού διαρκεί λιγότερο από μία ώρα, μαζί με τη συμβουλευτική.',
    ],
    downtime: [
      'Μπορεί να εμφανιστεί οίδημα ή ένας μικρός μώλωπας για λίγες ημέρες, γι’ αυτό προγραμματίστε {to} μακριά από σημαντικές περιστάσεις.',
      'Οι περισσότεροι επιστρέφουν αμέσως στην καθημερινότητά τους και αποφεύγουν το μακιγιάζ, τη ζέστη και την άσκηση για μία ημέρα.',
      'Το ήπιο οίδημα τις πρώτες ημέρες είναι φυσιολογικό και υποχωρεί από μόνο του.',
    ],
    suits: [
      'Ταιριάζει σε ενήλικες που θέλουν μια διακριτική αλλαγή στον όγκο ή στο σχήμα, που εξακολουθεί να τους μοιάζει.',
      '{to} επιλέγουν συχνά όσοι νιώθουν ότι μια περιοχή έχει χάσει όγκο με τα χρόνια.',
      'Ταιριάζει σε όσους προτιμούν μια σταδιακή, μετρημένη προσέγγιση στα χαρακτηριστικά τους.',
    ],
  },
  toxin: {
    what: [
      'Για τις γραμμές έκφρασης στο μέτωπο, ανάμεσα στα φρύδια ή γύρω από τα μάτια, μπορείτε να συζητήσετε με τον ιατρό μας σε μια ιατρική εκτίμηση.',
      'Για τις γραμμές έκφρασης υπάρχει ενέσιμη θεραπεία από ιατρό, που προσφέρεται μόνο μετά από ιατρική εκτίμηση με φυσική παρουσία.',
      'Ο ιατρός εξετάζει την περιοχή και σας εξηγεί αν μια θεραπεία για τις γραμμές έκφρασης είναι κατάλληλη για εσάς.',
    ],
    course: [
      'Το αποτέλεσμα αναπτύσσεται σε περίπου δύο εβδομάδες και ακολουθεί ραντεβού επανελέγχου.',
      'Αν αποφασίσετε να συνεχίσετε, τα ραντεβού απέχουν συνήθως μερικούς μήνες μεταξύ τους.',
      'Το ραντεβού είναι σύντομο και προηγείται πάντα η ιατρική εκτίμηση.',
    ],
    downtime: [
      'Οι περισσότεροι επιστρέφουν αμέσως στην καθημερινότητά τους και αποφεύγουν την άσκηση και το μασάζ της περιοχής για μία ημέρα.',
      'Τα μικρά σημάδια στα σημεία της ένεσης συνήθως χάνονται μέσα σε λίγες ώρες.',
      'Ο ιατρός σας εξηγεί τη φροντίδα μετά και τις πιθανές παρενέργειες πριν αποφασίσετε οτιδήποτε.',
    ],
    suits: [
      'Εξετάζεται για ενήλικες που τους ενοχλούν οι γραμμές στο μέτωπο, ανάμεσα στα φρύδια ή στις άκρες των ματιών.',
      'Η καταλληλότητα είναι πάντα ιατρική απόφαση, που παίρνει ο ιατρός στην εκτίμηση.',
      'Ταιριάζει σε όσους θέλουν πιο μαλακές γραμμές έκφρασης, κρατώντας τη φυσική τους έκφραση.',
    ],
  },
  biostimulator: {
    what: [
      '{o_product} είναι διεγέρτης κολλαγόνου: ενθαρρύνει την επιδερμίδα να παράγει δικό της κολλαγόνο τις επόμενες εβδομάδες.',
      'Ο βιοδιεγέρτης δεν γεμίζει αμέσως· βοηθά την επιδερμίδα να ανακτήσει σταδιακά τη στήριξή της.',
      'Οι διεγέρτες κολλαγόνου εγχέονται από ιατρό, μετά από αξιολόγηση του προσώπου ή της περιοχής του σώματος.',
    ],
    course: [
      'Συνήθως σχεδιάζεται σειρά δύο ή τριών συνεδριών, με απόσταση μερικών εβδομάδων.',
      'Οι αλλαγές εμφανίζονται σταδιακά τους μήνες μετά τη σειρά, καθώς σχηματίζεται νέο κολλαγόνο.',
      'Ο ιατρός αποφασίζει τον αριθμό των συνεδριών μετά την αξιολόγηση της περιοχής.',
    ],
    downtime: [
      'Μετά από κάθε συνεδρία μπορεί να εμφανιστεί οίδημα ή μώλωπας για λίγες ημέρες.',
      'Ένα σύντομο μασάζ στο σπίτι είναι συχνά μέρος της φροντίδας μετά.',
      'Οι περισσότεροι επιστρέφουν στη ρουτίνα τους την επόμενη ημέρα.',
    ],
    suits: [
      'Ταιριάζει σε ενήλικες που βλέπουν την επιδερμίδα τους να χάνει τη σφριγηλότητά της και προτιμούν μια σταδιακή αλλαγή.',
      '{to} επιλέγουν συχνά όσοι θέλουν στήριξη για την επιδερμίδα και όχι επιπλέον όγκο.',
      'Ταιριάζει σε όσους έχουν υπομονή για μια σταδιακή αλλαγή μέσα σε λίγους μήνες.',
    ],
  },
  skin_booster: {
    what: [
      '{o_product} είναι ενέσιμη θεραπεία τύπου skin booster: μικρές ποσότητες τοποθετούνται στην επιδερμίδα για ενυδάτωση και καλύτερη ποιότητα.',
      'Τα skin boosters δρουν στην ποιότητα της επιδερμίδας και όχι στον όγκο ή στο σχήμα.',
      'Με λεπτές μικροενέσεις, το skin booster φέρνει ενυδάτωση μέσα στην ίδια την επιδερμίδα.',
    ],
    course: [
      'Συνήθως σχεδιάζεται σύντομη σειρά δύο ή τριών συνεδριών, με απόσταση μερικών εβδομάδων.',
      'Μετά την πρώτη σειρά, πολλοί επιστρέφουν για μια συνεδρία συντήρησης κάθε λίγους μήνες.',
      'Κάθε συνεδρία διαρκεί περίπου μισή ώρα και ο ιατρός ορίζει μαζί σας τον αριθμό των συνεδριών.',
    ],
    downtime: [
      'Τα μικρά εξογκώματα στα σημεία της ένεσης συνήθως υποχωρούν μέσα σε μία ημέρα.',
      'Μπορεί να εμφανιστεί ερυθρότητα ή ένας μικρός μώλωπας, γι’ αυτό αφήστε λίγες ημέρες πριν από μια σημαντική περίσταση.',
      'Οι περισσότεροι επιστρέφουν αμέσως στην καθημερινότητά τους και αφήνουν το μακιγιάζ για το επόμενο πρωί.',
    ],
    suits: [
      'Ταιριάζει σε επιδερμίδα που δείχνει θαμπή, ξηρή ή κουρασμένη, στο πρόσωπο, στον λαιμό ή στα χέρια.',
      '{to} επιλέγουν συχνά όσοι θέλουν πιο φρέσκια επιδερμίδα χωρίς καμία αλλαγή στα χαρακτηριστικά τους.',
      'Είναι μια ήπια επιλογή για όσους κάνουν τα πρώτα τους βήματα στις θεραπείες αισθητικής.',
    ],
  },
  peel: {
    what: [
      '{o_product} γίνεται με διάλυμα οξέων, στην ένταση που σας ταιριάζει, και ανανεώνει τις επιφανειακές στιβάδες της επιδερμίδας.',
      'Το χημικό πίλινγκ απομακρύνει τα θαμπά επιφανειακά κύτταρα, ώστε να φανεί πιο φρέσκια επιδερμίδα.',
      'Η ένταση του πίλινγκ επιλέγεται μετά από αξιολόγηση, ώστε να ταιριάζει στον τύπο της επιδερμίδας σας.',
    ],
    course: [
      'Τα ήπια πίλινγκ επαναλαμβάνονται συνήθως κάθε λίγες εβδομάδες σε σύντομη σειρά· τα βαθύτερα γίνονται πιο αραιά.',
      'Ο αριθμός των συνεδριών εξαρτάται από το βάθος του πίλινγκ και από όσα χρειάζεται η επιδερμίδα σας.',
      'Η συνεδρία διαρκεί περίπου μισή ώρα, συχνά μετά από μερικές εβδομάδες προετοιμασίας της επιδερμίδας στο σπίτι.',
    ],
    downtime: [
      'Μπορεί να ακολουθήσει ερυθρότητα και απολέπιση για λίγες ημέρες, ανάλογα με το βάθος του πίλινγκ.',
      'Η καθημερινή αντηλιακή προστασία είναι απαραίτητη μετά από πίλινγκ, γι’ αυτό το φθινόπωρο και ο χειμώνας είναι καλή εποχή.',
      'Τα βαθύτερα πίλινγκ χρειάζονται περίπου μία εβδομάδα για να ανανεωθεί η επιδερμίδα και την προγραμματίζουμε μαζί σας.',
    ],
    suits: [
      'Ταιριάζει σε επιδερμίδα με ανομοιόμορφο τόνο, θαμπή όψη, σημάδια από τον ήλιο ή τραχιά υφή.',
      '{to} επιλέγουν συχνά όσοι θέλουν πιο φρέσκια όψη ως μέρος μιας ρουτίνας.',
      'Ο τύπος και το ιστορικό της επιδερμίδας σας κρίνουν ποιο πίλινγκ ταιριάζει, γι’ αυτό προηγείται η αξιολόγηση.',
    ],
  },
  laser_hair: {
    what: [
      '{o_product} μειώνει την ανεπιθύμητη τριχοφυΐα με φως laser που στοχεύει τον θύλακα της τρίχας.',
      'Το laser δρα στις τρίχες που βρίσκονται στη φάση ανάπτυξης και γι’ αυτό γίνεται σε σειρά συνεδριών.',
      'Το laser ψύχεται σε όλη τη διάρκεια της συνεδρίας, για την άνεση της περιοχής.',
    ],
    course: [
      'Σχεδιάζεται σειρά συνεδριών, συνήθως με απόσταση τεσσάρων έως οκτώ εβδομάδων.',
      'Οι περισσότερες περιοχές χρειάζονται αρκετές συνεδρίες· ο αριθμός εξαρτάται από την περιοχή, την τρίχα και τον τύπο δέρματος.',
      'Οι συνεδρίες είναι σύντομες: μια μικρή περιοχή χρειάζεται μόνο λίγα λεπτά.',
    ],
    downtime: [
      'Δεν χρειάζεται χρόνος αποθεραπείας: μπορεί να εμφανιστεί ερυθρότητα, που συνήθως υποχωρεί μέσα σε λίγες ώρες.',
      'Αποφύγετε τον ήλιο πριν και μετά τις συνεδρίες και ξυρίστε την περιοχή την προηγούμενη ημέρα.',
      'Οι περισσότεροι επιστρέφουν αμέσως στην καθημερινότητά τους μετά τη συνεδρία.',
    ],
    suits: [
      'Ταιριάζει στους περισσότερους τύπους δέρματος· ένα τεστ δείχνει πώς αντιδρά η επιδερμίδα σας πριν ξεκινήσει η σειρά.',
      '{to} επιλέγουν συχνά όσοι κουράστηκαν να ξυρίζουν ή να κάνουν κερί στην ίδια περιοχή ξανά και ξανά.',
      'Ενημερώστε μας για φάρμακα που παίρνετε ή για πρόσφατο μαύρισμα, γιατί επηρεάζουν τις ρυθμίσεις.',
    ],
  },
  resurfacing: {
    what: [
      '{o_product} ανανεώνει την επιδερμίδα σε μικροσκοπικές στήλες, ενώ το δέρμα γύρω τους μένει ανέπαφο.',
      'Η κλασματική ανάπλαση δρα στην ανομοιόμορφη υφή, στα σημάδια ακμής και στις λεπτές γραμμές.',
      'Οι ρυθμίσεις του laser προσαρμόζονται στην επιδερμίδα σας και στο βάθος που έχει σχεδιαστεί.',
    ],
    course: [
      'Συνήθως σχεδιάζονται μία έως τρεις συνεδρίες, με απόσταση μερικών εβδομάδων, ανάλογα με το βάθος.',
      'Οι αλλαγές συνεχίζουν να εξελίσσονται τις εβδομάδες μετά από κάθε συνεδρία, καθώς η επιδερμίδα ανανεώνεται.',
      'Ο ιατρός σχεδιάζει τον αριθμό των συνεδριών μετά από αξιολόγηση της επιδερμίδας.',
    ],
    downtime: [
      'Υπολογίστε λίγες ημέρες ερυθρότητας και απολέπισης και προγραμματίστε τις από πριν.',
      'Η αυστηρή αντηλιακή προστασία είναι μέρος της φροντίδας μετά, γι’ αυτό το φθινόπωρο και ο χειμώνας ταιριάζουν καλύτερα.',
      'Σχεδιάζουμε μαζί σας τις ημέρες αποθεραπείας πριν κλείσουμε τη συνεδρία.',
    ],
    suits: [
      'Ταιριάζει σε επιδερμίδα με ανομοιόμορφη υφή, ουλές ακμής ή βλάβες από τον ήλιο.',
      '{to} επιλέγουν συχνά όσοι μπορούν να αφιερώσουν λίγες ημέρες στην αποθεραπεία.',
      'Ο τύπος της επιδερμίδας σας καθορίζει τις ρυθμίσεις, γι’ αυτό προηγείται πάντα η αξιολόγηση.',
    ],
  },
  ipl: {
    what: [
      '{o_product} χρησιμοποιεί παλμικό φως υψηλής έντασης για τις κηλίδες από τον ήλιο, την ερυθρότητα και τον ανομοιόμορφο τόνο.',
      'Το παλμικό φως φτάνει στη μελάγχρωση και στα μικρά ορατά αγγεία χωρίς να τραυματίζει την επιδερμίδα.',
      'Στη συνεδρία IPL μια ψυχόμενη κεφαλή ακουμπά στην επιδερμίδα και εκπέμπει σύντομους παλμούς φωτός.',
    ],
    course: [
      'Συνήθως σχεδιάζεται σύντομη σειρά τριών έως πέντε συνεδριών, με απόσταση μερικών εβδομάδων.',
      'Ο αριθμός των συνεδριών εξαρτάται από τη μελάγχρωση και την ερυθρότητα που αντιμετωπίζουμε.',
      'Μια συνεδρία διαρκεί συνήθως λιγότερο από μισή ώρα.',
    ],
    downtime: [
      'Ο χρόνος αποθεραπείας είναι μικρός: οι κηλίδες μπορεί να σκουρύνουν για λίγες ημέρες πριν απολεπιστούν.',
      'Λίγη ερυθρότητα αμέσως μετά τη συνεδρία είναι φυσιολογική και συνήθως υποχωρεί μέσα σε λίγες ώρες.',
      'Η καθημερινή αντηλιακή προστασία πριν και μετά τη σειρά είναι απαραίτητη.',
    ],
    suits: [
      'Ταιριάζει σε επιδερμίδα με κηλίδες από τον ήλιο, ερυθρότητα ή ανομοιόμορφο τόνο.',
      '{to} επιλέγουν συχνά μετά το καλοκαίρι, όταν ο ήλιος έχει αφήσει τα σημάδια του.',
      'Με πρόσφατο μαύρισμα η συνεδρία αναβάλλεται για λίγο, γι’ αυτό εξετάζουμε πρώτα την επιδερμίδα σας.',
    ],
  },
  tightening: {
    what: [
      '{o_product} χρησιμοποιεί εστιασμένη ενέργεια για να θερμάνει τις βαθύτερες στιβάδες της επιδερμίδας και να υποστηρίξει τη σφριγηλότητά της.',
      'Η ενέργεια δρα κάτω από την επιφάνεια, χωρίς καμία τομή, στο κάτω μέρος του προσώπου, στη γραμμή της γνάθου ή στον λαιμό.',
      'Η θερμότητα στις βαθύτερες στιβάδες ενθαρρύνει την επιδερμίδα να ανανεώσει το κολλαγόνο της τους επόμενους μήνες.',
    ],
    course: [
      'Συνήθως γίνεται σε μία συνεδρία, που μερικές φορές επαναλαμβάνεται μετά από έναν χρόνο.',
      'Οι αλλαγές εμφανίζονται σταδιακά τους δύο ή τρεις μήνες μετά τη συνεδρία.',
      'Μια συνεδρία διαρκεί περίπου μία ώρα, ανάλογα με τις περιοχές.',
    ],
    downtime: [
      'Οι περισσότεροι επιστρέφουν αμέσως στην καθημερινότητά τους· λίγη ευαισθησία ή ερυθρότητα μπορεί να κρατήσει μερικές ώρες.',
      'Δεν χρειάζεται να προγραμματίσετε χρόνο αποθεραπείας, μόνο τη συνηθισμένη αντηλιακή προστασία.',
      'Ο ιατρός σας εξηγεί τι μπορεί να νιώσετε κατά τη διάρκεια και μετά τη συνεδρία.',
    ],
    suits: [
      'Ταιριάζει σε ενήλικες με ήπια έως μέτρια χαλάρωση της επιδερμίδας που προτιμούν μια μη χειρουργική επιλογή.',
      '{to} επιλέγουν συχνά όσοι βλέπουν τη γραμμή της γνάθου και τον λαιμό να χάνουν το περίγραμμά τους.',
      'Ταιριάζει σε όσους προτιμούν μια σταδιακή αλλαγή μέσα σε λίγους μήνες.',
    ],
  },
  microneedling: {
    what: [
      '{o_product} συνδυάζει λεπτές μικροβελόνες με ενέργεια ραδιοσυχνοτήτων για να ανανεώσει την επιδερμίδα από μέσα.',
      'Οι μικροσκοπικές βελόνες και η ενέργεια ενθαρρύνουν την επιδερμίδα να παράγει νέο κολλαγόνο.',
      'Δρα στην υφή, στους διεσταλμένους πόρους και στις ουλές ακμής.',
    ],
    course: [
      'Συνήθως γίνεται σειρά τριών συνεδριών, με απόσταση περίπου τεσσάρων εβδομάδων.',
      'Οι αλλαγές χτίζονται σταδιακά τις εβδομάδες μετά από κάθε συνεδρία.',
      'Ο ιατρός ορίζει το βάθος και τον αριθμό των συνεδριών μετά την αξιολόγηση της επιδερμίδας σας.',
    ],
    downtime: [
      'Η ερυθρότητα για μία έως τρεις ημέρες είναι συνηθισμένη και το μακιγιάζ επιτρέπεται ξανά μετά από μία ημέρα.',
      'Η αντηλιακή προστασία και μια ήπια ρουτίνα είναι μέρος της φροντίδας μετά.',
      'Προγραμματίστε τις συνεδρίες λίγες ημέρες πριν από κάθε σημαντική περίσταση.',
    ],
    suits: [
      'Ταιριάζει σε επιδερμίδα με ανομοιόμορφη υφή, διεσταλμένους πόρους ή ουλές ακμής.',
      '{to} επιλέγουν συχνά όσοι θέλουν να βελτιώσουν την υφή με λίγο χρόνο αποθεραπείας.',
      'Ταιριάζει στους περισσότερους τύπους δέρματος, κάτι που επιβεβαιώνουμε στην αξιολόγηση.',
    ],
  },
  energy_device: {
    what: [
      '{o_product} είναι θεραπεία με συσκευή που δρα στην επιδερμίδα με ελεγχόμενη ενέργεια.',
      'Οι ρυθμίσεις της συσκευής προσαρμόζονται στον τύπο του δέρματός σας και στην περιοχή.',
      'Οι θεραπείες με συσκευές δρουν στην επιδερμίδα χωρίς τομές, με ελεγχόμενο τρόπο.',
    ],
    course: [
      'Συχνά σχεδιάζεται σειρά συνεδριών, με απόσταση μερικών εβδομάδων.',
      'Ο αριθμός των συνεδριών εξαρτάται από την περιοχή και τον στόχο και τον σχεδιάζουμε μαζί σας.',
      'Οι αλλαγές συνήθως χτίζονται σταδιακά κατά τη διάρκεια της σειράς.',
    ],
    downtime: [
      'Ο χρόνος αποθεραπείας εξαρτάται από τη συσκευή και τις ρυθμίσεις και σας τον εξηγούμε πριν κλείσετε ραντεβού.',
      'Λίγη ερυθρότητα μετά τη συνεδρία είναι συνηθισμένη και συνήθως υποχωρεί γρήγορα.',
      'Η αντηλιακή προστασία πριν και μετά τις συνεδρίες είναι μέρος του πλάνου.',
    ],
    suits: [
      'Ο τύπος του δέρματός σας και όσα θέλετε να αλλάξετε κρίνουν αν σας ταιριάζει.',
      '{to} επιλέγουν συχνά όσοι προτιμούν μια μη επεμβατική επιλογή.',
      'Προηγείται η αξιολόγηση, ώστε οι ρυθμίσεις να ταιριάζουν στην επιδερμίδα σας.',
    ],
  },
  thread: {
    what: [
      '{o_product} χρησιμοποιεί λεπτά απορροφήσιμα νήματα που τοποθετούνται κάτω από το δέρμα για στήριξη και ανόρθωση των ιστών.',
      'Η θεραπεία με νήματα είναι μη χειρουργική πράξη που γίνεται από ιατρό με τοπική αναισθησία.',
      'Τα νήματα απορροφώνται από τον οργανισμό τους επόμενους μήνες.',
    ],
    course: [
      'Συνήθως γίνεται σε ένα ραντεβού περίπου μίας ώρας.',
      'Ο ιατρός αποφασίζει τον αριθμό και τη θέση των νημάτων μετά την αξιολόγηση της περιοχής.',
      'Λίγες εβδομάδες αργότερα ακολουθεί ραντεβού επανελέγχου.',
    ],
    downtime: [
      'Οίδημα ή ευαισθησία μπορεί να κρατήσουν λίγες ημέρες.',
      'Αποφύγετε τις έντονες κινήσεις του προσώπου και την άσκηση για περίπου μία εβδομάδα.',
      'Ο ιατρός σας εξηγεί αναλυτικά τη φροντίδα μετά, πριν από το ραντεβού.',
    ],
    suits: [
      'Ταιριάζει σε ενήλικες με ήπια χαλάρωση της επιδερμίδας που προτιμούν μια μη χειρουργική επιλογή.',
      'Εξετάζεται συχνά για το μέσο του προσώπου, τη γραμμή της γνάθου ή τα φρύδια.',
      'Η καταλληλότητα εξαρτάται από την επιδερμίδα και τους ιστούς, που αξιολογεί πρώτα ο ιατρός.',
    ],
  },
  skincare: {
    what: [
      '{o_product} είναι προϊόν περιποίησης για καθημερινή χρήση στο σπίτι.',
      'Η σωστή φροντίδα στο σπίτι στηρίζει όλα όσα κάνουμε στον χώρο μας.',
      'Το σωστό προϊόν με τη σωστή σειρά κάνει τη ρουτίνα πιο εύκολη στην τήρηση.',
    ],
    course: [
      'Γίνεται μέρος της καθημερινής σας ρουτίνας, πρωί ή βράδυ, όπως σας συμβουλεύουμε.',
      'Ξεκινήστε σταδιακά, λίγες φορές την εβδομάδα στην αρχή, και δείτε πώς αντιδρά η επιδερμίδα σας.',
      'Η σταθερότητα μετράει περισσότερο από την ποσότητα: λίγο προϊόν κάθε ημέρα αρκεί.',
    ],
    downtime: [
      'Δεν χρειάζεται χρόνος αποθεραπείας· απλώς συνεχίστε την καθημερινή αντηλιακή προστασία.',
      'Αν η επιδερμίδα σας είναι ευαίσθητη στην αρχή, χρησιμοποιήστε {to} μέρα παρά μέρα για λίγο.',
      'Συνδυάστε {to} με αντηλιακό κάθε πρωί.',
    ],
    suits: [
      'Ταιριάζει στους περισσότερους τύπους επιδερμίδας και μπορούμε να σας πούμε αν ταιριάζει και στη δική σας.',
      '{to} επιλέγουν συχνά όσοι θέλουν να στηρίξουν στο σπίτι τις θεραπείες που κάνουν σε εμάς.',
      'Ταιριάζει σε όποιον θέλει μια απλή, σταθερή ρουτίνα.',
    ],
  },
  unknown: {
    what: [
      '{o_product} είναι μέρος των υπηρεσιών αισθητικής που προσφέρουμε.',
      'Κάθε θεραπεία που προσφέρουμε ξεκινά με μια σαφή εξήγηση του τι είναι και πώς λειτουργεί.',
      'Σας εξηγούμε τι περιλαμβάνει {o_product} πριν αποφασίσετε οτιδήποτε.',
    ],
    course: [
      'Πόσα ραντεβού χρειάζονται εξαρτάται από εσάς και το σχεδιάζουμε μαζί.',
      'Το πλάνο ορίζεται μετά τη συμβουλευτική επίσκεψη, βήμα βήμα.',
      'Σας λέμε από πριν πόσο διαρκεί κάθε ραντεβού.',
    ],
    downtime: [
      'Σας εξηγούμε τη φροντίδα μετά και τι να περιμένετε τις επόμενες ημέρες.',
      'Ο χρόνος αποθεραπείας, αν υπάρχει, συζητιέται πριν κλείσετε ραντεβού, ώστε να οργανωθείτε.',
      'Ρωτήστε μας για τη φροντίδα μετά· θα τη δούμε μαζί με χαρά.',
    ],
    suits: [
      'Αν σας ταιριάζει, το αποφασίζουμε μαζί στη συμβουλευτική επίσκεψη.',
      '{to} επιλέγουν συχνά όσοι θέλουν ένα προσωπικό πλάνο και όχι ένα τυποποιημένο.',
      'Η ομάδα μας σας εξηγεί σε ποιους ταιριάζει και πότε είναι καλύτερη μια άλλη επιλογή.',
    ],
  },
};

export const FACTS: Record<Language, Record<TreatmentKind, KindFacts>> = { en, el };

/**
 * Hashtags people really use for each kind, short and lower case: the first ones are the most
 * specific. The writer adds the clinic's city and keeps at most five in all.
 */
export const KIND_TAGS: Record<Language, Record<TreatmentKind, string[]>> = {
  en: {
    hyaluronic_filler: ['#dermalfillers', '#hyaluronicacid', '#fillers', '#aestheticmedicine'],
    toxin: ['#aestheticmedicine', '#expressionlines', '#skinconsultation', '#aesthetics'],
    biostimulator: ['#biostimulator', '#collagen', '#aestheticmedicine', '#skinquality'],
    skin_booster: ['#skinbooster', '#skinquality', '#hydration', '#aestheticmedicine'],
    peel: ['#chemicalpeel', '#peel', '#skincare', '#skintexture'],
    laser_hair: ['#laserhairremoval', '#laser', '#hairremoval', '#smoothlegs'],
    resurfacing: ['#laserresurfacing', '#co2laser', '#skintexture', '#laser'],
    ipl: ['#ipl', '#photofacial', '#pigmentation', '#skintone'],
    tightening: ['#hifu', '#skintightening', '#nonsurgical', '#jawline'],
    microneedling: ['#rfmicroneedling', '#microneedling', '#skintexture', '#acnescars'],
    energy_device: ['#aesthetictreatment', '#skincare', '#nonsurgical', '#aesthetics'],
    thread: ['#threadlift', '#pdothreads', '#nonsurgical', '#aestheticmedicine'],
    skincare: ['#skincare', '#skincareroutine', '#spf', '#healthyskin'],
    unknown: ['#aesthetics', '#skincare', '#selfcare', '#aestheticclinic'],
  },
  el: {
    hyaluronic_filler: ['#fillers', '#υαλουρονικό', '#αισθητικήιατρική', '#αισθητική'],
    toxin: ['#αισθητικήιατρική', '#γραμμέςέκφρασης', '#αισθητική', '#ιατρικήεκτίμηση'],
    biostimulator: ['#κολλαγόνο', '#βιοδιέγερση', '#αισθητικήιατρική', '#αισθητική'],
    skin_booster: ['#skinbooster', '#ενυδάτωση', '#αισθητικήιατρική', '#επιδερμίδα'],
    peel: ['#πίλινγκ', '#peeling', '#επιδερμίδα', '#περιποίηση'],
    laser_hair: ['#αποτρίχωση', '#laser', '#αποτρίχωσημελέιζερ', '#περιποίηση'],
    resurfacing: ['#laser', '#co2laser', '#ανάπλαση', '#επιδερμίδα'],
    ipl: ['#ipl', '#κηλίδες', '#επιδερμίδα', '#αισθητική'],
    tightening: ['#hifu', '#σύσφιξη', '#αισθητική', '#επιδερμίδα'],
    microneedling: ['#microneedling', '#ραδιοσυχνότητες', '#ουλέςακμής', '#επιδερμίδα'],
    energy_device: ['#αισθητική', '#επιδερμίδα', '#περιποίηση', '#aesthetics'],
    thread: ['#νήματα', '#threadlift', '#αισθητικήιατρική', '#αισθητική'],
    skincare: ['#περιποίηση', '#skincare', '#αντηλιακό', '#επιδερμίδα'],
    unknown: ['#αισθητική', '#περιποίηση', '#ομορφιά', '#επιδερμίδα'],
  },
};
