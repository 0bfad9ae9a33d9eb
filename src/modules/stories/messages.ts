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
  'stories.noVideo': 'This story has no video to post: make it again.',
  'stories.queueFull': 'Too many of your stories are waiting to be made (at most {{max}} at once): add this one when one of them is done.',
  'stories.renderFailed': 'The story video could not be made. Please try again.',
  'stories.imageLost': 'The story image is no longer available: make the story again.',
});

declare module '../../lib/messages.js' {
  interface MessageCatalogue extends Catalogue<typeof STORIES_MESSAGES> {}
}
