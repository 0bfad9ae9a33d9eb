import type { Knex } from 'knex';

/**
 * The catalogue in Greek (issue 13): a Greek name and description beside the English ones, for
 * products and categories (null: the English is shown), and in the account products' snapshot
 * (kept when an admin deletes the product). The demo catalogue already seeded gets its Greek.
 *
 * Search covers both languages with accents and final sigma ignored: `catalog_fold` lower-cases
 * and strips Greek tonos and dialytika, the Latin accents and ς with translate(), so it is
 * IMMUTABLE and works on any PostgreSQL 14+ (the unaccent extension is STABLE, cannot back an
 * index or generated column without a wrapper, is not on every server, and leaves ς as it is).
 * `products.search_text` holds the folded name and description in both languages, with a trigram
 * index, and replaces the two per-column trigram indexes.
 */
const FOLD_FROM = 'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΆΈΉΊΌΎΏΪΫάέήίόύώϊϋΐΰςàáâãäåèéêëìíîïòóôõöùúûüýÿñçÀÁÂÃÄÅÈÉÊËÌÍÎÏÒÓÔÕÖÙÚÛÜÝÑÇ';
const FOLD_TO = 'αβγδεζηθικλμνξοπρστυφχψωαεηιουωιυαεηιουωιυιυσaaaaaaeeeeiiiiooooouuuuyyncaaaaaaeeeeiiiiooooouuuuync';

