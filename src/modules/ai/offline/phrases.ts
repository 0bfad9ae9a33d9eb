import type { ContentTone, Language } from '../schema.js';

/**
 * The offline writer's material, in English and Greek. Every sentence is written to pass the
 * compliance guard: no promises of results, no medical claims, no superlatives.
 *
 * Placeholders: {product}; Greek also {o_product} (nominative with article), {ton_product}
 * (accusative with article), {me_product} ("με" + accusative), {se_product} ("σε" + accusative);
 * {company}, {location} (sentences using them are only picked when they are known); {category}.
 */
export interface PhraseBank {
  openings: Record<ContentTone, string[]>;
  questions: string[];
  stories: string[];
  facts: string[];
  visuals: string[];
  intros: string[];
  benefits: string[];
  process: string[];
  education: string[];
  company: string[];
  offers: string[];
  ctas: Record<ContentTone, string[]>;
  closers: string[];
  tipsLead: string[];
  insights: string[];
}

const en: PhraseBank = {
  openings: {
    professional: [
      'Introducing {product}.',
      '{product} is now part of our treatment menu.',
      'A considered approach to skin quality starts with the right choice.',
      'Every face is different, and so is every treatment plan.',
      'Thoughtful aesthetics is about balance, not excess.',
    ],
    friendly: [
      'Say hello to {product}!',
      'Good news for your skin this week!',
      'Looking for a little self-care moment?',
      'We have something lovely to share with you today.',
      'Your skin deserves some attention, and we are here to help.',
    ],
    educational: [
      'Let’s talk about {product}.',
      'What exactly is {product}, and who is it for?',
      'A quick guide to {product}.',
      'Understanding your options is the first step to a confident choice.',
      'Here is what you should know before booking {product}.',
    ],
    promotional: [
      'Now booking: {product}.',
      'This month’s spotlight is on {product}.',
      'Appointments for {product} are open.',
      'Discover {product} at our clinic.',
      'Make this season about you, with {product}.',
    ],
  },
  questions: [
    'Have you been curious about {product}?',
    'Wondering whether {product} is right for you?',
    'What does a refreshed, natural look mean to you?',
    'Is your skin asking for a little extra care?',
    'Thinking about your next step in skin care?',
    'Ever wondered what happens during a {product} appointment?',
  ],
  stories: [
    'A client recently told us she wanted to feel like herself again, only a little more rested.',
    'Last week a first-time visitor asked us where to begin, and our answer was simple: with a conversation.',
    'Many of our clients come to us with the same wish: to look fresh without looking “done”.',
    'One of our regular clients describes her appointments as the calmest hour of her month.',
    'When we first added {product} to our menu, our team spent weeks training to plan it carefully.',
  ],
  facts: [
    'Did you know? Daily sunscreen is one of the simplest habits dermatologists recommend for every skin type.',
    'Did you know? Skin naturally produces less collagen and hyaluronic acid as the years go by.',
    'Fact: hydration and a consistent routine make a visible difference to how skin looks and feels.',
    'Good to know: most aesthetic plans combine in-clinic care with a simple routine at home.',
    'Fact: a thorough consultation is the most important part of any aesthetic treatment.',
    'Did you know? Gentle, regular care often suits the skin better than occasional intensive routines.',
  ],
  visuals: [
    'Clean lines, soft light and a focus on skin that looks healthy.',
    'A closer look at {product}.',
    'Simple, elegant and thoughtfully chosen.',
    'Details matter, in every picture and in every treatment.',
  ],
  intros: [
    '{product} is chosen by our team for clients who want a natural-looking, refreshed appearance.',
    'With {product}, we focus on subtle, balanced changes that respect your features.',
    '{product} fits into a personalised plan designed around your skin and your goals.',
    'We offer {product} as part of a careful, step-by-step approach to skin quality.',
    '{product} is one of the options our medical team discusses with clients who want a fresher look.',
    'Our team uses {product} with attention to detail and respect for your natural features.',
  ],
  benefits: [
    'It is designed to support skin that looks smoother, more even and well cared for.',
    'Many clients appreciate how well it fits into a busy schedule.',
    'The aim is always a result that looks like you, on a good day.',
    'It can be combined with other treatments when your plan calls for it.',
    'Hydrated, comfortable skin is often the first thing clients notice.',
    'We adjust every step to your skin type, your lifestyle and what you want to achieve.',
    'It works best as part of a consistent routine that you can keep up.',
    'Our focus is on gradual, natural-looking improvements rather than dramatic changes.',
    'Clients often tell us they value the calm, unhurried pace of their appointments.',
    'It is a considered choice for people who prefer a subtle approach.',
    'We take the time to explain what to expect, so you can decide with confidence.',
    'Small, well-planned steps often make the most sense for long-term skin health.',
  ],
  process: [
    'Every appointment starts with a consultation to understand your skin and your expectations.',
    'Our medical team will walk you through each step and answer your questions.',
    'We will also talk about aftercare, so you know exactly how to look after your skin.',
    'Results and timings vary from person to person, and we will discuss what is realistic for you.',
    'If {product} is not the right fit, we will tell you and suggest alternatives.',
    'Your plan is reviewed at follow-up visits, so it keeps matching your needs.',
    'We explain the possible side effects and how to prepare, before anything is booked.',
    'Comfort measures are available, and we will talk them through with you beforehand.',
  ],
  education: [
    'Protect your skin with SPF every day, even when it is cloudy.',
    'Keep your routine simple: cleanse, moisturise and protect.',
    'Tell your practitioner about any medication or skin condition before a treatment.',
    'Avoid intense heat, saunas and strenuous exercise for a short while after in-clinic treatments, unless advised otherwise.',
    'Drink enough water and give your skin time to settle after a session.',
    'Introduce new active ingredients one at a time, so you can see how your skin responds.',
    'Ask about the number of sessions that usually suits a plan like yours.',
    'Choose a qualified, medically supervised clinic for any aesthetic treatment.',
    'Plan treatments around important events, leaving enough time for your skin to settle.',
    'Bring your questions to the consultation: there is no such thing as a silly one.',
  ],
  company: [
    'At {company}, we believe good aesthetics starts with listening.',
    'Our team at {company} in {location} is ready to welcome you.',
    'Visit us in {location} and meet the people behind {company}.',
    'The {company} team takes pride in careful, personal care.',
    'From our clinic in {location}, we are happy to answer any question you may have.',
    '{company} has been caring for clients in {location} with a personal, honest approach.',
  ],
  offers: [
    'Consultations for {product} are available this month.',
    'Appointments are available over the coming weeks.',
    'Ask about combining {product} with your next visit.',
    'Our reception can help you find a convenient time for your visit.',
    'New clients are always welcome for an introductory consultation.',
  ],
  ctas: {
    professional: [
      'Book your consultation to find out whether {product} is right for you.',
      'Contact our team to arrange a personal consultation.',
      'Schedule an appointment and let us create a plan that suits you.',
      'Get in touch to discuss your options with our medical team.',
    ],
    friendly: [
      'Send us a message and let’s find what suits you best!',
      'Drop us a message or give us a call, we would love to see you!',
      'Pop in for a chat and a consultation, the kettle is on!',
      'Tap the link to book, and we will take care of the rest!',
    ],
    educational: [
      'Have questions? Book a consultation and we will go through them together.',
      'Save this post for later, and ask us anything in the comments.',
      'Want to learn more? Our team is happy to explain every detail.',
      'Book a consultation to find out which approach fits your skin.',
    ],
    promotional: [
      'Book your appointment today and reserve your preferred time.',
      'Call us or book online while slots are available.',
      'Reserve your consultation now through the link in our profile.',
      'Message us today to book your {product} appointment.',
    ],
  },
  closers: [
    'Your skin, your pace, your choice.',
    'Natural, considered, personal.',
    'Here for you, every step of the way.',
    'Care that starts with a conversation.',
  ],
  tipsLead: ['A few things worth knowing:', 'Our quick tips:', 'Three things to keep in mind:'],
  insights: [
    'In aesthetics, demand is shifting toward subtle, natural-looking results and long-term skin health.',
    'Clients increasingly ask for personalised plans rather than one-off treatments.',
    'Clear information and honest consultations are becoming the standard clients expect.',
    'Combining in-clinic care with simple home routines is now a common approach in our field.',
  ],
};

