import type { ContentTone, Language } from '../schema.js';

/**
 * The offline writer's material, in English and Greek. Every sentence is written to pass the
 * compliance guard: no promises of results, no medical claims, no superlatives.
 *
 * Placeholders: {product}; Greek also {o_product} (nominative with article), {ton_product}
 * (accusative with article), {me_product} ("με" + accusative), {se_product} ("σε" + accusative);
 * {company} ({o_company}, {se_company} with the Greek article), {in_place} ("in Athens", "στην
 * Αθήνα"): sentences using them are only picked when they are known. What a treatment is, its
 * sessions, downtime and whom it suits are in facts.ts, per kind of treatment. A leading § marks
 * a sentence that speaks of an appointment or a procedure: it is not used for a home-care product.
 */
export interface PhraseBank {
  /** Openings for the tone, and neutral ones any tone may use. */
  openings: Record<ContentTone | 'any', string[]>;
  questions: string[];
  stories: string[];
  facts: string[];
  visuals: string[];
  /** How the clinic works, said of no treatment in particular (no claim about skin, no "sessions"). */
  values: string[];
  /** The consultation and the plan, true of every treatment. */
  process: string[];
  /** Tips true of every treatment and every skin. */
  education: string[];
  company: string[];
  offers: string[];
  ctas: Record<ContentTone | 'any', string[]>;
  closers: string[];
  tipsLead: string[];
  insights: string[];
}

