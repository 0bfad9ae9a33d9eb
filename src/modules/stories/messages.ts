import { defineMessages, type Catalogue } from '../../lib/messages.js';

/**
 * The messages of the stories module a user can see, in English, by key (see
 * accounts/messages.ts for how keys travel). Imports nothing.
 */
export const STORIES_MESSAGES = defineMessages({
  'stories.textRequired': 'Text is required',
  'stories.textTooLong': 'Text must be 1000 characters or less',
  'stories.badCharacters': 'The text contains characters that cannot be shown',
  'stories.imageRequired': 'Image is required',
  'stories.svgRefused': 'SVG images cannot be used for a story: choose a JPEG, PNG or WebP image',
  'stories.imageTooBig': 'The image is too large: at most 50 megapixels',
  'stories.noInstagram': 'No Instagram account is selected: choose one on the Platforms page first.',
  'stories.notFound': 'Story not found',
  'stories.videoInUse': 'This story is being made or posted: its video stays until it is done.',
  'stories.videoRetryable': 'This story can still be posted again with its video: the video stays.',
  'stories.noVideo': 'This story has no video to post: make it again.',
  'stories.queueFull': 'Too many of your stories are waiting to be made (at most {{max}} at once): add this one when one of them is done.',
  'stories.renderFailed': 'The story video could not be made. Please try again.',
  'stories.imageLost': 'The story image is no longer available: make the story again.',
  'stories.fontCannotDraw': 'The text has no characters the story font can draw',
  'stories.durationRange': 'The story must last {{min}} to {{max}} seconds',
  'stories.ffmpegNotFound':
    'Story videos cannot be made on this server: ffmpeg was not found; reinstall the npm package @ffmpeg-installer/ffmpeg (npm ci, or npm rebuild @ffmpeg-installer/linux-x64)',
  'stories.ffmpegMissing':
    'Story videos cannot be made on this server: ffmpeg does not exist; reinstall the npm package @ffmpeg-installer/ffmpeg (npm ci, or npm rebuild @ffmpeg-installer/linux-x64)',
  'stories.ffmpegNotExecutable':
    'Story videos cannot be made on this server: ffmpeg is not executable; reinstall the npm package @ffmpeg-installer/ffmpeg (npm ci, or npm rebuild @ffmpeg-installer/linux-x64)',
  'stories.ffmpegDoesNotRun':
    'Story videos cannot be made on this server: ffmpeg does not run; reinstall the npm package @ffmpeg-installer/ffmpeg (npm ci, or npm rebuild @ffmpeg-installer/linux-x64)',
  'stories.ffmpegNoEncoder':
    'Story videos cannot be made on this server: ffmpeg has no {{encoder}} encoder; reinstall the npm package @ffmpeg-installer/ffmpeg (npm ci, or npm rebuild @ffmpeg-installer/linux-x64)',
});

declare module '../../lib/messages.js' {
  interface MessageCatalogue extends Catalogue<typeof STORIES_MESSAGES> {}
}
