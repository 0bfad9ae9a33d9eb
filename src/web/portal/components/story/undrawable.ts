/** The characters of `text` outside the story font's `ranges` (each once, in order): what the slide would leave out. */
export function undrawableCharacters(text: string, ranges: readonly (readonly [number, number])[]): string[] {
  const out: string[] = [];
  for (const ch of text.normalize('NFC')) {
    const cp = ch.codePointAt(0)!;
    // Spaces, line breaks and controls are the layout's, not the font's; a variation selector or joiner belongs to an emoji already named.
    if (cp <= 0x20 || (cp >= 0x7f && cp <= 0x9f) || cp === 0x200d || (cp >= 0xfe00 && cp <= 0xfe0f)) continue;
    if (out.includes(ch)) continue;
    let low = 0;
    let high = ranges.length - 1;
    let found = false;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (cp < ranges[mid][0]) high = mid - 1;
      else if (cp > ranges[mid][1]) low = mid + 1;
      else {
        found = true;
        break;
      }
    }
    if (!found) out.push(ch);
  }
  return out;
}