// The demo catalogue's Greek as it was first written (src/modules/catalog/demo-data.ts seeds new installations).
const DEMO_CATEGORIES: [string, string, string][] = [
  ['Dermal Fillers', 'Ενέσιμα υλικά (fillers)', 'Γέλες υαλουρονικού οξέος που αποκαθιστούν τον όγκο και τονίζουν το περίγραμμα.'],
  ['Skin Boosters', 'Skin boosters', 'Ενέσιμες θεραπείες ενυδάτωσης και ποιότητας της επιδερμίδας.'],
  ['Injectable Treatments', 'Ενέσιμες θεραπείες', 'Ενέσιμες θεραπείες από ιατρό, που απαιτούν ιατρική εκτίμηση.'],
  ['Lasers & Light', 'Laser και φως', 'Θεραπείες με laser και παλμικό φως υψηλής έντασης.'],
  ['Chemical Peels', 'Χημικά πίλινγκ', 'Επαγγελματικά πίλινγκ που ανανεώνουν την επιφάνεια της επιδερμίδας.'],
  ['Devices', 'Συσκευές', 'Συσκευές ενέργειας για σύσφιξη και υφή της επιδερμίδας.'],
  ['Skincare', 'Περιποίηση επιδερμίδας', 'Ιατρικά σκευάσματα για το σπίτι που υποστηρίζουν τις θεραπείες στην κλινική.'],
];
const DEMO_PRODUCTS: [string, string, string][] = [
  [
    'Hyaluronic Acid Lip Filler',
    'Filler χειλιών με υαλουρονικό οξύ',
    'Μαλακή γέλη υαλουρονικού οξέος σχεδιασμένη για τα χείλη. Προσθέτει διακριτικό όγκο, τονίζει το περίγραμμα των χειλιών και βελτιώνει την ενυδάτωση. Τα αποτελέσματα είναι σταδιακά και προσαρμόζονται κατά τη συμβουλευτική επίσκεψη με την ιατρική μας ομάδα.',
  ],
  [
    'Cheek & Mid-face Volume Filler',
    'Filler όγκου για ζυγωματικά και μέσο πρόσωπο',
    'Δομημένο filler υαλουρονικού οξέος για τα ζυγωματικά και το μέσο πρόσωπο. Αποκαθιστά τον όγκο που χάνεται με τον χρόνο και υποστηρίζει τα φυσικά περιγράμματα του προσώπου. Κάθε πλάνο θεραπείας εξατομικεύεται μετά από αξιολόγηση του προσώπου.',
  ],
  [
    'Jawline Contouring Filler',
    'Filler περιγράμματος γνάθου',
    'Σφιχτό filler υαλουρονικού οξέος για τον τονισμό της γραμμής της γνάθου και του πηγουνιού. Μπορεί να βελτιώσει τη μετάβαση από το πρόσωπο στον λαιμό και να ισορροπήσει το προφίλ. Η θεραπεία γίνεται από τους ιατρούς μας μετά από ανάλυση του προφίλ.',
  ],
  [
    'Hyaluronic Skin Booster',
    'Skin booster υαλουρονικού οξέος',
    'Θεραπεία μικροενέσεων με ελαφρά διασταυρωμένο υαλουρονικό οξύ που ενυδατώνει την επιδερμίδα από μέσα. Βελτιώνει την υφή και τη λάμψη της επιδερμίδας σε μια σύντομη σειρά συνεδριών. Κατάλληλη για το πρόσωπο, τον λαιμό και τα χέρια.',
  ],
  [
    'Polynucleotide Skin Revitalisation',
    'Αναζωογόνηση επιδερμίδας με πολυνουκλεοτίδια',
    'Ενέσιμη θεραπεία με καθαρά πολυνουκλεοτίδια που υποστηρίζει τις φυσικές διαδικασίες ανάπλασης της επιδερμίδας. Συχνά επιλέγεται για την ευαίσθητη περιοχή κάτω από τα μάτια και για λεπτή, κουρασμένη επιδερμίδα. Ένα συνηθισμένο πλάνο περιλαμβάνει δύο έως τρεις συνεδρίες.',
  ],
  [
    'Anti-wrinkle Injectable Treatment',
    'Ενέσιμη θεραπεία για τις γραμμές έκφρασης',
    'Ενέσιμη θεραπεία από ιατρό για τις γραμμές έκφρασης στο μέτωπο, ανάμεσα στα φρύδια και γύρω από τα μάτια. Απαιτεί ιατρική εκτίμηση με φυσική παρουσία, όπου ο ιατρός αποφασίζει αν είναι κατάλληλη. Το αποτέλεσμα αναπτύσσεται σε περίπου δύο εβδομάδες.',
  ],
  [
    'Fractional CO2 Laser Resurfacing',
    'Ανάπλαση επιδερμίδας με κλασματικό laser CO2',
    'Θεραπεία με κλασματικό laser διοξειδίου του άνθρακα που ανανεώνει την επιφάνεια της επιδερμίδας σε μικροσκοπικές στήλες. Χρησιμοποιείται για ανομοιόμορφη υφή, ουλές ακμής και λεπτές γραμμές. Ο χρόνος αποθεραπείας σχεδιάζεται μαζί σας από πριν, συνήθως λίγες ημέρες ερυθρότητας.',
  ],
  [
    'Diode Laser Hair Removal',
    'Αποτρίχωση με laser διόδου',
    'Μείωση της τριχοφυΐας με ψυχόμενο laser διόδου, κατάλληλο για τους περισσότερους τύπους δέρματος. Μια σειρά συνεδριών στοχεύει τις τρίχες στη φάση ανάπτυξης. Οι συνεδρίες είναι σύντομες και η περιοχή ψύχεται σε όλη τη διάρκεια.',
  ],
  [
    'IPL Photofacial',
    'Φωτοαναζωογόνηση προσώπου IPL',
    'Θεραπεία με παλμικό φως υψηλής έντασης για κηλίδες από τον ήλιο, ερυθρότητα και ανομοιόμορφο τόνο. Δρα στη μελάγχρωση και στα μικρά ορατά αγγεία. Οι περισσότεροι χρειάζονται μια σύντομη σειρά συνεδριών με ελάχιστο χρόνο αποθεραπείας.',
  ],
  [
    'Glycolic Acid Peel',
    'Πίλινγκ γλυκολικού οξέος',
    'Επιφανειακό χημικό πίλινγκ με γλυκολικό οξύ που απολεπίζει την εξωτερική στιβάδα της επιδερμίδας. Δίνει λάμψη στη θαμπή επιδερμίδα και βελτιώνει την υφή. Μπορεί να επαναλαμβάνεται κάθε λίγες εβδομάδες ως μέρος ενός πλάνου περιποίησης.',
  ],
  [
    'TCA Medium-Depth Peel',
    'Πίλινγκ μέσου βάθους TCA',
    'Πίλινγκ μέσου βάθους με τριχλωροοξικό οξύ για μελάγχρωση, λεπτές γραμμές και επιδερμίδα με βλάβες από τον ήλιο. Η επιδερμίδα απολεπίζεται σε περίπου μία εβδομάδα, καθώς σχηματίζεται νέα. Γίνεται μετά από αξιολόγηση της επιδερμίδας και με ρουτίνα προετοιμασίας.',
  ],
  [
    'Radiofrequency Microneedling',
    'Μικροβελονισμός με ραδιοσυχνότητες',
    'Θεραπεία με συσκευή που συνδυάζει λεπτές μικροβελόνες με ενέργεια ραδιοσυχνοτήτων. Διεγείρει την παραγωγή κολλαγόνου της επιδερμίδας και βελτιώνει την υφή, τους πόρους και τις ουλές. Συνήθως γίνεται σειρά τριών συνεδριών.',
  ],
  [
    'HIFU Skin Tightening',
    'Σύσφιξη επιδερμίδας με HIFU',
    'Εστιασμένοι υπέρηχοι υψηλής έντασης που θερμαίνουν τις βαθύτερες στιβάδες της επιδερμίδας για να υποστηρίξουν τη σφριγηλότητα. Χρησιμοποιείται στο κάτω μέρος του προσώπου, στη γραμμή της γνάθου και στον λαιμό. Οι αλλαγές εμφανίζονται σταδιακά τους επόμενους μήνες.',
  ],
  [
    'Medical-grade Vitamin C Serum',
    'Ορός βιταμίνης C ιατρικής ποιότητας',
    'Σταθεροποιημένος ορός βιταμίνης C για καθημερινή χρήση που υποστηρίζει μια ομοιόμορφη, λαμπερή επιδερμίδα. Συμπληρώνει τις θεραπείες στην κλινική και την καθημερινή αντηλιακή προστασία. Διατίθεται στην κλινική μετά από συμβουλευτική επίσκεψη για την επιδερμίδα.',
  ],
];

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `create function catalog_fold(text) returns text language sql immutable strict parallel safe
       as $$ select translate(lower($1), '${FOLD_FROM}', '${FOLD_TO}') $$`,
  );
  await knex.raw(`comment on function catalog_fold(text) is 'lower case without Greek or Latin accents and with σ for ς: the catalogue search compares these'`);

  await knex.schema.alterTable('product_categories', (t) => {
    t.text('name_el');
    t.text('description_el');
  });
  await knex.schema.alterTable('products', (t) => {
    t.text('name_el');
    t.text('description_el');
  });
  await knex.schema.alterTable('account_products', (t) => {
    t.text('original_name_el');
    t.text('original_description_el');
    t.text('category_name_el');
  });
  for (const [table, column] of [
    ['product_categories', 'name_el'],
    ['product_categories', 'description_el'],
    ['products', 'name_el'],
    ['products', 'description_el'],
  ]) {
    await knex.raw(`comment on column ${table}.${column} is 'the Greek text; null: the English one is shown in Greek too'`);
  }
  await knex.raw(`comment on column account_products.original_name_el is 'the Greek name when the product was added (shown if the product is deleted)'`);

  for (const [name, nameEl, descriptionEl] of DEMO_CATEGORIES) {
    await knex('product_categories').where({ name }).whereNull('name_el').update({ name_el: nameEl, description_el: descriptionEl });
  }
  for (const [name, nameEl, descriptionEl] of DEMO_PRODUCTS) {
    await knex('products').where({ name }).whereNull('name_el').update({ name_el: nameEl, description_el: descriptionEl });
  }

  await knex.raw(
    `alter table products add column search_text text generated always as
       (catalog_fold(name || ' ' || coalesce(name_el, '') || ' ' || description || ' ' || coalesce(description_el, ''))) stored`,
  );
  await knex.raw(`comment on column products.search_text is 'name and description in both languages, folded (catalog_fold): what the product searches match'`);
  await knex.raw('create index products_search_text_trgm on products using gin (search_text gin_trgm_ops)');
  await knex.raw('drop index if exists products_name_trgm');
  await knex.raw('drop index if exists products_description_trgm');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('create index products_name_trgm on products using gin (name gin_trgm_ops)');
  await knex.raw('create index products_description_trgm on products using gin (description gin_trgm_ops)');
  await knex.raw('drop index if exists products_search_text_trgm');
  await knex.schema.alterTable('products', (t) => t.dropColumns('search_text', 'name_el', 'description_el'));
  await knex.schema.alterTable('product_categories', (t) => t.dropColumns('name_el', 'description_el'));
  await knex.schema.alterTable('account_products', (t) => t.dropColumns('original_name_el', 'original_description_el', 'category_name_el'));
  await knex.raw('drop function if exists catalog_fold(text)');
}