const el: PhraseBank = {
  openings: {
    professional: [
      'Σας παρουσιάζουμε {ton_product}.',
      '{o_product} εντάσσεται πλέον στις υπηρεσίες μας.',
      'Η φροντίδα της επιδερμίδας ξεκινά με τη σωστή επιλογή.',
      'Κάθε πρόσωπο είναι διαφορετικό, όπως και κάθε πλάνο φροντίδας.',
      'Η σύγχρονη αισθητική έχει να κάνει με την ισορροπία, όχι με τις υπερβολές.',
    ],
    friendly: [
      'Γνωρίστε {ton_product}!',
      'Καλά νέα για την επιδερμίδα σας αυτή την εβδομάδα!',
      'Ψάχνετε μια στιγμή φροντίδας για τον εαυτό σας;',
      'Έχουμε κάτι όμορφο να μοιραστούμε μαζί σας σήμερα.',
      'Η επιδερμίδα σας αξίζει λίγη προσοχή και εμείς είμαστε εδώ για να βοηθήσουμε.',
    ],
    educational: [
      'Ας μιλήσουμε για {ton_product}.',
      'Τι είναι {o_product} και σε ποιους ταιριάζει;',
      'Ένας σύντομος οδηγός για {ton_product}.',
      'Η σωστή ενημέρωση είναι το πρώτο βήμα για μια σίγουρη επιλογή.',
      'Όσα χρειάζεται να ξέρετε πριν κλείσετε ραντεβού για {ton_product}.',
    ],
    promotional: [
      'Κλείστε τώρα ραντεβού για {ton_product}.',
      'Αυτόν τον μήνα στο επίκεντρο βρίσκεται {o_product}.',
      'Τα ραντεβού για {ton_product} είναι ανοιχτά.',
      'Ανακαλύψτε {ton_product} στον χώρο μας.',
      'Κάντε αυτή την εποχή λίγο πιο δική σας, {me_product}.',
    ],
  },
  questions: [
    'Σας έχει κινήσει το ενδιαφέρον {o_product};',
    'Αναρωτιέστε αν {o_product} ταιριάζει σε εσάς;',
    'Τι σημαίνει για εσάς μια φρέσκια, φυσική εμφάνιση;',
    'Μήπως η επιδερμίδα σας ζητά λίγη παραπάνω φροντίδα;',
    'Σκέφτεστε το επόμενο βήμα στη φροντίδα της επιδερμίδας σας;',
    'Έχετε αναρωτηθεί πώς γίνεται ένα ραντεβού για {ton_product};',
  ],
  stories: [
    'Μια πελάτισσά μας μάς είπε πρόσφατα ότι ήθελε απλώς να νιώθει ξανά ο εαυτός της, λίγο πιο ξεκούραστη.',
    'Την περασμένη εβδομάδα μια επισκέπτρια μάς ρώτησε από πού να ξεκινήσει· η απάντησή μας ήταν απλή: από μια συζήτηση.',
    'Πολλοί από όσους μας επισκέπτονται έχουν την ίδια επιθυμία: να δείχνουν φρέσκοι χωρίς να φαίνεται ότι «έκαναν κάτι».',
    'Μια σταθερή πελάτισσά μας περιγράφει τα ραντεβού της ως την πιο ήρεμη ώρα του μήνα.',
    'Όταν προσθέσαμε {ton_product} στις υπηρεσίες μας, η ομάδα μας εκπαιδεύτηκε για εβδομάδες ώστε να το σχεδιάζει με προσοχή.',
  ],
  facts: [
    'Το ξέρατε; Το καθημερινό αντηλιακό είναι από τις πιο απλές συνήθειες που προτείνουν οι δερματολόγοι για κάθε τύπο δέρματος.',
    'Το ξέρατε; Με τα χρόνια το δέρμα παράγει φυσικά λιγότερο κολλαγόνο και υαλουρονικό οξύ.',
    'Καλό να ξέρετε: η ενυδάτωση και μια σταθερή ρουτίνα κάνουν ορατή διαφορά στην όψη της επιδερμίδας.',
    'Καλό να ξέρετε: τα περισσότερα πλάνα αισθητικής συνδυάζουν φροντίδα στον χώρο μας με μια απλή ρουτίνα στο σπίτι.',
    'Το ξέρατε; Η προσεκτική συμβουλευτική επίσκεψη είναι το πιο σημαντικό κομμάτι κάθε αισθητικής πράξης.',
    'Το ξέρατε; Η ήπια και τακτική φροντίδα συχνά ταιριάζει καλύτερα στο δέρμα από τις σποραδικές εντατικές ρουτίνες.',
  ],
  visuals: [
    'Καθαρές γραμμές, απαλό φως και επιδερμίδα που δείχνει υγιής.',
    'Μια πιο κοντινή ματιά: {product}.',
    'Απλό, κομψό και προσεκτικά επιλεγμένο.',
    'Οι λεπτομέρειες μετράνε, σε κάθε εικόνα και σε κάθε επίσκεψη.',
  ],
  intros: [
    '{o_product} επιλέγεται από την ομάδα μας για όσους θέλουν μια φυσική, ανανεωμένη εμφάνιση.',
    '{me_product} εστιάζουμε σε διακριτικές, ισορροπημένες αλλαγές που σέβονται τα χαρακτηριστικά σας.',
    '{o_product} εντάσσεται σε ένα εξατομικευμένο πλάνο, σχεδιασμένο γύρω από την επιδερμίδα και τους στόχους σας.',
    'Προσφέρουμε {ton_product} ως μέρος μιας προσεκτικής προσέγγισης, βήμα προς βήμα.',
    '{o_product} είναι μία από τις επιλογές που συζητά η ιατρική μας ομάδα με όσους θέλουν πιο φρέσκια όψη.',
    'Η ομάδα μας εφαρμόζει {ton_product} με προσοχή στη λεπτομέρεια και σεβασμό στα φυσικά σας χαρακτηριστικά.',
  ],
  benefits: [
    'Στόχος είναι μια επιδερμίδα που δείχνει πιο λεία, πιο ομοιόμορφη και περιποιημένη.',
    'Πολλοί εκτιμούν πόσο εύκολα χωράει σε ένα γεμάτο πρόγραμμα.',
    'Ο στόχος είναι πάντα ένα αποτέλεσμα που σας μοιάζει, σε μια καλή σας μέρα.',
    'Μπορεί να συνδυαστεί με άλλες θεραπείες, όταν το πλάνο σας το χρειάζεται.',
    'Η ενυδατωμένη, άνετη επιδερμίδα είναι συνήθως το πρώτο που παρατηρείτε.',
    'Προσαρμόζουμε κάθε βήμα στον τύπο του δέρματός σας, στον τρόπο ζωής σας και σε όσα θέλετε να πετύχετε.',
    'Λειτουργεί καλύτερα ως μέρος μιας σταθερής ρουτίνας που μπορείτε να τηρήσετε.',
    'Εστιάζουμε σε σταδιακές, φυσικές βελτιώσεις και όχι σε εντυπωσιακές αλλαγές.',
    'Όσοι μας επισκέπτονται εκτιμούν τον ήρεμο, χωρίς βιασύνη ρυθμό των ραντεβού.',
    'Είναι μια μελετημένη επιλογή για όσους προτιμούν μια διακριτική προσέγγιση.',
    'Αφιερώνουμε χρόνο για να σας εξηγήσουμε τι να περιμένετε, ώστε να αποφασίσετε με σιγουριά.',
    'Τα μικρά, καλά σχεδιασμένα βήματα έχουν συνήθως περισσότερο νόημα για την υγεία της επιδερμίδας μακροπρόθεσμα.',
  ],
  process: [
    'Κάθε ραντεβού ξεκινά με συμβουλευτική επίσκεψη, για να κατανοήσουμε την επιδερμίδα και τις προσδοκίες σας.',
    'Η ιατρική μας ομάδα θα σας εξηγήσει κάθε βήμα και θα απαντήσει σε όλες σας τις ερωτήσεις.',
    'Θα μιλήσουμε επίσης για τη φροντίδα μετά την επίσκεψη, ώστε να ξέρετε πώς να προσέχετε την επιδερμίδα σας.',
    'Τα αποτελέσματα και οι χρόνοι διαφέρουν από άτομο σε άτομο και θα συζητήσουμε τι είναι ρεαλιστικό για εσάς.',
    'Αν {o_product} δεν είναι η κατάλληλη επιλογή, θα σας το πούμε και θα σας προτείνουμε εναλλακτικές.',
    'Το πλάνο σας επανεξετάζεται στις επόμενες επισκέψεις, ώστε να ανταποκρίνεται πάντα στις ανάγκες σας.',
    'Πριν κλείσουμε οτιδήποτε, σας εξηγούμε τις πιθανές παρενέργειες και πώς να προετοιμαστείτε.',
    'Υπάρχουν μέτρα για την άνεσή σας και θα τα συζητήσουμε μαζί από πριν.',
  ],
  education: [
    'Προστατεύετε την επιδερμίδα σας με αντηλιακό κάθε μέρα, ακόμη και όταν έχει συννεφιά.',
    'Κρατήστε τη ρουτίνα σας απλή: καθαρισμός, ενυδάτωση και προστασία.',
    'Ενημερώστε τον ειδικό για φάρμακα που παίρνετε ή για οποιοδήποτε θέμα της επιδερμίδας σας.',
    'Αποφύγετε την έντονη ζέστη, τη σάουνα και την έντονη άσκηση για λίγο μετά από μια επίσκεψη, εκτός αν σας πούμε κάτι διαφορετικό.',
    'Πίνετε αρκετό νερό και δώστε στην επιδερμίδα σας χρόνο να ηρεμήσει μετά από κάθε συνεδρία.',
    'Προσθέτετε τα νέα δραστικά συστατικά ένα ένα, για να βλέπετε πώς αντιδρά η επιδερμίδα σας.',
    'Ρωτήστε πόσες συνεδρίες ταιριάζουν συνήθως σε ένα πλάνο σαν το δικό σας.',
    'Επιλέγετε πάντα έναν χώρο με ιατρική επίβλεψη και εξειδικευμένο προσωπικό.',
    'Προγραμματίστε τις επισκέψεις σας αρκετά πριν από σημαντικές περιστάσεις, ώστε η επιδερμίδα να έχει χρόνο να ηρεμήσει.',
    'Φέρτε όλες τις ερωτήσεις σας στη συμβουλευτική επίσκεψη· καμία ερώτηση δεν είναι περιττή.',
  ],
  company: [
    'Στην ομάδα {company} πιστεύουμε ότι η καλή αισθητική ξεκινά από την ακρόαση.',
    'Η ομάδα μας ({company}, {location}) είναι έτοιμη να σας υποδεχτεί.',
    'Ελάτε να μας γνωρίσετε από κοντά: {company}, {location}.',
    'Στην ομάδα {company} δίνουμε αξία στην προσεκτική, προσωπική φροντίδα.',
    'Από τον χώρο μας, {location}, απαντάμε με χαρά σε κάθε σας ερώτηση.',
    'Η ομάδα {company} φροντίζει ανθρώπους στην περιοχή ({location}) με προσωπική και ειλικρινή προσέγγιση.',
  ],
  offers: [
    'Αυτόν τον μήνα υπάρχουν διαθέσιμες συμβουλευτικές επισκέψεις για {ton_product}.',
    'Τις επόμενες εβδομάδες υπάρχουν διαθέσιμα ραντεβού.',
    'Ρωτήστε μας πώς να συνδυάσετε {ton_product} με την επόμενη επίσκεψή σας.',
    'Η υποδοχή μας μπορεί να σας βοηθήσει να βρείτε μια βολική ώρα για την επίσκεψή σας.',
    'Οι νέοι επισκέπτες είναι πάντα ευπρόσδεκτοι για μια πρώτη συμβουλευτική επίσκεψη.',
  ],
  ctas: {
    professional: [
      'Κλείστε μια συμβουλευτική επίσκεψη για να δούμε αν {o_product} σας ταιριάζει.',
      'Επικοινωνήστε με την ομάδα μας για ένα προσωπικό ραντεβού.',
      'Κλείστε ραντεβού και ας σχεδιάσουμε μαζί το πλάνο που σας ταιριάζει.',
      'Επικοινωνήστε μαζί μας για να συζητήσετε τις επιλογές σας με την ιατρική μας ομάδα.',
    ],
    friendly: [
      'Στείλτε μας ένα μήνυμα και θα βρούμε μαζί τι σας ταιριάζει!',
      'Γράψτε μας ή πάρτε μας τηλέφωνο, θα χαρούμε πολύ να σας δούμε!',
      'Περάστε για μια κουβέντα και μια συμβουλευτική επίσκεψη, ο καφές είναι έτοιμος!',
      'Πατήστε τον σύνδεσμο για ραντεβού και αφήστε τα υπόλοιπα σε εμάς!',
    ],
    educational: [
      'Έχετε ερωτήσεις; Κλείστε μια συμβουλευτική επίσκεψη και θα τις δούμε μαζί.',
      'Αποθηκεύστε την ανάρτηση και ρωτήστε μας ό,τι θέλετε στα σχόλια.',
      'Θέλετε να μάθετε περισσότερα; Η ομάδα μας θα σας εξηγήσει κάθε λεπτομέρεια.',
      'Κλείστε μια συμβουλευτική επίσκεψη για να βρούμε την προσέγγιση που ταιριάζει στην επιδερμίδα σας.',
    ],
    promotional: [
      'Κλείστε σήμερα το ραντεβού σας και εξασφαλίστε την ώρα που προτιμάτε.',
      'Καλέστε μας ή κλείστε online όσο υπάρχουν διαθέσιμες ώρες.',
      'Κλείστε τώρα τη συμβουλευτική σας επίσκεψη από τον σύνδεσμο στο προφίλ μας.',
      'Στείλτε μας μήνυμα σήμερα για ραντεβού.',
    ],
  },
  closers: [
    'Η επιδερμίδα σας, ο ρυθμός σας, η επιλογή σας.',
    'Φυσικά, μελετημένα, προσωπικά.',
    'Δίπλα σας σε κάθε βήμα.',
    'Φροντίδα που ξεκινά με μια συζήτηση.',
  ],
  tipsLead: ['Μερικά χρήσιμα πράγματα:', 'Τα γρήγορα tips μας:', 'Τρία πράγματα να θυμάστε:'],
  insights: [
    'Στην αισθητική, το ενδιαφέρον στρέφεται όλο και περισσότερο σε διακριτικά, φυσικά αποτελέσματα και στη μακροπρόθεσμη υγεία της επιδερμίδας.',
    'Όλο και περισσότεροι ζητούν εξατομικευμένα πλάνα αντί για μεμονωμένες επισκέψεις.',
    'Η σαφής ενημέρωση και η ειλικρινής συμβουλευτική γίνονται το πρότυπο που περιμένει ο κόσμος.',
    'Ο συνδυασμός φροντίδας στον χώρο μας με απλές ρουτίνες στο σπίτι είναι πλέον συνηθισμένη προσέγγιση στον κλάδο μας.',
  ],
};

export const PHRASES: Record<Language, PhraseBank> = { en, el };

/** Emojis for the tones that use them. */
export const EMOJI: Record<ContentTone, string[]> = {
  professional: [],
  friendly: ['✨', '💛', '🌿', '😊', '🌸'],
  educational: ['💡', '📌'],
  promotional: ['✨', '📅', '💫'],
};
