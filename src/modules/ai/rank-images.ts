import type * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { safeFetch } from '../../lib/safe-fetch.js';
import { parse } from '../../lib/validate.js';
import { nearDuplicates } from '../../lib/image-hash.js';
import { duplicateReason, nameMatch, readImageFacts, readImageLook, scoreImage, type ImageFacts } from './offline/rank.js';
import { activeProvider, offlineProvider, type ActiveProvider } from './provider.js';
import { underOutagePolicy } from './outage.js';
import { RankImagesInput, type ImageLoader } from './schema.js';
import { budgetExhausted, metered } from './usage.js';

export interface RankedImage {
  id: string;
  url: string;
  description: string;
  /** 1 for the best image. */
  rank: number;
  /** 0-100. */
  score: number;
  /** Why it scored so, in the user's language. */
  reason: string;
  width: number;
  height: number;
  format: string;
  bytes: number;
}

export interface RankImagesResult {
  ranked: RankedImage[];
  /** Candidates that could not be read as images, and near-duplicates of a ranked one (not counted as valid). */
  rejected: { id: string; url: string; reason: string }[];
  provider: 'offline' | 'openai';
}

/** The default loader: http(s) URLs only, through the SSRF-safe fetch. */
const fetchCandidateImage: ImageLoader = async (url) => {
  if (!/^https?:\/\//i.test(url)) return undefined;
  const { buffer } = await safeFetch(url, { maxBytes: 8 * 1024 * 1024, timeoutMs: 8000 });
  return buffer;
};

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/**
 * Orders candidate images best first, each with a 0-100 score and a reason in the user's language.
 * Images are read (through `loadImage`, by default the SSRF-safe fetch) so the ranking rests on
 * real dimensions, format and size; a vision model sees them when the configuration says so. The
 * call is recorded for `accountId`; like descriptions, it takes no use of the allowance itself.
 */
export async function rankImages(deps: Deps, request: v.InferInput<typeof RankImagesInput>): Promise<RankImagesResult> {
  const { accountId, loadImage, ...input } = parse(RankImagesInput, request);
  const load = loadImage ?? fetchCandidateImage;
  const loaded = await mapLimited(input.candidates, 6, async (candidate) => {
    let data = candidate.data;
    let failure = input.language === 'el' ? 'Η εικόνα δεν μπόρεσε να φορτωθεί.' : 'The image could not be loaded.';
    if (!data) {
      try {
        data = await load(candidate.url);
      } catch (error) {
        failure = (error as Error).message;
      }
    }
    const facts: ImageFacts | undefined = data ? await readImageFacts(data) : undefined;
    if (data && !facts) failure = input.language === 'el' ? 'Το αρχείο δεν είναι εικόνα που μπορεί να διαβαστεί.' : 'The file is not a readable image.';
    return { candidate, data, facts, failure };
  });
  const readable = loaded.filter((l) => l.facts && l.data);
  const rejected = loaded.filter((l) => !(l.facts && l.data)).map((l) => ({ id: l.candidate.id, url: l.candidate.url, reason: l.failure }));
  const looks = await mapLimited(readable, 2, (l) => readImageLook(l.data!));
  // One picture once: a candidate whose perceptual hash is near an earlier one's (the search's
  // better match) is left out, and says which ranked picture it repeats once the ranking is known.
  const valid: typeof readable = [];
  const validLooks: typeof looks = [];
  const duplicates: { id: string; url: string; of: number }[] = [];
  for (const [i, l] of readable.entries()) {
    const hash = looks[i]?.hash;
    const of = hash ? validLooks.findIndex((look) => look && nearDuplicates(look.hash, hash)) : -1;
    if (of >= 0) duplicates.push({ id: l.candidate.id, url: l.candidate.url, of });
    else {
      valid.push(l);
      validLooks.push(looks[i]);
    }
  }
  const images = valid.map((l, index) => ({
    index,
    url: l.candidate.url,
    description: l.candidate.description,
    facts: l.facts!,
    data: l.data!,
    look: validLooks[index],
    match: nameMatch(input.productName, `${l.candidate.description} ${decodeURIComponent(l.candidate.url.split('?')[0]).split('/').pop() ?? ''}`),
  }));
  if (images.length === 0) return { ranked: [], rejected, provider: 'offline' };

  let active = await activeProvider(deps);
  if (active.provider.kind === 'openai' && (await budgetExhausted(deps, active.settings))) active = offlineProvider(active.settings);
  const rankWith = (by: ActiveProvider) =>
    metered(deps, accountId, { purpose: 'rank', provider: by.provider.kind, model: by.model, selfHosted: by.selfHosted, settings: by.settings }, () =>
      by.provider.rankImages({ productName: input.productName, description: input.description, language: input.language, settings: by.settings, images }),
    );
  const { value: result, fallback } = await underOutagePolicy(
    deps,
    accountId,
    active.settings.offlineFallback,
    () => rankWith(active),
    () => rankWith(offlineProvider(active.settings)),
  );
  const byIndex = new Map(result.value.map((r) => [r.index, r]));
  const scored = images.map((image) => {
    // Images a model left out keep the score measured from the file.
    const r = byIndex.get(image.index) ?? { index: image.index, ...scoreImage(image.facts, image.match, input.language, image.look) };
    return { image, score: r.score, reason: r.reason };
  });
  scored.sort((a, b) => b.score - a.score || a.image.index - b.image.index);
  const rankOf = (index: number) => scored.findIndex((s) => s.image.index === index) + 1;
  rejected.push(...duplicates.map((d) => ({ id: d.id, url: d.url, reason: duplicateReason(rankOf(d.of), input.language) })));
  return {
    ranked: scored.map((s, i) => ({
      id: valid[s.image.index].candidate.id,
      url: s.image.url,
      description: s.image.description,
      rank: i + 1,
      score: s.score,
      reason: s.reason,
      width: s.image.facts.width,
      height: s.image.facts.height,
      format: s.image.facts.format,
      bytes: s.image.facts.bytes,
    })),
    rejected,
    provider: fallback ? 'offline' : active.provider.kind,
  };
}
