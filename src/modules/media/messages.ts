import { defineMessages, type Catalogue } from '../../lib/messages.js';

/**
 * The messages of the media module (the Media Library, issue 21) a user can see, in English, by
 * key (see accounts/messages.ts for how keys travel). Imports nothing.
 */
export const MEDIA_MESSAGES = defineMessages({
  'media.notFound': 'This file is not in your media library',
  'media.pathInvalid': 'Choose a file of your media library',
  'media.notAnImage': 'Only an image can be used in a post or a story',
  'media.notYours': 'This image comes from the catalogue or a product: it cannot be deleted here',
  'media.usedByPost': 'The post of {{date}} uses this image and has not gone out yet: give that post another image first.',
  'media.usedByProduct': 'The product "{{name}}" uses this image: remove it from the product on the My Products page first.',
  'media.usedAsLogo': 'This image is your logo: choose another logo in Setup first.',
  'media.storyVideo': 'This story can still be posted again with this video: it stays.',
  'media.usedByStory': 'A story being made or posted uses this video: wait until it is done.',
});

declare module '../../lib/messages.js' {
  interface MessageCatalogue extends Catalogue<typeof MEDIA_MESSAGES> {}
}
