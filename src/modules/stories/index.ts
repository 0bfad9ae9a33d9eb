/**
 * stories: the 1080x1920 Instagram story video made from a text and an image, and posting it to
 * every selected Instagram account through the publishing core. The web request queues a story
 * (queueStory); the worker makes it (makeQueuedStory, in the account's queue) and posts it
 * (postQueuedStory). May import accounts and publishing.
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
export { queueStory } from './queue-story.js';
export { makeQueuedStory, type MakeStoryInput } from './make-story.js';
export { postQueuedStory, retryStory } from './post-story.js';
export { getStory, listStories, type StoryResult, type StoryView, type StoryStatus } from './story-view.js';
export { RENDER_STORY_TASK, POST_STORY_TASK, RENDER_ATTEMPTS } from './jobs.js';
/** The messages this module's users can see, by key (the web app's errors namespace). */
export { STORIES_MESSAGES } from './messages.js';
