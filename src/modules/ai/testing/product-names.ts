import type { ProductFamily } from '../offline/families.js';

/**
 * Sixty real product names as clinics type them, with the family each belongs to: the describer's
 * test list (families.test.ts) and a varied catalogue for the offline writer's compliance test.
 */
export const REAL_PRODUCTS: Array<[string, ProductFamily]> = [
  // botulinum toxins
  ['Botox Cosmetic 100U', 'toxin'],
  ['Dysport 300 Units', 'toxin'],
  ['Xeomin 100 U', 'toxin'],
  ['Bocouture 50', 'toxin'],
  ['Azzalure', 'toxin'],
  ['Jeuveau', 'toxin'],
  ['Letybo 50 units', 'toxin'],
  // hyaluronic acid fillers
  ['Juvéderm Voluma with Lidocaine', 'hyaluronic_filler'],
  ['Juvederm Volbella', 'hyaluronic_filler'],
  ['Restylane Lyft', 'hyaluronic_filler'],
  ['Restylane Kysse', 'hyaluronic_filler'],
  ['Teosyal RHA 4', 'hyaluronic_filler'],
  ['Belotero Balance', 'hyaluronic_filler'],
  ['Stylage M', 'hyaluronic_filler'],
  ['Revolax Deep', 'hyaluronic_filler'],
  ['Neuramis Volume', 'hyaluronic_filler'],
  // biostimulators
  ['Sculptra poly-L-lactic acid', 'biostimulator'],
  ['Sculptra Aesthetic', 'biostimulator'],
  ['Radiesse', 'biostimulator'],
  ['Radiesse (+) Lidocaine', 'biostimulator'],
  ['Ellansé M', 'biostimulator'],
  ['HArmonyCa', 'biostimulator'],
  ['Lanluma V', 'biostimulator'],
  // skin boosters and polynucleotides
  ['Profhilo', 'skin_booster'],
  ['Profhilo Structura', 'skin_booster'],
  ['Restylane Skinboosters Vital', 'skin_booster'],
  ['Juvederm Volite', 'skin_booster'],
  ['Teosyal Redensity 1', 'skin_booster'],
  ['Belotero Revive', 'skin_booster'],
  ['Jalupro Super Hydro', 'skin_booster'],
  ['Sunekos 200', 'skin_booster'],
  ['NCTF 135 HA', 'skin_booster'],
  ['Plinest', 'skin_booster'],
  ['Rejuran Healer', 'skin_booster'],
  ['Nucleofill Soft', 'skin_booster'],
  // peels
  ['PRX-T33', 'peel'],
  ['Cosmelan', 'peel'],
  ['Obagi Blue Radiance Peel', 'peel'],
  ['VI Peel', 'peel'],
  ['Jessner’s Peel', 'peel'],
  ['Mandelic Acid Peel 40%', 'peel'],
  ['BioRePeel CL3', 'peel'],
  // lasers and energy devices
  ['Morpheus8', 'energy_device'],
  ['Ultherapy', 'energy_device'],
  ['Thermage FLX', 'energy_device'],
  ['Fraxel Dual', 'energy_device'],
  ['PicoSure', 'energy_device'],
  ['Soprano Ice Platinum', 'energy_device'],
  ['HydraFacial Syndeo', 'energy_device'],
  ['CoolSculpting Elite', 'energy_device'],
  // threads
  ['Silhouette Soft', 'thread'],
  ['PDO Thread Lift', 'thread'],
  ['Aptos Threads', 'thread'],
  ['MINT PDO Threads', 'thread'],
  // skincare
  ['SkinCeuticals C E Ferulic', 'skincare'],
  ['Heliocare 360 Gel Oil-Free SPF 50', 'skincare'],
  ['La Roche-Posay Cicaplast Baume B5', 'skincare'],
  ['Medik8 Crystal Retinal 6', 'skincare'],
  ['ZO Skin Health Daily Power Defense', 'skincare'],
  ['Avène Cicalfate+ Restorative Protective Cream', 'skincare'],
];
