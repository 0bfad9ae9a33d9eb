import sharp from 'sharp';
import { nameWords } from '../../../lib/words.js';
import type { Language } from '../schema.js';

/**
 * Ranking of candidate images on properties read from the files themselves: dimensions, aspect
 * ratio against Instagram's accepted range (4:5 portrait to 1.91:1 landscape), file size and
 * format, plus how well the image's description and address match the product name.
 */
export interface ImageFacts {
  width: number;
  height: number;
  format: string;
  bytes: number;
}

export interface HeuristicScore {
  score: number;
  reason: string;
}

export async function readImageFacts(data: Buffer): Promise<ImageFacts | undefined> {
  try {
    const meta = await sharp(data, { failOn: 'error' }).metadata();
    if (!meta.width || !meta.height || !meta.format) return undefined;
    return { width: meta.width, height: meta.height, format: meta.format, bytes: data.length };
  } catch {
    return undefined;
  }
}

const INSTAGRAM_MIN = 4 / 5;
const INSTAGRAM_MAX = 1.91;

/** Share (0..1) of the product name's words found in the text. */
export function nameMatch(productName: string, text: string): number {
  const words = nameWords(productName);
  if (!words.length) return 0;
  const haystack = new Set(nameWords(text));
  const joined = nameWords(text).join(' ');
  let hits = 0;
  for (const w of words) if (haystack.has(w) || joined.includes(w)) hits++;
  return hits / words.length;
}

const T = {
  en: {
    size: (w: number, h: number, f: string) => `${w}×${h} ${f.toUpperCase()}`,
    sharp: 'sharp enough for a full-width post',
    fair: 'adequate resolution',
    small: 'low resolution, may look blurry',
    fits: 'aspect ratio fits Instagram',
    close: 'aspect ratio needs a little cropping for Instagram',
    off: 'aspect ratio needs heavy cropping for Instagram',
    tiny: 'very small file, probably a thumbnail',
    heavy: 'large file',
    format: 'format suited to social media',
    oddFormat: 'unusual format for social media',
    match: (p: number) => (p >= 0.99 ? 'matches the product name' : p > 0 ? 'partly matches the product name' : 'does not mention the product'),
  },
  el: {
    size: (w: number, h: number, f: string) => `${w}×${h} ${f.toUpperCase()}`,
    sharp: 'αρκετά ευκρινής για ανάρτηση σε πλήρες πλάτος',
    fair: 'ικανοποιητική ανάλυση',
    small: 'χαμηλή ανάλυση, μπορεί να φαίνεται θολή',
    fits: 'οι αναλογίες ταιριάζουν στο Instagram',
    close: 'χρειάζεται λίγη περικοπή για το Instagram',
    off: 'χρειάζεται μεγάλη περικοπή για το Instagram',
    tiny: 'πολύ μικρό αρχείο, πιθανότατα μικρογραφία',
    heavy: 'μεγάλο αρχείο',
    format: 'κατάλληλη μορφή για τα social media',
    oddFormat: 'ασυνήθιστη μορφή για τα social media',
    match: (p: number) => (p >= 0.99 ? 'ταιριάζει με το όνομα του προϊόντος' : p > 0 ? 'ταιριάζει εν μέρει με το όνομα του προϊόντος' : 'δεν αναφέρει το προϊόν'),
  },
} satisfies Record<Language, unknown>;

/** A 0-100 score and a one-line reason in the user's language. */
export function scoreImage(facts: ImageFacts, match: number, language: Language): HeuristicScore {
  const t = T[language];
  const parts: string[] = [t.size(facts.width, facts.height, facts.format === 'jpeg' ? 'jpg' : facts.format)];
  let score = 0;

  const shortSide = Math.min(facts.width, facts.height);
  if (shortSide >= 1080) { score += 35; parts.push(t.sharp); }
  else if (shortSide >= 720) { score += 26; parts.push(t.fair); }
  else if (shortSide >= 480) { score += 15; parts.push(t.fair); }
  else if (shortSide >= 300) { score += 6; parts.push(t.small); }
  else parts.push(t.small);

  const ratio = facts.width / facts.height;
  if (ratio >= INSTAGRAM_MIN - 1e-3 && ratio <= INSTAGRAM_MAX + 1e-3) { score += 25; parts.push(t.fits); }
  else if (ratio >= 0.6 && ratio <= 2.3) { score += 12; parts.push(t.close); }
  else parts.push(t.off);

  if (facts.bytes < 15_000) { parts.push(t.tiny); }
  else if (facts.bytes <= 5 * 1024 * 1024) score += 10;
  else { score += 5; parts.push(t.heavy); }

  if (['jpeg', 'png', 'webp'].includes(facts.format)) score += 10;
  else { score += 3; parts.push(t.oddFormat); }

  score += Math.round(20 * match);
  parts.push(t.match(match));
  // A thumbnail is unusable in a post whatever else it has going for it.
  if (shortSide < 320) score = Math.min(score, 25);
  return { score: Math.max(0, Math.min(100, score)), reason: `${parts[0]}: ${parts.slice(1).join(', ')}.` };
}
