import type { Language } from '../schema.js';
import { KIND_TAGS, type TreatmentKind } from './facts.js';
import type { Place } from './places.js';
import { isCompliant } from './sentences.js';

/** The offline writer never adds more than this many hashtags, whatever the platform allows. */
const OFFLINE_MAX_HASHTAGS = 5;

/** A product name that is itself a short brand people tag ("Profhilo", "Sculptra"): one word, in Latin letters. */
function brandTag(name: string, kind: TreatmentKind): string | undefined {
  if (kind === 'unknown' || !/^[A-Za-z][A-Za-z0-9]{3,14}$/.test(name.trim())) return undefined;
  return `#${name.trim().toLowerCase()}`;
}

/**
 * Short hashtags people really use: two for the kind of treatment, the clinic's city in the post's
 * language, the admin's default hashtags (as typed), then the kind's others; at most five, each
 * one passing the compliance guard (a default such as #botoxday is left out: hashtags are
 * advertising too). No hashtag is made up from a product, company or category name.
 */
export function chooseHashtags(
  brief: { language: Language; maxHashtags: number; defaultHashtags?: string; productName: string; kind: TreatmentKind; place?: Place },
  variant = 0,
): string[] {
  const max = Math.min(brief.maxHashtags, OFFLINE_MAX_HASHTAGS);
  if (max <= 0) return [];
  const kindTags = KIND_TAGS[brief.language][brief.kind];
  // The kind's list turns with the variant, so a campaign's posts do not all end the same way.
  const turn = variant % kindTags.length;
  const turned = [...kindTags.slice(turn), ...kindTags.slice(0, turn)];
  const defaults: string[] = [];
  for (const tag of (brief.defaultHashtags ?? '').split(/[\s,]+/)) {
    const clean = tag.replace(/^#+/, '');
    if (/^[\p{L}\p{N}_]{1,30}$/u.test(clean)) defaults.push(`#${clean}`);
  }
  const candidates = [brandTag(brief.productName, brief.kind), ...turned.slice(0, 2), brief.place?.tag, ...defaults, ...turned.slice(2)];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of candidates) {
    if (!tag) continue;
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (!isCompliant(tag, brief.language)) continue;
    out.push(tag);
    if (out.length >= max) break;
  }
  return out;
}
