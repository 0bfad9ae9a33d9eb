import { findComplianceIssues } from '../compliance/index.js';
import type { Language } from '../schema.js';
import { GREEK } from './names.js';
import type { Random } from './random.js';
import type { OfflinePostBrief } from './writer.js';

/** "hyaluronic acid lip filler" → "#HyaluronicAcidLipFiller"; Greek kept as written. */
function toHashtag(text: string): string | undefined {
  const words = text
    .normalize('NFC')
    .replace(/[#&+]/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return undefined;
  const tag = words.map((w) => (GREEK.test(w) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1))).join('');
  return tag.length > 40 ? undefined : `#${tag}`;
}

const GENERIC_TAGS: Record<Language, string[]> = {
  en: ['#aesthetics', '#skincare', '#selfcare', '#skinhealth', '#aestheticmedicine'],
  el: ['#αισθητική', '#περιποίηση', '#ομορφιά', '#φροντίδαεπιδερμίδας', '#aesthetics'],
};

/** Hashtags from the product, its category, the company and its location, the defaults and a few generic ones. */
export function chooseHashtags(
  brief: Pick<OfflinePostBrief, 'product' | 'company' | 'defaultHashtags' | 'language' | 'maxHashtags'>,
  random?: Random,
): string[] {
  if (brief.maxHashtags <= 0) return [];
  const candidates: string[] = [];
  const push = (tag: string | undefined) => tag && candidates.push(tag);
  push(toHashtag(brief.product.name));
  if (brief.product.category) push(toHashtag(brief.product.category));
  if (brief.company?.location) push(toHashtag(brief.company.location.split(',')[0]));
  if (brief.company?.name) push(toHashtag(brief.company.name));
  for (const tag of (brief.defaultHashtags ?? '').split(/[\s,]+/)) {
    const clean = tag.replace(/^#+/, '');
    // The admin's default hashtags are used as typed.
    if (/^[\p{L}\p{N}_]{1,40}$/u.test(clean)) push(`#${clean}`);
  }
  const generic = random ? random.shuffle(GENERIC_TAGS[brief.language]) : GENERIC_TAGS[brief.language];
  candidates.push(...generic);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of candidates) {
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    // A default hashtag such as #botoxday is left out: hashtags are advertising too.
    if (findComplianceIssues(tag, brief.language).length) continue;
    out.push(tag);
    if (out.length >= brief.maxHashtags) break;
  }
  return out;
}
