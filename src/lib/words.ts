/**
 * The tokeniser behind product-name matching: lower case, accents stripped (Greek tonos too),
 * split on anything that is not a letter or digit, short words and stop words dropped. The ai
 * module's image ranking and catalog's image search both match names with it, so they agree on
 * what "the same words" means.
 */
const STOP = new Set(['the', 'and', 'for', 'with', 'of', 'a', 'an', 'to', 'in', 'και', 'για', 'με', 'του', 'της', 'των', 'το', 'τα', 'η', 'ο']);

export function nameWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !STOP.has(w));
}

/** A reason as joinReasons keeps it: without its closing full stop or semicolon. */
export const reasonBody = (reason: string) => reason.trim().replace(/[.;\s]+$/u, '');

/**
 * Joins one-line reasons ("Page A: Token expired.") into one sentence list: each reason's own
 * closing full stop goes, so the list never reads ".;", and the whole ends with one full stop.
 */
export function joinReasons(reasons: readonly string[]): string {
  const parts = reasons.map(reasonBody).filter(Boolean);
  return parts.length ? `${parts.join('; ')}.` : '';
}
