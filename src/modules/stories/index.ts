/**
 * stories: the 1080x1920 Instagram story video made from a text and an image, and posting it to
 * every selected Instagram account through the publishing core. The web request queues a story
 * (queueStory); the worker makes it (makeQueuedStory, in the account's queue) and posts it
 * (postQueuedStory). May import accounts and publishing.
 *
 * The door (the module contract, ARCHITECTURE.md): each use case is `useCase(deps, input)` and
 * validates its input first (schema.ts); errors carry a key of messages.ts. The web app takes its
 * numbers from story-limits.ts and only types from here.
 */
export { queueStory } from './queue-story.js';
export { StoryImageFile } from './upload-schema.js';
export { makeQueuedStory, type MakeStoryInput } from './make-story.js';
export { postQueuedStory, retryStory } from './post-story.js';
export { getStory, listStories, listCalendarStories, type CalendarStory, type StoryResult, type StoryView, type StoryStatus } from './story-view.js';
/** The Media Library (issue 21): the account's rendered story videos. */
export { listStoryVideos, removeStoryVideo } from './story-view.js';
export { RENDER_STORY_TASK, POST_STORY_TASK } from './jobs.js';
/** The video itself (options in, video out): the worker's tests stand in for it, and time it. */
export { renderStory, type RenderStoryOptions, type StoryVideo } from './render-story.js';
/** What a story's text can show (the font's characters, as ranges): the screen names what it would leave out. */
export { drawableCharacters } from './drawable.js';
/** The messages this module's users can see, by key (the web app's errors namespace). */
export { STORIES_MESSAGES } from './messages.js';
