import sharp from 'sharp';
import { differenceHash } from '../../../lib/image-hash.js';
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

/**
 * How a picture looks, read from its pixels: its perceptual hash (near-duplicates), how much fine
 * detail it holds (mean difference between neighbouring grey pixels at 256 px: a blurred or
 * empty picture has little, a crisp photo ~15) and its contrast (standard deviation of the grey
 * levels, 0-128). These tell apart images whose size, shape and format are the same.
 */
export interface ImageLook {
  hash: string;
  detail: number;
  contrast: number;
}

export async function readImageLook(data: Buffer): Promise<ImageLook | undefined> {
  try {
    const [hash, grey] = await Promise.all([
      differenceHash(data),
      sharp(data, { failOn: 'error' })
        .rotate()
        .flatten({ background: '#ffffff' })
        .greyscale()
        .resize(256, 256, { fit: 'inside' })
        .raw()
        .toBuffer({ resolveWithObject: true }),
    ]);
    const { data: px, info } = grey;
    const { width: w, height: h } = info;
    let sum = 0;
    let squares = 0;
    let steps = 0;
    let pairs = 0;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const v = px[y * w + x];
        sum += v;
        squares += v * v;
        if (x + 1 < w && y + 1 < h) {
          steps += Math.abs(v - px[y * w + x + 1]) + Math.abs(v - px[(y + 1) * w + x]);
          pairs += 2;
        }
      }
    }
    const mean = sum / (w * h);
    return {
      hash,
      detail: Math.round((pairs ? steps / pairs : 0) * 10) / 10,
      contrast: Math.round(Math.sqrt(Math.max(0, squares / (w * h) - mean * mean))),
    };
  } catch {
    return undefined;
  }
}

type Comparison = readonly [better: string, worse: string, figures: (a: number, b: number) => string];

const T: Record<
  Language,
  {
    size: (w: number, h: number, f: string) => string;
    sharp: string;
    fair: string;
    small: string;
    fits: string;
    close: string;
    off: string;
    tiny: string;
    heavy: string;
    format: string;
    oddFormat: string;
    match: (p: number) => string;
    flat: string;
    dull: string;
    place: (rank: number, total: number) => string;
    compare: Record<Measure, Comparison>;
    than: (phrase: string, rank: number, numbers: string) => string;
    level: (rank: number) => string;
    same: (rank: number) => string;
  }
