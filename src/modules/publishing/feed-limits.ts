/**
 * What a feed post may be on Facebook and Instagram (graph-api.md), as plain numbers the web app's
 * preview shares with publishing: the image's aspect ratio is brought within 4:5..1.91:1 by
 * cropping (media.ts), and Instagram takes at most 2,200 characters and 30 hashtags.
 */
const FEED_MIN_RATIO = 4 / 5;
const FEED_MAX_RATIO = 1.91;
export const CAPTION_MAX = 2200;
export const HASHTAGS_MAX = 30;
/** Where Instagram's feed cuts a caption behind "… more". */
export const CAPTION_FOLD = 125;

/** The width:height ratio an image of w x h is cropped to for publishing. */
export const feedRatio = (width: number, height: number) => Math.min(FEED_MAX_RATIO, Math.max(FEED_MIN_RATIO, width / height));
