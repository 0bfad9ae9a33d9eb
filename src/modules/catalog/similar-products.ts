import type { Db } from '../../lib/db.js';

/** A catalogue product that resembles a name a clinic typed (the AI product dialog offers it instead). */
export interface SimilarProduct {
  id: number;
  name: string;
  nameEl: string | null;
  imagePath: string | null;
  categoryName: string | null;
  /** Already in the account's list. */
  inList: boolean;
}

/** Lower case, accents and punctuation gone, words apart: "Profhilo® Structura" → ["profhilo", "structura"]. */
function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Edits (insert, delete, replace) between two short strings. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length];
}

/** Two words name the same thing: equal, or one typo apart (two for long words). */
const sameWord = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 5 && editDistance(a, b) <= (Math.min(a.length, b.length) >= 8 ? 2 : 1));

/**
 * How much a typed name resembles a catalogue name, 0 to 1: the share of the catalogue name's
 * words (3 letters or more) that the typed name has, typos forgiven, counted only when one of them
 * is a real word (5 letters or more, not "lip" or "co2" alone). "profilo" finds Profhilo, "lip
 * filler" finds Hyaluronic Acid Lip Filler (half its words), "laser" alone nothing.
 */
export function resemblance(typed: string, catalogueName: string): number {
  const mine = words(typed).filter((w) => w.length >= 3);
  const theirs = words(catalogueName).filter((w) => w.length >= 3);
  if (!mine.length || !theirs.length) return 0;
  const found = theirs.filter((w) => mine.some((m) => sameWord(m, w)));
  if (!found.some((w) => w.length >= 5)) return 0;
  return found.length / theirs.length;
}

/** A typed name this close to a catalogue name is offered the catalogue's product. */
const SIMILAR = 0.5;

/**
 * Active catalogue products whose name the typed name resembles (at least half of its words there,
 * typos forgiven), best first, at most three. The catalogue is small (hundreds of products):
 * read whole and compared here.
 */
export async function similarCatalogProducts(db: Db, accountId: number | null, typed: string): Promise<SimilarProduct[]> {
  const rows: (Omit<SimilarProduct, 'inList'> & { inList: boolean | null })[] = await db('products as p')
    .leftJoin('productCategories as c', 'c.id', 'p.categoryId')
    .where('p.status', 'active')
    .select(
      'p.id',
      'p.name',
      'p.nameEl',
      'p.imagePath',
      'c.name as categoryName',
      db.raw('exists (select 1 from account_products ap where ap.account_id = ? and ap.original_product_id = p.id) as in_list', [accountId ?? 0]),
    );
  return rows
    .map((row) => ({ row, score: Math.max(resemblance(typed, row.name), row.nameEl ? resemblance(typed, row.nameEl) : 0) }))
    .filter((r) => r.score >= SIMILAR)
    .sort((a, b) => b.score - a.score || b.row.name.length - a.row.name.length || a.row.id - b.row.id)
    .slice(0, 3)
    .map(({ row }) => ({ ...row, inList: Boolean(row.inList) }));
}
