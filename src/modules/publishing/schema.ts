import * as v from 'valibot';

/** Input schemas of the publishing module's calls (business-portal.md §3, §5, §7). */

const id = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(64, message), v.regex(/^[0-9A-Za-z_.:-]+$/, message));

/**
 * One selection as the client sends it. Names and tokens a client sends are ignored: they are
 * taken from the stored connection, which must reach the Page or account.
 */
export const SelectedPageInputSchema = v.variant('platform', [
  v.looseObject({ platform: v.literal('facebook'), pageId: id('Invalid page id'), isActive: v.optional(v.boolean(), true) }),
  v.looseObject({
    platform: v.literal('instagram'),
    pageId: id('Invalid page id'),
    instagramId: id('Invalid Instagram account id'),
    isActive: v.optional(v.boolean(), true),
  }),
], 'Platform must be facebook or instagram');

export const SelectedPagesSchema = v.object({
  pages: v.pipe(v.array(SelectedPageInputSchema, 'pages must be a list'), v.maxLength(200, 'Too many pages')),
});
export type SelectedPagesInput = v.InferOutput<typeof SelectedPagesSchema>;

/** DELETE /api/social-media/delete (business-portal.md §5: the spec's Greek messages). */
export const POST_ID_REQUIRED = 'Παρακαλώ εισάγετε το ID της ανάρτησης.';
export const PLATFORM_REQUIRED = 'Παρακαλώ επιλέξτε την πλατφόρμα.';
export const DeleteSocialPostSchema = v.object({
  postId: v.pipe(
    v.optional(v.string(POST_ID_REQUIRED), ''),
    v.trim(),
    v.nonEmpty(POST_ID_REQUIRED),
    v.maxLength(100, 'The post id is too long'),
    v.regex(/^[0-9A-Za-z_]+$/, 'A post id has only digits, letters and underscores'),
  ),
  platform: v.pipe(v.optional(v.string(PLATFORM_REQUIRED), ''), v.trim(), v.nonEmpty(PLATFORM_REQUIRED), v.picklist(['facebook', 'instagram'], PLATFORM_REQUIRED)),
});

/** The viewer's manual token (GET /api/facebook/pages?access_token=). */
export const PagesQuerySchema = v.object({
  access_token: v.optional(v.pipe(v.string('Invalid access token'), v.trim(), v.maxLength(1000, 'The access token is too long'), v.regex(/^[^\s\0]*$/, 'Invalid access token'))),
});