> = {
  en: {
    size: (w: number, h: number, f: string) => `${w}×${h} ${f.toUpperCase()}`,
    sharp: 'sharp enough for a full-width post',
    fair: 'large enough for a post',
    small: 'small picture (low resolution), may look blurry',
    fits: 'its shape fits Instagram',
    close: 'Instagram will trim its edges a little',
    off: 'its shape needs heavy cropping for Instagram',
    tiny: 'very small file, probably a preview copy',
    heavy: 'large file',
    format: 'a file type social media take',
    oddFormat: 'a file type social media may refuse',
    match: (p: number) => (p >= 0.99 ? 'matches the product name' : p > 0 ? 'partly matches the product name' : 'does not mention the product'),
    flat: 'looks soft rather than crisp',
    dull: 'looks flat and washed out',
    place: (rank: number, total: number) => (rank === 1 ? 'Ranked first' : rank === total ? `Ranked last (${rank} of ${total})` : `Ranked ${rank} of ${total}`),
    compare: {
      resolution: ['larger', 'smaller', (a: number, b: number) => `${a} against ${b} pixels on its shorter side`],
      aspect: ['a shape closer to Instagram’s', 'a shape further from Instagram’s', () => ''],
      file: ['a better file size', 'a worse file size', (a: number, b: number) => `${kb(a)} against ${kb(b)} KB`],
      format: ['a file type better suited to social media', 'a less usual file type', () => ''],
      match: [
        'a closer match to the product name',
        'a weaker match to the product name',
        (a: number, b: number) => `${Math.round(a * 100)} % against ${Math.round(b * 100)} % of the name’s words`,
      ],
      detail: ['sharper', 'less sharp', () => ''],
      contrast: ['livelier colours and contrast', 'duller colours and contrast', () => ''],
    },
    than: (phrase: string, rank: number, numbers: string) => `${phrase} than #${rank}${numbers ? ` (${numbers})` : ''}`,
    level: (rank: number) => `as good as #${rank} on every point, and listed after it by the search`,
    same: (rank: number) => `Same picture as #${rank}: left out.`,
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
    format: 'τύπος αρχείου που δέχονται τα social media',
    oddFormat: 'τύπος αρχείου που τα social media μπορεί να μη δέχονται',
    match: (p: number) =>
      p >= 0.99 ? 'ταιριάζει με το όνομα του προϊόντος' : p > 0 ? 'ταιριάζει εν μέρει με το όνομα του προϊόντος' : 'δεν αναφέρει το προϊόν',
    flat: 'φαίνεται λίγο θολή',
    dull: 'φαίνεται θαμπή, με ξεθωριασμένα χρώματα',
    place: (rank: number, total: number) =>
      rank === 1 ? 'Πρώτη θέση' : rank === total ? `Τελευταία θέση (${rank} από ${total})` : `Θέση ${rank} από ${total}`,
    compare: {
      resolution: ['μεγαλύτερη', 'μικρότερη', (a: number, b: number) => `${a} έναντι ${b} pixel στη μικρή πλευρά`],
      aspect: ['αναλογίες πιο κοντά στο Instagram', 'αναλογίες πιο μακριά από το Instagram', () => ''],
      file: ['καλύτερο μέγεθος αρχείου', 'χειρότερο μέγεθος αρχείου', (a: number, b: number) => `${kb(a)} έναντι ${kb(b)} KB`],
      format: ['τύπος αρχείου πιο κατάλληλος για τα social media', 'λιγότερο συνηθισμένος τύπος αρχείου', () => ''],
      match: [
        'ταιριάζει περισσότερο με το όνομα του προϊόντος',
        'ταιριάζει λιγότερο με το όνομα του προϊόντος',
        (a: number, b: number) => `${Math.round(a * 100)} % έναντι ${Math.round(b * 100)} % των λέξεων του ονόματος`,
      ],
      detail: ['πιο ευκρινής', 'λιγότερο ευκρινής', () => ''],
      contrast: ['πιο ζωντανά χρώματα', 'πιο θαμπά χρώματα', () => ''],
    },
    than: (phrase: string, rank: number, numbers: string) => `${phrase} από την #${rank}${numbers ? ` (${numbers})` : ''}`,
    level: (rank: number) => `ισάξια με την #${rank} σε όλα, και η αναζήτηση τη βρήκε μετά από αυτήν`,
    same: (rank: number) => `Ίδια εικόνα με την #${rank}: παραλείφθηκε.`,
  },
};

const kb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/** What a score is made of: points per measure, and the measure itself (for the comparisons). */
type Measure = 'resolution' | 'aspect' | 'file' | 'format' | 'match' | 'detail' | 'contrast';
const MEASURES: Measure[] = ['match', 'resolution', 'aspect', 'detail', 'contrast', 'file', 'format'];

export interface HeuristicScore {
  score: number;
  reason: string;
  points: Record<Measure, number>;
  values: Record<Measure, number>;
}

/** How far a width-per-height ratio is from Instagram's accepted range (0 inside it). */
const aspectDistance = (ratio: number) => (ratio < INSTAGRAM_MIN ? INSTAGRAM_MIN - ratio : ratio > INSTAGRAM_MAX ? ratio - INSTAGRAM_MAX : 0);

