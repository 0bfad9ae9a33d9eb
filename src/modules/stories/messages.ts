/**
 * The messages of the stories module a user can see, in English, by key (see
 * accounts/messages.ts for how keys travel). Imports nothing.
 */
export const STORIES_MESSAGES = {
  'stories.textRequired': 'Text is required',
  'stories.textTooLong': 'Text must be 1000 characters or less',
  'stories.badCharacters': 'The text contains characters that cannot be shown',
  'stories.imageRequired': 'Image is required',
  'stories.noInstagram': 'No Instagram account is selected: choose one on the Platforms page first.',
  'stories.notFound': 'Story not found',
  'stories.noVideo': 'This story has no video to post: make it again.',
} as const;
