/**
 * The demo catalogue's products as the post writer gets them (name, Greek name, category in both
 * languages): the offline writer's campaign test writes about these. catalog/demo-greek.test.ts
 * checks that they match the seeded catalogue.
 */
export const DEMO_POST_PRODUCTS: { name: string; nameEl: string; category: string; categoryEl: string }[] = [
  { name: 'Hyaluronic Acid Lip Filler', nameEl: 'Filler χειλιών με υαλουρονικό οξύ', category: 'Dermal Fillers', categoryEl: 'Ενέσιμα υλικά (fillers)' },
  {
    name: 'Cheek & Mid-face Volume Filler',
    nameEl: 'Filler όγκου για ζυγωματικά και μέσο πρόσωπο',
    category: 'Dermal Fillers',
    categoryEl: 'Ενέσιμα υλικά (fillers)',
  },
  { name: 'Jawline Contouring Filler', nameEl: 'Filler περιγράμματος γνάθου', category: 'Dermal Fillers', categoryEl: 'Ενέσιμα υλικά (fillers)' },
  { name: 'Hyaluronic Skin Booster', nameEl: 'Skin booster υαλουρονικού οξέος', category: 'Skin Boosters', categoryEl: 'Skin boosters' },
  {
    name: 'Polynucleotide Skin Revitalisation',
    nameEl: 'Αναζωογόνηση επιδερμίδας με πολυνουκλεοτίδια',
    category: 'Skin Boosters',
    categoryEl: 'Skin boosters',
  },
  {
    name: 'Anti-wrinkle Injectable Treatment',
    nameEl: 'Ενέσιμη θεραπεία για τις γραμμές έκφρασης',
    category: 'Injectable Treatments',
    categoryEl: 'Ενέσιμες θεραπείες',
  },
  { name: 'Fractional CO2 Laser Resurfacing', nameEl: 'Ανάπλαση επιδερμίδας με κλασματικό laser CO2', category: 'Lasers & Light', categoryEl: 'Laser και φως' },
  { name: 'Diode Laser Hair Removal', nameEl: 'Αποτρίχωση με laser διόδου', category: 'Lasers & Light', categoryEl: 'Laser και φως' },
  { name: 'IPL Photofacial', nameEl: 'Φωτοαναζωογόνηση προσώπου IPL', category: 'Lasers & Light', categoryEl: 'Laser και φως' },
  { name: 'Glycolic Acid Peel', nameEl: 'Πίλινγκ γλυκολικού οξέος', category: 'Chemical Peels', categoryEl: 'Χημικά πίλινγκ' },
  { name: 'TCA Medium-Depth Peel', nameEl: 'Πίλινγκ μέσου βάθους TCA', category: 'Chemical Peels', categoryEl: 'Χημικά πίλινγκ' },
  { name: 'Radiofrequency Microneedling', nameEl: 'Μικροβελονισμός με ραδιοσυχνότητες', category: 'Devices', categoryEl: 'Συσκευές' },
  { name: 'HIFU Skin Tightening', nameEl: 'Σύσφιξη επιδερμίδας με HIFU', category: 'Devices', categoryEl: 'Συσκευές' },
  { name: 'Medical-grade Vitamin C Serum', nameEl: 'Ορός βιταμίνης C ιατρικής ποιότητας', category: 'Skincare', categoryEl: 'Περιποίηση επιδερμίδας' },
];
