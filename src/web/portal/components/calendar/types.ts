import type { AdminCalendarAnswer, CalendarAnswer, CalendarPost } from '../../../../modules/campaigns/index';
import type { CalendarStory } from '../../../../modules/stories/index';
import type { Json } from '../../../shared/json';

/** One post as GET /api/calendar answers it. */
export type CalendarEntry = Json<CalendarPost>;
export type CalendarStoryEntry = Json<CalendarStory>;
/** GET /api/calendar?from=&to= */
export type CalendarData = Omit<Json<CalendarAnswer>, 'window'> & { stories: CalendarStoryEntry[] };
/** GET /api/admin/calendar?from=&to=&accountId=&status= */
export type AdminCalendarData = Json<AdminCalendarAnswer>;
export type Platform = CalendarEntry['platforms'][number];

/** The filters kept in the URL: platform, status, product (an account product's id, or a name). */
export interface CalendarFilters {
  platform: string;
  status: string;
  product: string;
}

export function matches(post: Pick<CalendarEntry, 'platforms' | 'status' | 'productName'>, filters: CalendarFilters): boolean {
  if (filters.platform && !post.platforms.includes(filters.platform as Platform)) return false;
  if (filters.status && post.status !== filters.status) return false;
  if (filters.product && (post.productName ?? '') !== filters.product) return false;
  return true;
}
