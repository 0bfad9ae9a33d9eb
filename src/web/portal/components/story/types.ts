/** The story API's answers (src/http/routes/stories.ts), as the screen reads them. */
import type { StoryResult, StoryStatus, StoryView as ServerStoryView } from '../../../../modules/stories/index';
import type { Json } from '../../../shared/json';

export type { StoryResult, StoryStatus };
/**
 * A story as the screen reads it (dates as strings); its video and poster links are signed and
 * expire. `errorKey` / `errorParams` name its failure reason in the errors namespace.
 */
export type StoryView = Json<ServerStoryView>;

/** POST /api/instagram-story and the retry: the story as it is now (queued, or queued for posting). */
export interface StoryAnswer {
  success: boolean;
  message: string;
  results: StoryResult[];
  story: StoryView;
}

/** What the progress shows: the upload until the server has the story, then the story's own status. */
export type Stage = 'uploading' | 'queued' | 'rendering' | 'posting' | 'done';
export const STAGES: Stage[] = ['uploading', 'queued', 'rendering', 'posting', 'done'];

/** The stage a story's status stands at; null once it is finished. */
export function stageOf(status: StoryStatus): Stage | null {
  return status === 'queued' || status === 'rendering' || status === 'posting' ? status : null;
}

export const isFinished = (status: StoryStatus) => stageOf(status) === null;

export const STORIES_KEY = '/api/instagram-stories';
export const storyKey = (id: number) => `${STORIES_KEY}/${id}`;
