/** Word matching between a product name and an image's text (case and accents aside). */
import { nameWords } from '../../../lib/words.js';

/** The words that count for matching: the tokeniser ai's ranking uses too, so ranking and search agree. */
export const words = nameWords;

/** Share (0..1) of the name's words that occur in the text. */
export function matchShare(name: string, text: string): number {
  const wanted = words(name);
  if (!wanted.length) return 0;
  const haystack = words(text).join(' ');
  return wanted.filter((w) => haystack.includes(w)).length / wanted.length;
}

export function relevanceOf(share: number): 'high' | 'medium' | 'low' {
  return share >= 0.99 ? 'high' : share >= 0.5 ? 'medium' : 'low';
}
