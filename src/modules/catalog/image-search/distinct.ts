import { LRUCache } from 'lru-cache';
import { differenceHash, nearDuplicates } from '../../../lib/image-hash.js';
import { UPLOADS_PREFIX, type Storage } from '../../../lib/storage.js';
import { loadCandidateImage } from './candidate-images.js';
import { parseDemoImageUrl } from './demo-images.js';

/**
 * One picture once in a list: an image whose perceptual hash is near one listed before it is left
 * out (the earlier one is the better match). Pictures that cannot be read stay: the ranking
 * reports them.
 */
export async function withoutNearDuplicates<T>(
  items: T[],
  hashOf: (item: T) => Promise<string | undefined>,
): Promise<{ kept: T[]; duplicates: { item: T; of: T }[] }> {
  const hashes = await Promise.all(items.map((item) => hashOf(item).catch(() => undefined)));
  const kept: { item: T; hash?: string }[] = [];
  const duplicates: { item: T; of: T }[] = [];
  for (const [index, item] of items.entries()) {
    const hash = hashes[index];
    const of = hash ? kept.find((k) => k.hash && nearDuplicates(k.hash, hash)) : undefined;
    if (of) duplicates.push({ item, of: of.item });
    else kept.push({ item, hash });
  }
  return { kept: kept.map((k) => k.item), duplicates };
}

// A stored upload never changes under its address and a demo card is drawn the same for the same
// address, so each is hashed once (about 5 ms for a 1080x1350 JPEG).
const localHashes = new LRUCache<string, string>({ max: 10_000 });

/** The perceptual hash of an image of ours (a stored upload or a demo card); undefined for others. */
export async function localImageHash(url: string, storage: Storage | undefined): Promise<string | undefined> {
  const local = url.startsWith(UPLOADS_PREFIX) ? Boolean(storage) : Boolean(parseDemoImageUrl(url));
  if (!local) return undefined;
  const hit = localHashes.get(url);
  if (hit) return hit;
  const data = await loadCandidateImage({ url, storage });
  if (!data) return undefined;
  const hash = await differenceHash(data);
  localHashes.set(url, hash);
  return hash;
}
