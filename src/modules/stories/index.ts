/**
 * stories: the 1080x1920 Instagram story video made from a text and an image, and posting it to
 * every selected Instagram account through the publishing core. May import accounts and publishing.
 */
export {
  STORY_DEFAULT_SECONDS,
  STORY_FPS,
  STORY_HEIGHT,
  STORY_MAX_BYTES,
  STORY_MAX_SECONDS,
  STORY_MIN_SECONDS,
  STORY_TEXT_MAX,
  STORY_WIDTH,
} from './story-limits.js';
export { renderStory, planFrames, type RenderStoryOptions, type StoryVideo } from './render-story.js';
export { checkFfmpeg, ensureFfmpeg, type FfmpegCheck } from './ffmpeg.js';
export { createAndPostStory, retryStory, listStories, type StoriesContext, type StoryResult, type StoryView, type StoryStatus } from './post-story.js';
/** The messages this module's users can see, by key (the web app's errors namespace). */
export { STORIES_MESSAGES } from './messages.js';
