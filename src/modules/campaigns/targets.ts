import { getSelectedPages, type SelectedPageView } from '../publishing/index.js';
import type { Deps } from '../../lib/deps.js';
import type { BulkPostRow } from './repo.js';

/**
 * Targets per post (issue 20): a post goes to every selected, active Page and Instagram account
 * (`targets` null: those selected later too), or to the ones chosen for it that are still selected.
 * A chosen one the clinic has unselected since is skipped; a post none of whose chosen ones is
 * selected waits, as a post waits when nothing is selected (issue 24).
 */

/** A chosen target as a post keeps it: the selection's key and the name it had when chosen. */
export interface PostTarget {
  key: string;
  name: string | null;
}

/** The selection's key: `facebook:<pageId>` or `instagram:<pageId>:<instagramId>`. */
export const targetKey = (p: SelectedPageView): string => (p.platform === 'facebook' ? `facebook:${p.pageId}` : `instagram:${p.pageId}:${p.instagramId}`);

export const platformOfKey = (key: string): 'facebook' | 'instagram' => (key.startsWith('instagram:') ? 'instagram' : 'facebook');

/** The name a selection is shown by: the Page's name, or the Instagram account's @username. */
export const targetName = (p: SelectedPageView): string | null =>
  p.platform === 'instagram' ? (p.instagramUsername ? `@${p.instagramUsername}` : p.pageName) : p.pageName;

/** The account's selections that are published to now (active). */
export async function activeSelections(deps: Deps, accountId: number): Promise<SelectedPageView[]> {
  return (await getSelectedPages(deps, { accountId })).filter((p) => p.isActive);
}

/** Where the post goes now: the active selections it is for. */
export function postTargets(selected: SelectedPageView[], post: Pick<BulkPostRow, 'targets'>): SelectedPageView[] {
  if (!post.targets) return selected;
  const chosen = new Set(post.targets.map((t) => t.key));
  return selected.filter((p) => chosen.has(targetKey(p)));
}

/** The chosen targets no longer selected (the post skips them). */
export function skippedTargets(selected: SelectedPageView[], post: Pick<BulkPostRow, 'targets'>): string[] {
  if (!post.targets) return [];
  const live = new Set(selected.map(targetKey));
  return post.targets.map((t) => t.key).filter((key) => !live.has(key));
}
