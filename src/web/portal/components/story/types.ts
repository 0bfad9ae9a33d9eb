/** The story API's answers (src/http/routes/stories.ts), as the screen reads them. */
import type { StoryResult, StoryStatus, StoryView as ServerStoryView } from '../../../../modules/stories/index';
import type { Json } from '../../../shared/json';

export type { StoryResult, StoryStatus };
/** A story as the screen reads it (dates as strings); its video and poster links are signed and expire. */
export type StoryView = Json<ServerStoryView>;

export interface StoryAnswer {
  success: boolean;
  message: string;
  results: StoryResult[];
  story: StoryView;
}

/** What the progress shows: the upload until the server has the story, then the server's own stage. */
export type Stage = 'uploading' | 'rendering' | 'posting' | 'done';
export const STAGES: Stage[] = ['uploading', 'rendering', 'posting', 'done'];

export const STORIES_KEY = '/api/instagram-stories';
export const COMPANY_KEY = '/api/v2/company-info';
