import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api, portalFetcher } from '../../shared/api';
import { isFinished, STORIES_KEY, storyKey, type StoryAnswer, type StoryView } from '../components/story/types';
import { useCompanyInfo } from './useCompanyInfo';
import { SELECTED_PAGES_KEY, useFacebookConfig, type SelectedPage } from './useFacebook';

/** How often a story on its way is asked for (it waits its turn, is made by the worker, then posted). */
const FOLLOW_MS = 1000;

/**
 * The Instagram story screen's data (business-portal.md §2 "Instagram story", §3, §5): whether
 * posts go to the simulator, the company's logo, the Instagram accounts chosen, the recent stories
 * (kept fresh while one is on its way), and the calls that make and retry a story.
 */
export function useStories() {
  const { mutate } = useSWRConfig();
  const config = useFacebookConfig();
  const company = useCompanyInfo();
  const selected = useSWR<{ success: boolean; selectedPages: SelectedPage[] }>(SELECTED_PAGES_KEY, portalFetcher);
  // Kept fresh while one of them is still on its way, so its badge moves on by itself.
  const list = useSWR<{ success: boolean; stories: StoryView[] }>(STORIES_KEY, portalFetcher, {
    refreshInterval: (data) => (data?.stories.some((s) => !isFinished(s.status)) ? 2000 : 0),
  });

  /** The recent stories again (after a story is made, retried or finished). */
  const refreshList = useCallback(() => void mutate(STORIES_KEY), [mutate]);

  /** A story as an answer gave it, shown at once while it is followed. */
  const show = useCallback((story: StoryView) => void mutate(storyKey(story.id), { success: true, story }, { revalidate: false }), [mutate]);

  /** POST /api/instagram-story: the text and the image; answers the story, queued. */
  const post = useCallback(async (text: string, file: File) => {
    const form = new FormData();
    form.set('text', text);
    form.set('image', file, file.name);
    return (await api<StoryAnswer>('/api/instagram-story', { body: form })).story;
  }, []);

  /** POST /api/instagram-stories/{id}/retry: posting again to the accounts that failed. */
  const retry = useCallback(async (id: number) => (await api<StoryAnswer>(`/api/instagram-stories/${id}/retry`, { method: 'POST' })).story, []);

  return { config, company, selected, list, refreshList, show, post, retry };
}

/** One story followed until it is finished (null: none); its latest state, once it has come. */
export function useFollowedStory(id: number | null) {
  const followed = useSWR<{ success: boolean; story: StoryView }>(id ? storyKey(id) : null, portalFetcher, { refreshInterval: FOLLOW_MS });
  return followed.data?.story.id === id ? followed.data?.story : undefined;
}