/**
 * A 0-100 score and a one-line reason in the user's language: resolution 30, Instagram shape 25,
 * name match 20, format 10, file size 5, and, from the pixels (`look`), fine detail 6 and
 * contrast 4 (full marks when the pixels were not read: nothing is known against the image).
 */
export function scoreImage(facts: ImageFacts, match: number, language: Language, look?: Pick<ImageLook, 'detail' | 'contrast'>): HeuristicScore {
  const t = T[language];
  const parts: string[] = [t.size(facts.width, facts.height, facts.format === 'jpeg' ? 'jpg' : facts.format)];
  const points: Record<Measure, number> = { resolution: 0, aspect: 0, file: 0, format: 0, match: 0, detail: 6, contrast: 4 };

  const shortSide = Math.min(facts.width, facts.height);
  if (shortSide >= 1080) {
    points.resolution = 30;
    parts.push(t.sharp);
  } else if (shortSide >= 720) {
    points.resolution = 22;
    parts.push(t.fair);
  } else if (shortSide >= 480) {
    points.resolution = 13;
    parts.push(t.fair);
  } else if (shortSide >= 300) {
    points.resolution = 5;
    parts.push(t.small);
  } else parts.push(t.small);

  const ratio = facts.width / facts.height;
  if (ratio >= INSTAGRAM_MIN - 1e-3 && ratio <= INSTAGRAM_MAX + 1e-3) {
    points.aspect = 25;
    parts.push(t.fits);
  } else if (ratio >= 0.6 && ratio <= 2.3) {
    points.aspect = 12;
    parts.push(t.close);
  } else parts.push(t.off);

  if (facts.bytes < 15_000) {
    parts.push(t.tiny);
  } else if (facts.bytes <= 5 * 1024 * 1024) points.file = 5;
  else {
    points.file = 2;
    parts.push(t.heavy);
  }

  if (['jpeg', 'png', 'webp'].includes(facts.format)) points.format = 10;
  else {
    points.format = 3;
    parts.push(t.oddFormat);
  }

  points.match = Math.round(20 * match);
  parts.push(t.match(match));

  if (look) {
    // A crisp photo (detail ~8 and up at 256 px) or a drawn card with clear shapes (contrast ~50).
    points.detail = Math.round(6 * Math.min(1, look.detail / 8));
    points.contrast = Math.round(4 * Math.min(1, look.contrast / 50));
    if (look.detail < 1.5) parts.push(t.flat);
    if (look.contrast < 15) parts.push(t.dull);
  }
  let score = MEASURES.reduce((sum, m) => sum + points[m], 0);
  // A thumbnail is unusable in a post whatever else it has going for it.
  if (shortSide < 320) score = Math.min(score, 25);
  const values: Record<Measure, number> = {
    resolution: shortSide,
    aspect: ratio,
    file: facts.bytes,
    format: points.format,
    match,
    detail: look?.detail ?? 0,
    contrast: look?.contrast ?? 0,
  };
  return { score: Math.max(0, Math.min(100, score)), reason: `${parts[0]}: ${parts.slice(1).join(', ')}.`, points, values };
}

// Measures that break a tie in points, in order, and how much better a has it than b on each
// (positive: a is better), as a share so that pixels and percentages weigh alike. File size and
// format are not among them: a bigger file is not a better picture.
const TIE_BREAKERS: Measure[] = ['match', 'detail', 'contrast', 'resolution', 'aspect'];
function valueEdge(m: Measure, a: HeuristicScore, b: HeuristicScore): number {
  const x = a.values[m];
  const y = b.values[m];
  if (m === 'aspect') return aspectDistance(y) - aspectDistance(x);
  const scale = Math.max(Math.abs(x), Math.abs(y));
  return scale ? (x - y) / scale : 0;
}
// Differences smaller than this are measuring noise, not a better picture.
const EDGE = 0.02;

