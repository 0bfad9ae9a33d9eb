/**
 * The story video's fixed numbers, in a file with no imports so the web app can share them
 * (the screen's text counter, the duration bounds) without pulling in sharp or ffmpeg.
 */
export const STORY_WIDTH = 1080;
export const STORY_HEIGHT = 1920;
export const STORY_FPS = 30;
export const STORY_MIN_SECONDS = 3;
export const STORY_MAX_SECONDS = 60;
export const STORY_DEFAULT_SECONDS = 12;
/** The spec's limit: 'Text must be 1000 characters or less'. */
export const STORY_TEXT_MAX = 1000;
/** Instagram refuses story videos over 100 MB. */
export const STORY_MAX_BYTES = 100 * 1024 * 1024;
