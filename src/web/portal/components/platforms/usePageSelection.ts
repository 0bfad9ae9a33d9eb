import { useMemo, useState } from 'react';
import type { FacebookPagesView, SelectedPage } from '../../hooks/useFacebook';
import type { PageChoice } from '../../hooks/usePlatforms';

// A selection's key: a Facebook Page, or an Instagram account with the Page it is linked to.
export const fbKey = (pageId: string) => `facebook:${pageId}`;
export const igKey = (pageId: string, instagramId: string) => `instagram:${pageId}:${instagramId}`;
const selectionKey = (s: SelectedPage) => (s.platform === 'facebook' ? fbKey(s.pageId) : igKey(s.pageId, s.instagramId));

function sameSet(a: Set<string>, b: Set<string>) {
  return a.size === b.size && [...a].every((k) => b.has(k));
}

function choiceOf(key: string): PageChoice {
  const [platform, pageId, instagramId] = key.split(':');
  return platform === 'facebook' ? { platform: 'facebook', pageId } : { platform: 'instagram', pageId, instagramId };
}

/**
 * The ticks on the Platforms step: the saved choices until the user changes one; `chosen` keeps
 * only what the connection still reaches, `dirty` says whether it differs from what is saved.
 */
export function usePageSelection(view: FacebookPagesView | undefined, saved: SelectedPage[] | undefined) {
  const [edited, setEdited] = useState<Set<string> | null>(null);
  const savedSet = useMemo(() => new Set((saved ?? []).filter((s) => s.isActive).map(selectionKey)), [saved]);
  const current = edited ?? savedSet;
  const reachable = useMemo(
    () => new Set([...(view?.facebookPages ?? []).map((p) => fbKey(p.id)), ...(view?.instagramAccounts ?? []).map((a) => igKey(a.pageId, a.id))]),
    [view],
  );
  const chosen = [...current].filter((k) => reachable.has(k));

  function toggle(key: string) {
    const next = new Set(current);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setEdited(next);
  }

  return {
    isChosen: (key: string) => current.has(key),
    toggle,
    count: chosen.length,
    choices: () => chosen.map(choiceOf),
    dirty: edited !== null && !sameSet(edited, savedSet),
    /** Back to what is saved (after saving, connecting or disconnecting). */
    reset: () => setEdited(null),
  };
}

export type PageSelection = ReturnType<typeof usePageSelection>;
