import { fontCoverage } from './fonts.js';

let ranges: [number, number][] | undefined;

/**
 * The characters a story's text can show, as code point ranges (first, last): the font's own
 * coverage, read once. The story screen names the characters it will leave out (emoji, say) before
 * anything is made, so a clinic is never surprised by a slide missing what it typed (issue 24).
 */
export function drawableCharacters(): { ranges: [number, number][] } {
  if (!ranges) {
    const sorted = [...fontCoverage().regular].sort((a, b) => a - b);
    ranges = [];
    for (const cp of sorted) {
      const last = ranges[ranges.length - 1];
      if (last && cp === last[1] + 1) last[1] = cp;
      else ranges.push([cp, cp]);
    }
  }
  return { ranges };
}