/** Best first: by points, then by the tie-breaking measures' values (see TIE_BREAKERS). */
function compareScores(a: HeuristicScore, b: HeuristicScore): number {
  if (a.score !== b.score) return b.score - a.score;
  for (const m of TIE_BREAKERS) {
    const edge = valueEdge(m, a, b);
    if (Math.abs(edge) >= EDGE) return -edge;
  }
  return 0;
}

/**
 * The offline ranking of a list of images (in the search's order): scored from the files and
 * pixels, ordered best first, ties in points broken by the measured values, the one behind given a
 * point less so that distinct pictures never share a score, and each reason saying why the image
 * stands where it does against its neighbours. Answers in the input's order.
 */
export function rankByMeasures<T extends { facts: ImageFacts; match: number; look?: Pick<ImageLook, 'detail' | 'contrast'> }>(
  images: T[],
  language: Language,
): { image: T; score: number; reason: string }[] {
  const scored = images.map((image, order) => ({ image, order, heuristic: scoreImage(image.facts, image.match, language, image.look) }));
  scored.sort((a, b) => compareScores(a.heuristic, b.heuristic) || a.order - b.order);
  const behind = scored.map((s, i) => i > 0 && compareScores(scored[i - 1].heuristic, s.heuristic) < 0);
  for (let i = 1; i < scored.length; i++) {
    const before = scored[i - 1].heuristic;
    const here = scored[i].heuristic;
    if (behind[i] && here.score >= before.score) here.score = Math.max(0, before.score - 1);
  }
  const reasons = explainRanking(
    scored.map((s) => s.heuristic),
    language,
  );
  const out = scored.map((s, i) => ({ image: s.image, order: s.order, score: s.heuristic.score, reason: reasons[i] }));
  return out.sort((a, b) => a.order - b.order).map(({ image, score, reason }) => ({ image, score, reason }));
}

/** The reason given to a near-duplicate left out of a ranking: the rank of the picture kept. */
export function duplicateReason(rank: number, language: Language): string {
  return T[language].same(rank);
}

/**
 * The reasons of a ranked list (best first) with what sets each image apart from its neighbours:
 * the measure on which it beat the next one most and the one on which it lost most to the one
 * before, with both figures; when the points are level, the measured value that broke the tie.
 * Images level on every measure say so (the search's order decided).
 */
function explainRanking(ranked: HeuristicScore[], language: Language): string[] {
  const t = T[language];
  const total = ranked.length;
  const versus = (a: HeuristicScore, b: HeuristicScore, rank: number, side: 0 | 1): string | undefined => {
    // side 0: what a has over b; side 1: what a lacks against b.
    const [x, y] = side === 0 ? [a, b] : [b, a];
    let best: Measure | undefined;
    let gap = 0;
    for (const m of MEASURES) {
      const d = x.points[m] - y.points[m];
      if (d > gap) {
        gap = d;
        best = m;
      }
    }
    if (!best) {
      for (const m of TIE_BREAKERS) {
        const edge = valueEdge(m, x, y);
        if (Math.abs(edge) >= EDGE) {
          if (edge > 0) best = m;
          break;
        }
      }
    }
    if (!best) return undefined;
    const [more, less, numbers] = t.compare[best];
    return t.than(side === 0 ? more : less, rank, numbers(a.values[best], b.values[best]));
  };
  return ranked.map((image, i) => {
    const rank = i + 1;
    const clauses: string[] = [];
    if (i > 0) clauses.push(versus(image, ranked[i - 1], rank - 1, 1) ?? t.level(rank - 1));
    if (i + 1 < total) {
      const ahead = versus(image, ranked[i + 1], rank + 1, 0);
      if (ahead) clauses.push(ahead);
      else if (i === 0) clauses.push(t.level(rank + 1).replace(/,.*$/, ''));
    }
    // The comparison first: it is what tells neighbours apart, and a card shows a reason's first lines.
    return total > 1 ? `${t.place(rank, total)}: ${clauses.join('; ')}. ${image.reason}` : image.reason;
  });
}
