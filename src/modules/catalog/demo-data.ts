/**
 * The demo catalogue seeded on the first start: realistic medical-aesthetics treatments and
 * products. Prescription-only medicines (botulinum toxins) are described as treatments, never by
 * brand, since advertising them to the public is prohibited in the EU.
 */
export interface DemoProduct {
  name: string;
  /** The Greek name and description (the catalogue is in both languages). */
  nameEl: string;
  category: string;
  description: string;
  descriptionEl: string;
  palette: [string, string];
  examplePosts: { platform: 'instagram' | 'facebook'; content: string }[];
}

export const DEMO_CATEGORIES: { name: string; nameEl: string; description: string; descriptionEl: string }[] = [
  {
    name: 'Dermal Fillers',
    nameEl: 'Ενέσιμα υλικά (fillers)',
    description: 'Hyaluronic acid gels that restore volume and define contours.',
    descriptionEl: 'Γέλες υαλουρονικού οξέος που αποκαθιστούν τον όγκο και τονίζουν το περίγραμμα.',
  },
  {
    name: 'Skin Boosters',
    nameEl: 'Skin boosters',
    description: 'Injectable hydration and skin-quality treatments.',
    descriptionEl: 'Ενέσιμες θεραπείες ενυδάτωσης και ποιότητας της επιδερμίδας.',
  },
  {
    name: 'Injectable Treatments',
    nameEl: 'Ενέσιμες θεραπείες',
    description: 'Doctor-led injectable treatments that require a medical consultation.',
    descriptionEl: 'Ενέσιμες θεραπείες από ιατρό, που απαιτούν ιατρική εκτίμηση.',
  },
  {
    name: 'Lasers & Light',
    nameEl: 'Laser και φως',
    description: 'Laser and intense pulsed light treatments.',
    descriptionEl: 'Θεραπείες με laser και παλμικό φως υψηλής έντασης.',
  },
  {
    name: 'Chemical Peels',
    nameEl: 'Χημικά πίλινγκ',
    description: 'Professional peels that renew the skin surface.',
    descriptionEl: 'Επαγγελματικά πίλινγκ που ανανεώνουν την επιφάνεια της επιδερμίδας.',
  },
  {
    name: 'Devices',
    nameEl: 'Συσκευές',
    description: 'Energy-based devices for skin tightening and texture.',
    descriptionEl: 'Συσκευές ενέργειας για σύσφιξη και υφή της επιδερμίδας.',
  },
  {
    name: 'Skincare',
    nameEl: 'Περιποίηση επιδερμίδας',
    description: 'Medical-grade home care that supports in-clinic treatments.',
    descriptionEl: 'Ιατρικά σκευάσματα για το σπίτι που υποστηρίζουν τις θεραπείες στην κλινική.',
  },
];

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: 'Hyaluronic Acid Lip Filler',
    nameEl: 'Filler χειλιών με υαλουρονικό οξύ',
    category: 'Dermal Fillers',
    palette: ['#f7c6d0', '#c0395a'],
    description:
      'A soft hyaluronic acid gel designed for the lips. It adds subtle volume, defines the lip border and improves hydration. Results are gradual and tailored during a consultation with our medical team.',
    descriptionEl:
      'Μαλακή γέλη υαλουρονικού οξέος σχεδιασμένη για τα χείλη. Προσθέτει διακριτικό όγκο, τονίζει το περίγραμμα των χειλιών και βελτιώνει την ενυδάτωση. Τα αποτελέσματα είναι σταδιακά και προσαρμόζονται κατά τη συμβουλευτική επίσκεψη με την ιατρική μας ομάδα.',
    examplePosts: [
      {
        platform: 'instagram',
        content:
          'Soft definition, natural shape. 💋 Our lip filler appointments start with a consultation so we can plan a result that suits your face. #lipfiller #naturallips #aesthetics',
      },
      {
        platform: 'facebook',
        content:
          'Thinking about lip filler for the first time? Our doctors explain every step, from the consultation to aftercare, so you feel informed and comfortable. Book your consultation today.',
      },
    ],
  },
  {
    name: 'Cheek & Mid-face Volume Filler',
    nameEl: 'Filler όγκου για ζυγωματικά και μέσο πρόσωπο',
    category: 'Dermal Fillers',
    palette: ['#fde2c8', '#d9793b'],
    description:
      'A structured hyaluronic acid filler for the cheeks and mid-face. It restores volume lost over time and supports the natural contours of the face. Each treatment plan is personalised after a facial assessment.',
    descriptionEl:
      'Δομημένο filler υαλουρονικού οξέος για τα ζυγωματικά και το μέσο πρόσωπο. Αποκαθιστά τον όγκο που χάνεται με τον χρόνο και υποστηρίζει τα φυσικά περιγράμματα του προσώπου. Κάθε πλάνο θεραπείας εξατομικεύεται μετά από αξιολόγηση του προσώπου.',
    examplePosts: [
      {
        platform: 'instagram',
        content:
          'Volume changes with time, and a little support in the right place can refresh the whole face. Ask us about mid-face filler. ✨ #cheekfiller #facialbalance',
      },
      {
        platform: 'facebook',
        content: 'Our mid-face treatments focus on balance and proportion. During your consultation we look at the whole face before suggesting any treatment.',
      },
      {
        platform: 'instagram',
        content: 'Natural-looking contour starts with careful planning. Book a facial assessment with our medical team. #aestheticmedicine #contour',
      },
    ],
  },
  {
    name: 'Jawline Contouring Filler',
    nameEl: 'Filler περιγράμματος γνάθου',
    category: 'Dermal Fillers',
    palette: ['#dfe7fd', '#3a5bd9'],
    description:
      'A firm hyaluronic acid filler used to define the jawline and chin. It can improve the transition between face and neck and balance the profile. Treatment is performed by our doctors after a profile analysis.',
    descriptionEl:
      'Σφιχτό filler υαλουρονικού οξέος για τον τονισμό της γραμμής της γνάθου και του πηγουνιού. Μπορεί να βελτιώσει τη μετάβαση από το πρόσωπο στον λαιμό και να ισορροπήσει το προφίλ. Η θεραπεία γίνεται από τους ιατρούς μας μετά από ανάλυση του προφίλ.',
    examplePosts: [
      {
        platform: 'instagram',
        content: 'A defined jawline frames the face. Our doctors plan every contour treatment around your profile. #jawline #chinfiller #profilebalancing',
      },
      {
        platform: 'facebook',
        content: 'Jawline contouring is about proportion, not exaggeration. Come in for a profile analysis and discuss the options with our team.',
      },
    ],
  },
  {
    name: 'Hyaluronic Skin Booster',
    nameEl: 'Skin booster υαλουρονικού οξέος',
    category: 'Skin Boosters',
    palette: ['#d4f1f4', '#1b8a9a'],
    description:
      'A micro-injection treatment with lightly cross-linked hyaluronic acid that hydrates the skin from within. It improves skin texture and radiance over a short course of sessions. Suitable for the face, neck and hands.',
    descriptionEl:
      'Θεραπεία μικροενέσεων με ελαφρά διασταυρωμένο υαλουρονικό οξύ που ενυδατώνει την επιδερμίδα από μέσα. Βελτιώνει την υφή και τη λάμψη της επιδερμίδας σε μια σύντομη σειρά συνεδριών. Κατάλληλη για το πρόσωπο, τον λαιμό και τα χέρια.',
    examplePosts: [
      {
        platform: 'instagram',
        content: 'Hydration from within. 💧 Skin boosters improve texture and glow over a short course of sessions. #skinbooster #hydration #glowingskin',
      },
      { platform: 'facebook', content: 'Skin boosters are a gentle way to support skin quality. Ask our team whether a course of sessions suits your skin.' },
    ],
  },
  {
    name: 'Polynucleotide Skin Revitalisation',
    nameEl: 'Αναζωογόνηση επιδερμίδας με πολυνουκλεοτίδια',
    category: 'Skin Boosters',
    palette: ['#e8f5e9', '#2e7d4f'],
    description:
      'An injectable treatment based on purified polynucleotides that supports the skin’s natural repair processes. It is often chosen for the delicate under-eye area and for thin, tired-looking skin. A typical plan includes two to three sessions.',
    descriptionEl:
      'Ενέσιμη θεραπεία με καθαρά πολυνουκλεοτίδια που υποστηρίζει τις φυσικές διαδικασίες ανάπλασης της επιδερμίδας. Συχνά επιλέγεται για την ευαίσθητη περιοχή κάτω από τα μάτια και για λεπτή, κουρασμένη επιδερμίδα. Ένα συνηθισμένο πλάνο περιλαμβάνει δύο έως τρεις συνεδρίες.',
    examplePosts: [
      {
        platform: 'instagram',
        content:
          'Tired-looking under-eyes? Polynucleotide treatments support the skin’s own renewal. Ask us at your next visit. #polynucleotides #undereye #skinquality',
      },
      {
        platform: 'facebook',
        content: 'Polynucleotides are a newer option for skin revitalisation. Our doctors will explain how they work and whether they suit you.',
      },
    ],
  },
  {
    name: 'Anti-wrinkle Injectable Treatment',
    nameEl: 'Ενέσιμη θεραπεία για τις γραμμές έκφρασης',
    category: 'Injectable Treatments',
    palette: ['#ede7f6', '#6a4fb3'],
    description:
      'A doctor-led injectable treatment for expression lines on the forehead, between the brows and around the eyes. It requires an in-person medical consultation, where the doctor decides whether it is suitable. Effects develop over about two weeks.',
    descriptionEl:
      'Ενέσιμη θεραπεία από ιατρό για τις γραμμές έκφρασης στο μέτωπο, ανάμεσα στα φρύδια και γύρω από τα μάτια. Απαιτεί ιατρική εκτίμηση με φυσική παρουσία, όπου ο ιατρός αποφασίζει αν είναι κατάλληλη. Το αποτέλεσμα αναπτύσσεται σε περίπου δύο εβδομάδες.',
    examplePosts: [
      {
        platform: 'instagram',
        content:
          'Expression lines tell your story. If you would like to soften them, start with a medical consultation with our doctors. #aestheticmedicine #consultation',
      },
      {
        platform: 'facebook',
        content: 'Wrinkle-relaxing treatments are medical treatments. At our clinic they are offered only after an in-person consultation with a doctor.',
      },
    ],
  },
  {
    name: 'Fractional CO2 Laser Resurfacing',
    nameEl: 'Ανάπλαση επιδερμίδας με κλασματικό laser CO2',
    category: 'Lasers & Light',
    palette: ['#fff3e0', '#e65100'],
    description:
      'A fractional carbon dioxide laser treatment that renews the skin surface in tiny columns. It is used for uneven texture, acne scarring and fine lines. Downtime is planned with you in advance, usually a few days of redness.',
    descriptionEl:
      'Θεραπεία με κλασματικό laser διοξειδίου του άνθρακα που ανανεώνει την επιφάνεια της επιδερμίδας σε μικροσκοπικές στήλες. Χρησιμοποιείται για ανομοιόμορφη υφή, ουλές ακμής και λεπτές γραμμές. Ο χρόνος αποθεραπείας σχεδιάζεται μαζί σας από πριν, συνήθως λίγες ημέρες ερυθρότητας.',
    examplePosts: [
      {
        platform: 'instagram',
        content:
          'Texture, scarring, fine lines: fractional CO2 resurfacing works in tiny columns to renew the skin. Plan your downtime with us. #co2laser #skinresurfacing',
      },
      {
        platform: 'facebook',
        content: 'Autumn and winter are the ideal seasons for laser resurfacing. Book a skin assessment and we will plan your treatment and recovery.',
      },
    ],
  },
  {
    name: 'Diode Laser Hair Removal',
    nameEl: 'Αποτρίχωση με laser διόδου',
    category: 'Lasers & Light',
    palette: ['#e3f2fd', '#1565c0'],
    description:
      'Laser hair reduction with a cooled diode laser suitable for most skin types. A course of sessions targets hair in its growth phase. Sessions are quick and the treated area is cooled throughout.',
    descriptionEl:
      'Μείωση της τριχοφυΐας με ψυχόμενο laser διόδου, κατάλληλο για τους περισσότερους τύπους δέρματος. Μια σειρά συνεδριών στοχεύει τις τρίχες στη φάση ανάπτυξης. Οι συνεδρίες είναι σύντομες και η περιοχή ψύχεται σε όλη τη διάρκεια.',
    examplePosts: [
      {
        platform: 'instagram',
        content: 'Smooth skin, less shaving. Our cooled diode laser treats most skin types. Book a patch test. #laserhairremoval #smoothskin',
      },
      {
        platform: 'facebook',
        content: 'Laser hair reduction works best as a course of sessions. Start now and you will be ready for summer. Patch tests are free.',
      },
      { platform: 'instagram', content: 'Quick sessions, cooled treatment head, professional care. ❄️ Ask about our laser packages. #diodelaser' },
    ],
  },
  {
    name: 'IPL Photofacial',
    nameEl: 'Φωτοαναζωογόνηση προσώπου IPL',
    category: 'Lasers & Light',
    palette: ['#fffde7', '#c79a00'],
    description:
      'An intense pulsed light treatment for sun spots, redness and uneven tone. It works on pigment and small visible vessels. Most people need a short series of sessions with little downtime.',
    descriptionEl:
      'Θεραπεία με παλμικό φως υψηλής έντασης για κηλίδες από τον ήλιο, ερυθρότητα και ανομοιόμορφο τόνο. Δρα στη μελάγχρωση και στα μικρά ορατά αγγεία. Οι περισσότεροι χρειάζονται μια σύντομη σειρά συνεδριών με ελάχιστο χρόνο αποθεραπείας.',
    examplePosts: [
      {
        platform: 'instagram',
        content: 'Summer sun left its mark? IPL photofacials target sun spots and redness for a more even tone. #ipl #photofacial #eventone',
      },
      {
        platform: 'facebook',
        content: 'IPL is one of our most popular treatments for sun damage. Remember to protect your skin with SPF every day after treatment.',
      },
    ],
  },
  {
    name: 'Glycolic Acid Peel',
    nameEl: 'Πίλινγκ γλυκολικού οξέος',
    category: 'Chemical Peels',
    palette: ['#f1f8e9', '#558b2f'],
    description:
      'A superficial chemical peel with glycolic acid that exfoliates the outer layer of the skin. It brightens dull skin and refines texture. It can be repeated every few weeks as part of a skincare plan.',
    descriptionEl:
      'Επιφανειακό χημικό πίλινγκ με γλυκολικό οξύ που απολεπίζει την εξωτερική στιβάδα της επιδερμίδας. Δίνει λάμψη στη θαμπή επιδερμίδα και βελτιώνει την υφή. Μπορεί να επαναλαμβάνεται κάθε λίγες εβδομάδες ως μέρος ενός πλάνου περιποίησης.',
    examplePosts: [
      { platform: 'instagram', content: 'Dull skin? A glycolic peel gently exfoliates for a brighter, smoother surface. #chemicalpeel #glycolic #brightskin' },
      {
        platform: 'facebook',
        content: 'Our glycolic peels are a lunchtime treatment: gentle exfoliation with little downtime. Ask which strength suits your skin.',
      },
    ],
  },
  {
    name: 'TCA Medium-Depth Peel',
    nameEl: 'Πίλινγκ μέσου βάθους TCA',
    category: 'Chemical Peels',
    palette: ['#fbe9e7', '#bf360c'],
    description:
      'A medium-depth peel with trichloroacetic acid for pigmentation, fine lines and sun-damaged skin. The skin peels over about a week as new skin forms. It is performed after a skin assessment and with a preparation routine.',
    descriptionEl:
      'Πίλινγκ μέσου βάθους με τριχλωροοξικό οξύ για μελάγχρωση, λεπτές γραμμές και επιδερμίδα με βλάβες από τον ήλιο. Η επιδερμίδα απολεπίζεται σε περίπου μία εβδομάδα, καθώς σχηματίζεται νέα. Γίνεται μετά από αξιολόγηση της επιδερμίδας και με ρουτίνα προετοιμασίας.',
    examplePosts: [
      {
        platform: 'instagram',
        content: 'Pigmentation and sun damage respond well to a medium-depth TCA peel. Preparation and aftercare make the difference. #tcapeel #pigmentation',
      },
      { platform: 'facebook', content: 'A TCA peel is planned in advance: we prepare your skin for a few weeks and guide you through the peeling week.' },
    ],
  },
  {
    name: 'Radiofrequency Microneedling',
    nameEl: 'Μικροβελονισμός με ραδιοσυχνότητες',
    category: 'Devices',
    palette: ['#e0f7fa', '#00838f'],
    description:
      'A device treatment that combines fine microneedles with radiofrequency energy. It stimulates the skin’s collagen production and improves texture, pores and scarring. A course of three sessions is typical.',
    descriptionEl:
      'Θεραπεία με συσκευή που συνδυάζει λεπτές μικροβελόνες με ενέργεια ραδιοσυχνοτήτων. Διεγείρει την παραγωγή κολλαγόνου της επιδερμίδας και βελτιώνει την υφή, τους πόρους και τις ουλές. Συνήθως γίνεται σειρά τριών συνεδριών.',
    examplePosts: [
      {
        platform: 'instagram',
        content:
          'Microneedles + radiofrequency: a powerful pair for texture, pores and scarring. Ask about a course of sessions. #rfmicroneedling #skintexture',
      },
      {
        platform: 'facebook',
        content: 'RF microneedling supports your skin’s own collagen production. Results build gradually over the weeks after each session.',
      },
    ],
  },
  {
    name: 'HIFU Skin Tightening',
    nameEl: 'Σύσφιξη επιδερμίδας με HIFU',
    category: 'Devices',
    palette: ['#f3e5f5', '#8e24aa'],
    description:
      'High-intensity focused ultrasound that heats deeper layers of the skin to support firmness. It is used on the lower face, jawline and neck. Changes develop gradually over the following months.',
    descriptionEl:
      'Εστιασμένοι υπέρηχοι υψηλής έντασης που θερμαίνουν τις βαθύτερες στιβάδες της επιδερμίδας για να υποστηρίξουν τη σφριγηλότητα. Χρησιμοποιείται στο κάτω μέρος του προσώπου, στη γραμμή της γνάθου και στον λαιμό. Οι αλλαγές εμφανίζονται σταδιακά τους επόμενους μήνες.',
    examplePosts: [
      { platform: 'instagram', content: 'Focused ultrasound, no incisions. HIFU supports firmness on the lower face and neck. #hifu #skintightening' },
      { platform: 'facebook', content: 'HIFU treatments work beneath the surface, and changes develop gradually. Book an assessment to see if it suits you.' },
    ],
  },
  {
    name: 'Medical-grade Vitamin C Serum',
    nameEl: 'Ορός βιταμίνης C ιατρικής ποιότητας',
    category: 'Skincare',
    palette: ['#fff8e1', '#f9a825'],
    description:
      'A stabilised vitamin C serum for daily use that supports an even, radiant complexion. It complements in-clinic treatments and daily sun protection. Available at the clinic after a skin consultation.',
    descriptionEl:
      'Σταθεροποιημένος ορός βιταμίνης C για καθημερινή χρήση που υποστηρίζει μια ομοιόμορφη, λαμπερή επιδερμίδα. Συμπληρώνει τις θεραπείες στην κλινική και την καθημερινή αντηλιακή προστασία. Διατίθεται στην κλινική μετά από συμβουλευτική επίσκεψη για την επιδερμίδα.',
    examplePosts: [
      {
        platform: 'instagram',
        content: 'Your morning routine: vitamin C, moisturiser, SPF. ☀️ Ask us which serum suits your skin. #vitaminc #skincareroutine',
      },
      {
        platform: 'facebook',
        content: 'Home care matters as much as in-clinic treatments. Our team can recommend a routine built around a stabilised vitamin C serum.',
      },
    ],
  },
];