const en: PhraseBank = {
  openings: {
    professional: [
      'Introducing {product}.',
      '{product} is part of our treatment menu.',
      'Every face is different, and so is every treatment plan.',
      'Thoughtful aesthetics is about balance, not excess.',
      'A considered choice starts with clear information.',
    ],
    friendly: [
      'Say hello to {product}!',
      'A little news from the clinic this week!',
      'Looking for a moment of care just for you?',
      'We have something lovely to share with you today.',
      'Time for a little chat about {product}!',
    ],
    educational: [
      'Let’s talk about {product}.',
      'What exactly is {product}, and who is it for?',
      'A quick guide to {product}.',
      'Understanding your options is the first step to a confident choice.',
      '§Here is what to know before you book: {product}.',
    ],
    promotional: [
      '§Now booking: {product}.',
      'This month’s spotlight is on {product}.',
      '§Appointments for {product} are open.',
      'Discover {product} at our clinic.',
      '§New dates for {product} are in the diary.',
    ],
    any: [
      'Today we are talking about {product}.',
      'A few honest words about {product}.',
      'This week on our page: {product}.',
      'You asked us about {product}, so here are the facts.',
      'Before you decide on {product}, read this.',
      '{product}, in a few lines.',
      'One treatment, explained simply: {product}.',
      '§Here is how {product} works at our clinic.',
    ],
  },
  questions: [
    'Have you been curious about {product}?',
    'Wondering whether {product} is right for you?',
    'What would you like to know about {product}?',
    'Is {product} on your list this season?',
    '§Ever wondered what happens during a {product} appointment?',
    'Thinking about {product} but not sure where to start?',
    'How much do you know about {product}?',
    'Would you like a clear answer about {product}?',
    '§What questions would you ask before booking {product}?',
    'Is it time to find out more about {product}?',
  ],
  stories: [
    'A client recently told us she wanted to feel like herself again, only a little more rested.',
    'Last week a first-time visitor asked us where to begin, and our answer was simple: with a conversation.',
    'Many of our clients come to us with the same wish: to look fresh without looking “done”.',
    'One of our regular clients describes her appointments as the calmest hour of her month.',
    'When we first added {product} to our menu, our team spent weeks preparing to plan it carefully.',
    'A client once arrived with a long list of questions, and we went through every one of them together.',
    'Some of our clients take months to decide, and that is exactly how it should be.',
    'A new client told us what she valued most: nobody rushed her.',
  ],
  facts: [
    'Good to know: daily sunscreen is one of the simplest habits dermatologists recommend for every skin type.',
    'Good to know: skin naturally produces less collagen as the years go by.',
    'Good to know: a consistent routine matters more to the skin than any single product.',
    'Good to know: most aesthetic plans combine in-clinic care with a simple routine at home.',
    'Worth knowing: a thorough consultation is the most important part of any aesthetic treatment.',
    'Worth knowing: gentle, regular care often suits the skin better than occasional intensive routines.',
    'Good to know: the skin renews its surface roughly every four to six weeks.',
    'Worth knowing: much of the visible ageing of the skin is linked to the sun.',
  ],
  visuals: [
    'Clean lines, soft light and a focus on healthy-looking skin.',
    'A closer look at {product}.',
    'Simple, elegant and thoughtfully chosen.',
    'Details matter, in every picture and in every treatment.',
    'A quiet moment in our treatment room.',
    '§This is where {product} happens.',
    '§Behind the scenes: preparing for a {product} appointment.',
    'Calm, bright and ready for you.',
  ],
  values: [
    'We adjust every step to your skin, your lifestyle and what you want to achieve.',
    'Our focus is on measured, natural-looking changes rather than dramatic ones.',
    'Clients often tell us they value the calm, unhurried pace of their appointments.',
    'We take the time to explain what to expect, so you can decide with confidence.',
    'No two plans are the same, because no two people are.',
    'We would rather do less and do it well.',
    'You will always know what is being done and why.',
  ],
  process: [
    'Every appointment starts with a consultation to understand your skin and your expectations.',
    'Our medical team will walk you through each step and answer your questions.',
    'We will also talk about aftercare, so you know exactly how to look after yourself.',
    'Results and timings vary from person to person, and we will discuss what is realistic for you.',
    'If {product} is not the right fit, we will tell you and suggest alternatives.',
    'Your plan is reviewed at follow-up visits, so it keeps matching your needs.',
    'We explain the possible side effects and how to prepare, before anything is booked.',
    'The consultation is a conversation, with no obligation to book.',
    'We ask about your health and any medication first, because it matters.',
    '§A doctor is involved in every medical treatment we offer.',
  ],
  education: [
    'Protect your skin with SPF every day, even when it is cloudy.',
    'Keep your routine simple: cleanse, moisturise and protect.',
    'Tell your practitioner about any medication or skin condition before a treatment.',
    'Ask to meet the doctor who will treat you before the day of the treatment.',
    'Choose a qualified, medically supervised clinic for any aesthetic treatment.',
    'Plan treatments well before important events, leaving time for your skin to settle.',
    'Bring your questions to the consultation: there is no such thing as a silly one.',
    'Write down what you would like to change, so the consultation starts from your goals.',
    'Ask who will carry out the treatment and what their training is.',
    'Give any change time: the skin works at its own pace.',
    'Follow the aftercare you are given, even when everything feels fine.',
    'Keep a note of the treatments you have had, with their dates.',
  ],
  company: [
    'At {company}, we start every plan by listening.',
    'Our team at {company} is ready to welcome you {in_place}.',
    'Visit us {in_place} and meet the people behind {company}.',
    'The {company} team takes pride in careful, personal care.',
    'From our clinic {in_place}, we are happy to answer any question you may have.',
    '{company} cares for clients {in_place} with a personal, honest approach.',
    'You will find us {in_place}, with time set aside for you.',
    '{company}: personal care, with time for you.',
  ],
  offers: [
    'Consultations for {product} are available this month.',
    'Appointments are available over the coming weeks.',
    'Ask about combining {product} with your next visit.',
    'Our reception can help you find a convenient time for your visit.',
    'New clients are always welcome for an introductory consultation.',
    'Evening appointments are available on request.',
    'You can book your consultation by phone or by message.',
    'Places in the diary for the next weeks are filling up.',
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
      '§Message us today to book your {product} appointment.',
    ],
    any: [
      'Book a consultation through the link in our profile.',
      'Call us or send a message to book your consultation.',
      'Ask us about {product} at your consultation: book yours today.',
      'Send us a message with your questions, and we will reply personally.',
      'Book your consultation and decide with all the facts in hand.',
      'Arrange your consultation by phone or by direct message.',
      'Book a visit, and let’s talk it through in person.',
    ],
  },
  closers: [
    'Your skin, your pace, your choice.',
    'Natural, considered, personal.',
    'Here for you, every step of the way.',
    'Care that starts with a conversation.',
    'Clear answers, no pressure.',
    'Take your time: good decisions are not rushed.',
    'We look forward to meeting you.',
    'Informed choices, every time.',
  ],
  tipsLead: [
    'A few things worth knowing:',
    'Our quick tips:',
    'Keep these in mind:',
    'Before you book:',
    'Worth remembering:',
    'Two habits we recommend:',
    'What we tell every client:',
    'Small things that help:',
    'From our team, two tips:',
    'Good habits to keep:',
  ],
  insights: [
    'In aesthetics, demand is shifting toward subtle, natural-looking changes and long-term skin health.',
    'Clients increasingly ask for personalised plans rather than one-off treatments.',
    'Clear information and honest consultations are becoming the standard clients expect.',
    'Combining in-clinic care with simple home routines is now a common approach in our field.',
    'More people now plan their treatments over a year rather than one appointment at a time.',
    'Questions about aftercare are now among the first ones clients ask, and rightly so.',
    'Interest in skin quality is growing faster than interest in volume.',
    'Clients increasingly check who carries out a treatment before they book it.',
  ],
};

