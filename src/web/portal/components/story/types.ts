/** The story API's answers (src/http/routes/stories.ts), as the screen reads them. */
export type StoryStatus = 'rendering' | 'posting' | 'posted' | 'partially_posted' | 'failed';

export interface StoryView {
  id: number;
  status: StoryStatus;
  text: string;
  /** Signed, expiring links: what the preview player plays. */
  videoUrl: string | null;
  posterUrl: string | null;
  durationSeconds: number | null;
  renderMs: number | null;
  createdAt: string;
}

/** One account's outcome (business-portal.md §3 story response: account, success, error). */
export interface StoryResult {
  account: string;
  instagramId: string;
  success: boolean;
  error: string | null;
  link: string | null;
}

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
