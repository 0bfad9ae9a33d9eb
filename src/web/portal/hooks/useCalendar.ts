import { useCallback } from 'react';
import useSWR from 'swr';
import { portalFetcher } from '../../shared/api';
import type { CalendarData, CalendarEntry } from '../components/calendar/types';
import { instantAt, wallTime } from '../components/calendar/days';
import { usePostCalls } from './useCampaigns';

/**
 * The Content Calendar's data: the shown days' posts and stories in one request, and the move
 * (drag or keyboard) shown at once and undone if the server refuses it (the caller tells why).
 */
export function useCalendar(from: string, to: string) {
  const key = `/api/calendar?from=${from}&to=${to}`;
  const calendar = useSWR<CalendarData>(key, portalFetcher, {
    keepPreviousData: true,
    revalidateOnFocus: true,
    refreshInterval: (data) => (data?.posts.some((p) => p.status === 'publishing') ? 2000 : 60_000),
  });
  const { calls, refresh } = usePostCalls();
  const { mutate } = calendar;

  const move = useCallback(
    async (post: CalendarEntry, day: string, localTime?: string) => {
      const zone = calendar.data?.zone ?? 'UTC';
      const instant = instantAt(day, localTime ?? wallTime(post.scheduledDate, zone), zone).toISOString();
      const moved = (data: CalendarData | undefined) =>
        data && {
          ...data,
          posts: data.posts
            .map((p) => (p.id === post.id ? { ...p, day, scheduledDate: instant } : p))
            .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate)),
        };
      const before = calendar.data;
      await mutate(moved(before), { revalidate: false });
      try {
        await calls.moveToDay(post, day, localTime);
      } catch (error) {
        await mutate(before, { revalidate: false });
        throw error;
      } finally {
        void refresh();
      }
    },
    [calendar.data, calls, mutate, refresh],
  );

  return { calendar, calls, refresh, move };
}
