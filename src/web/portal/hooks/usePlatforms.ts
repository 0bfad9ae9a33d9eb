import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api, portalFetcher } from '../../shared/api';
import { SELECTED_PAGES_KEY, useFacebookPages, type SelectedPage } from './useFacebook';
import { SETUP_STATUS_KEY } from './usePortal';

/** A Page or an Instagram account to publish to, as POST /api/selected-pages takes it. */
export type PageChoice = { platform: 'facebook'; pageId: string } | { platform: 'instagram'; pageId: string; instagramId: string };

/**
 * The Platforms step's data (business-portal.md §2, §4): the Facebook connection with the Pages
 * and Instagram accounts it reaches, the ones chosen to publish to, and the calls that change them.
 */
export function usePlatforms() {
  const { mutate } = useSWRConfig();
  const pages = useFacebookPages();
  const saved = useSWR<{ success: boolean; selectedPages: SelectedPage[] }>(SELECTED_PAGES_KEY, portalFetcher);
  const { mutate: mutatePages } = pages;
  const { mutate: mutateSaved } = saved;

  /** After connecting or disconnecting: the connection, the choices and the setup ticks. */
  const refreshAll = useCallback(async () => {
    await Promise.all([mutatePages(), mutateSaved(), mutate(SETUP_STATUS_KEY)]);
  }, [mutate, mutatePages, mutateSaved]);

  /** POST /api/selected-pages: these (and only these) are published to. */
  const saveChoices = useCallback(
    async (choices: PageChoice[]) => {
      await api(SELECTED_PAGES_KEY, { method: 'POST', body: { pages: choices } });
      await Promise.all([mutateSaved(), mutate(SETUP_STATUS_KEY)]);
    },
    [mutate, mutateSaved],
  );

  /** POST /api/facebook/disconnect: forgets the connection and its Pages. */
  const disconnect = useCallback(async () => {
    await api('/api/facebook/disconnect', { method: 'POST' });
    await refreshAll();
  }, [refreshAll]);

  return { pages, saved, refreshAll, saveChoices, disconnect };
}
