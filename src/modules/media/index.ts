/**
 * media: the Media Library (issue 21). An account's every image and video, derived from the rows
 * that name its files (catalog's product images, campaigns' posts, stories' videos, the accounts'
 * logo) plus its own library uploads (`media_uploads`, the one table it owns); uploading, deleting
 * what nothing pending uses, and reusing an image in a post or a story through those modules'
 * doors. May import accounts, catalog, campaigns and stories.
 */
export { listMedia, uploadMedia, deleteMedia, useMediaInPost, useMediaInStory, type MediaItem } from './library.js';
/** The messages this module's users can see, by key (the web app's errors namespace). */
export { MEDIA_MESSAGES } from './messages.js';