const el: PhraseBank = {
  openings: {
    professional: [
      'Σας παρουσιάζουμε {ton_product}.',
      '{o_product} είναι μέρος των θεραπειών που προσφέρουμε.',
      'Κάθε πρόσωπο είναι διαφορετικό, όπως και κάθε πλάνο θεραπείας.',
      'Η σύγχρονη αισθητική έχει να κάνει με την ισορροπία, όχι με τις υπερβολές.',
      'Μια μελετημένη επιλογή ξεκινά από τη σαφή ενημέρωση.',
    ],
    friendly: [
      'Γνωρίστε {ton_product}!',
      'Λίγα νέα από τον χώρο μας αυτή την εβδομάδα!',
      'Ψάχνετε μια στιγμή φροντίδας μόνο για εσάς;',
      'Έχουμε κάτι όμορφο να μοιραστούμε μαζί σας σήμερα.',
      'Ώρα για μια μικρή κουβέντα για {ton_product}!',
    ],
    educational: [
      'Ας μιλήσουμε για {ton_product}.',
      'Τι ακριβώς είναι {o_product} και σε ποιους ταιριάζει;',
      'Ένας σύντομος οδηγός για {ton_product}.',
      'Η σωστή ενημέρωση είναι το πρώτο βήμα για μια σίγουρη επιλογή.',
      '§Όσα χρειάζεται να ξέρετε πριν κλείσετε ραντεβού για {ton_product}.',
    ],
    promotional: [
      '§Κλείστε τώρα ραντεβού για {ton_product}.',
      'Αυτόν τον μήνα στο επίκεντρο βρίσκεται {o_product}.',
      '§Τα ραντεβού για {ton_product} είναι ανοιχτά.',
      'Ανακαλύψτε {ton_product} στον χώρο μας.',
      '§Νέες ημερομηνίες για {ton_product} μπήκαν στο πρόγραμμα.',
    ],
    any: [
      'Σήμερα μιλάμε για {ton_product}.',
      'Λίγα ειλικρινή λόγια για {ton_product}.',
      'Αυτή την εβδομάδα στη σελίδα μας: {o_product}.',
      'Μας ρωτήσατε για {ton_product}, οπότε ιδού τα βασικά.',
      'Πριν αποφασίσετε για {ton_product}, διαβάστε αυτό.',
      '{o_product} σε λίγες γραμμές.',
      'Μία θεραπεία, εξηγημένη απλά: {o_product}.',
      '§Έτσι γίνεται {o_product} στον χώρο μας.',
    ],
  },
  questions: [
    'Σας έχει κινήσει το ενδιαφέρον {o_product};',
    'Αναρωτιέστε αν {o_product} ταιριάζει σε εσάς;',
    'Τι θα θέλατε να μάθετε για {ton_product};',
    'Είναι {o_product} στα σχέδιά σας αυτή την εποχή;',
    '§Έχετε αναρωτηθεί πώς γίνεται ένα ραντεβού για {ton_product};',
    'Σκέφτεστε {ton_product}, αλλά δεν ξέρετε από πού να ξεκινήσετε;',
    'Πόσα γνωρίζετε για {ton_product};',
    'Θα θέλατε μια ξεκάθαρη απάντηση για {ton_product};',
    '§Τι θα ρωτούσατε πριν κλείσετε ραντεβού για {ton_product};',
    'Ήρθε η ώρα να μάθετε περισσότερα για {ton_product};',
  ],
  stories: [
    'Μια πελάτισσά μας μάς είπε πρόσφατα ότι ήθελε απλώς να νιώθει ξανά ο εαυτός της, λίγο πιο ξεκούραστη.',
    'Την περασμένη εβδομάδα μια επισκέπτρια μάς ρώτησε από πού να ξεκινήσει· η απάντησή μας ήταν απλή: από μια συζήτηση.',
    'Πολλοί από όσους μας επισκέπτονται έχουν την ίδια επιθυμία: να δείχνουν φρέσκοι χωρίς να φαίνεται ότι «έκαναν κάτι».',
    'Μια σταθερή πελάτισσά μας περιγράφει τα ραντεβού της ως την πιο ήρεμη ώρα του μήνα.',
    'Όταν προσθέσαμε {ton_product} στις θεραπείες μας, η ομάδα μας προετοιμάστηκε για εβδομάδες ώστε να το σχεδιάζει με προσοχή.',
    'Μια πελάτισσα ήρθε κάποτε με μια μεγάλη λίστα ερωτήσεων και τις απαντήσαμε μία μία, μαζί.',
    'Κάποιοι από όσους μας επισκέπτονται χρειάζονται μήνες για να αποφασίσουν, και έτσι ακριβώς πρέπει να είναι.',
    'Μια νέα πελάτισσα μάς είπε τι εκτίμησε περισσότερο: κανείς δεν τη βιάστηκε.',
  ],
  facts: [
    'Καλό να ξέρετε: το καθημερινό αντηλιακό είναι από τις πιο απλές συνήθειες που προτείνουν οι δερματολόγοι για κάθε τύπο δέρματος.',
    'Καλό να ξέρετε: με τα χρόνια το δέρμα παράγει φυσικά λιγότερο κολλαγόνο.',
    'Καλό να ξέρετε: μια σταθερή ρουτίνα μετράει περισσότερο για την επιδερμίδα από οποιοδήποτε μεμονωμένο προϊόν.',
    'Καλό να ξέρετε: τα περισσότερα πλάνα αισθητικής συνδυάζουν φροντίδα στον χώρο μας με μια απλή ρουτίνα στο σπίτι.',
    'Αξίζει να ξέρετε: η προσεκτική συμβουλευτική επίσκεψη είναι το πιο σημαντικό κομμάτι κάθε αισθητικής πράξης.',
    'Αξίζει να ξέρετε: η ήπια και τακτική φροντίδα συχνά ταιριάζει καλύτερα στο δέρμα από τις σποραδικές εντατικές ρουτίνες.',
    'Καλό να ξέρετε: η επιδερμίδα ανανεώνει την επιφάνειά της περίπου κάθε τέσσερις έως έξι εβδομάδες.',
    'Αξίζει να ξέρετε: μεγάλο μέρος της ορατής γήρανσης της επιδερμίδας συνδέεται με τον ήλιο.',
  ],
  visuals: [
    'Καθαρές γραμμές, απαλό φως και επιδερμίδα που δείχνει υγιής.',
    'Μια πιο κοντινή ματιά: {o_product}.',
    'Απλό, κομψό και προσεκτικά επιλεγμένο.',
    'Οι λεπτομέρειες μετράνε, σε κάθε εικόνα και σε κάθε επίσκεψη.',
    'Μια ήσυχη στιγμή στον χώρο θεραπειών μας.',
    '§Εδώ γίνεται {o_product}.',
    '§Στα παρασκήνια: ετοιμαζόμαστε για ένα ραντεβού για {ton_product}.',
    'Ήρεμα, φωτεινά και έτοιμα να σας υποδεχτούμε.',
  ],
  values: [
    'Προσαρμόζουμε κάθε βήμα στην επιδερμίδα σας, στον τρόπο ζωής σας και σε όσα θέλετε να πετύχετε.',
    'Εστιάζουμε σε μετρημένες, φυσικές αλλαγές και όχι σε εντυπωσιακές.',
    'Όσοι μας επισκέπτονται εκτιμούν τον ήρεμο, χωρίς βιασύνη ρυθμό των ραντεβού.',
    'Αφιερώνουμε χρόνο για να σας εξηγήσουμε τι να περιμένετε, ώστε να αποφασίσετε με σιγουριά.',
    'Δεν υπάρχουν δύο ίδια πλάνα, γιατί δεν υπάρχουν δύο ίδιοι άνθρωποι.',
    'Προτιμούμε να κάνουμε λιγότερα και να τα κάνουμε σωστά.',
    'Θα ξέρετε πάντα τι γίνεται και γιατί.',
  ],
  process: [
    'Κάθε ραντεβού ξεκινά με συμβουλευτική επίσκεψη, για να κατανοήσουμε την επιδερμίδα και τις προσδοκίες σας.',
    'Η ιατρική μας ομάδα θα σας εξηγήσει κάθε βήμα και θα απαντήσει σε όλες σας τις ερωτήσεις.',
    'Θα μιλήσουμε επίσης για τη φροντίδα μετά το ραντεβού, ώστε να ξέρετε τι να προσέχετε.',
    'Τα αποτελέσματα και οι χρόνοι διαφέρουν από άτομο σε άτομο και θα συζητήσουμε τι είναι ρεαλιστικό για εσάς.',
    'Αν {o_product} δεν είναι η κατάλληλη επιλογή, θα σας το πούμε και θα σας προτείνουμε εναλλακτικές.',
    'Το πλάνο σας επανεξετάζεται στις επόμενες επισκέψεις, ώστε να ανταποκρίνεται πάντα στις ανάγκες σας.',
    'Πριν κλείσουμε οτιδήποτε, σας εξηγούμε τις πιθανές παρενέργειες και πώς να προετοιμαστείτε.',
    'Η συμβουλευτική επίσκεψη είναι μια συζήτηση, χωρίς καμία δέσμευση.',
    'Ρωτάμε πρώτα για την υγεία σας και για τυχόν φάρμακα, γιατί έχουν σημασία.',
    '§Σε κάθε ιατρική θεραπεία που προσφέρουμε συμμετέχει ιατρός.',
  ],
  education: [
    'Προστατέψτε την επιδερμίδα σας με αντηλιακό κάθε μέρα, ακόμη και όταν έχει συννεφιά.',
    'Κρατήστε τη ρουτίνα σας απλή: καθαρισμός, ενυδάτωση και προστασία.',
    'Ενημερώστε τον ιατρό για φάρμακα που παίρνετε ή για οποιοδήποτε θέμα της επιδερμίδας σας.',
    'Ζητήστε να γνωρίσετε τον ιατρό που θα σας φροντίσει πριν από την ημέρα της θεραπείας.',
    'Επιλέξτε πάντα έναν χώρο με ιατρική επίβλεψη και εξειδικευμένο προσωπικό.',
    'Προγραμματίστε τις θεραπείες σας αρκετά πριν από σημαντικές περιστάσεις, ώστε η επιδερμίδα να έχει χρόνο να ηρεμήσει.',
    'Φέρτε όλες τις ερωτήσεις σας στη συμβουλευτική επίσκεψη· καμία ερώτηση δεν είναι περιττή.',
    'Γράψτε από πριν τι θα θέλατε να αλλάξει, ώστε η συμβουλευτική να ξεκινήσει από τους δικούς σας στόχους.',
    'Ρωτήστε ποιος θα κάνει τη θεραπεία και ποια είναι η εκπαίδευσή του.',
    'Δώστε χρόνο σε κάθε αλλαγή: η επιδερμίδα έχει τον δικό της ρυθμό.',
    'Ακολουθήστε τις οδηγίες φροντίδας που σας δίνουμε, ακόμη κι όταν όλα φαίνονται καλά.',
    'Σημειώστε τις θεραπείες που έχετε κάνει, με τις ημερομηνίες τους.',
  ],
  company: [
    '{se_company} ξεκινάμε κάθε πλάνο ακούγοντας εσάς.',
    'Η ομάδα μας {se_company} σας περιμένει {in_place}.',
    'Ελάτε να γνωρίσετε από κοντά την ομάδα μας {se_company}, {in_place}.',
    'Η ομάδα μας {se_company} δίνει αξία στην προσεκτική, προσωπική φροντίδα.',
    'Από τον χώρο μας {in_place} απαντάμε με χαρά σε κάθε σας ερώτηση.',
    '{o_company} φροντίζει ανθρώπους {in_place} με προσωπική και ειλικρινή προσέγγιση.',
    'Θα μας βρείτε {in_place}, με χρόνο αφιερωμένο σε εσάς.',
    '{company}: προσωπική φροντίδα, με χρόνο για εσάς.',
  ],
  offers: [
    'Αυτόν τον μήνα υπάρχουν διαθέσιμες συμβουλευτικές επισκέψεις για {ton_product}.',
    'Τις επόμενες εβδομάδες υπάρχουν διαθέσιμα ραντεβού.',
    'Ρωτήστε μας πώς να συνδυάσετε {ton_product} με την επόμενη επίσκεψή σας.',
    'Η υποδοχή μας μπορεί να σας βοηθήσει να βρείτε μια βολική ώρα για την επίσκεψή σας.',
    'Οι νέοι επισκέπτες είναι πάντα ευπρόσδεκτοι για μια πρώτη συμβουλευτική επίσκεψη.',
    'Υπάρχουν και απογευματινά ραντεβού, κατόπιν συνεννόησης.',
    'Μπορείτε να κλείσετε τη συμβουλευτική σας επίσκεψη τηλεφωνικά ή με μήνυμα.',
    'Οι διαθέσιμες ώρες των επόμενων εβδομάδων γεμίζουν.',
  ],
  ctas: {
    professional: [
      'Κλείστε μια συμβουλευτική επίσκεψη για να δούμε αν {o_product} σας ταιριάζει.',
      'Επικοινωνήστε με την ομάδα μας για ένα προσωπικό ραντεβού.',
      'Κλείστε ραντεβού, για να σχεδιάσουμε μαζί το πλάνο που σας ταιριάζει.',
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
    any: [
      'Κλείστε συμβουλευτική επίσκεψη από τον σύνδεσμο στο προφίλ μας.',
      'Καλέστε μας ή στείλτε μας μήνυμα για να κλείσετε συμβουλευτική επίσκεψη.',
      'Ρωτήστε μας για {ton_product} στη συμβουλευτική επίσκεψη· κλείστε τη σήμερα.',
      'Στείλτε μας τις ερωτήσεις σας με μήνυμα και θα σας απαντήσουμε προσωπικά.',
      'Κλείστε συμβουλευτική επίσκεψη και αποφασίστε έχοντας όλη την εικόνα.',
      'Κανονίστε τη συμβουλευτική σας επίσκεψη τηλεφωνικά ή με προσωπικό μήνυμα.',
      'Κλείστε μια επίσκεψη και ας τα πούμε από κοντά.',
    ],
  },
  closers: [
    'Η επιδερμίδα σας, ο ρυθμός σας, η επιλογή σας.',
    'Φυσικά, μελετημένα, προσωπικά.',
    'Δίπλα σας σε κάθε βήμα.',
    'Φροντίδα που ξεκινά με μια συζήτηση.',
    'Ξεκάθαρες απαντήσεις, χωρίς πίεση.',
    'Πάρτε τον χρόνο σας: οι σωστές αποφάσεις δεν βιάζονται.',
    'Ανυπομονούμε να σας γνωρίσουμε.',
    'Ενημερωμένες επιλογές, κάθε φορά.',
  ],
  tipsLead: [
    'Μερικά χρήσιμα πράγματα:',
    'Μερικές γρήγορες συμβουλές:',
    'Κρατήστε τα υπόψη σας:',
    'Πριν κλείσετε ραντεβού:',
    'Αξίζει να θυμάστε:',
    'Δύο συνήθειες που προτείνουμε:',
    'Όσα λέμε σε όλους όσους μας επισκέπτονται:',
    'Μικρά πράγματα που βοηθούν:',
    'Δύο συμβουλές από την ομάδα μας:',
    'Καλές συνήθειες που αξίζει να κρατήσετε:',
  ],
  insights: [
    'Στην αισθητική, το ενδιαφέρον στρέφεται όλο και περισσότερο σε διακριτικές, φυσικές αλλαγές και στη μακροπρόθεσμη υγεία της επιδερμίδας.',
    'Όλο και περισσότεροι ζητούν εξατομικευμένα πλάνα αντί για μεμονωμένες επισκέψεις.',
    'Η σαφής ενημέρωση και η ειλικρινής συμβουλευτική γίνονται το πρότυπο που περιμένει ο κόσμος.',
    'Ο συνδυασμός φροντίδας στον χώρο μας με απλές ρουτίνες στο σπίτι είναι πλέον συνηθισμένη προσέγγιση στον κλάδο μας.',
    'Όλο και περισσότεροι σχεδιάζουν τις θεραπείες τους για όλη τη χρονιά και όχι για ένα ραντεβού τη φορά.',
    'Οι ερωτήσεις για τη φροντίδα μετά είναι πλέον από τις πρώτες που κάνει ο κόσμος, και σωστά.',
    'Το ενδιαφέρον για την ποιότητα της επιδερμίδας μεγαλώνει πιο γρήγορα από το ενδιαφέρον για τον όγκο.',
    'Όλο και περισσότεροι ελέγχουν ποιος κάνει μια θεραπεία πριν κλείσουν ραντεβού.',
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
