import * as v from 'valibot';
import { msg } from '../../lib/messages.js';
import './messages.js';

/** Input schemas of the publishing module's calls (business-portal.md §3, §5, §7). */

const id = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(64, message), v.regex(/^[0-9A-Za-z_.:-]+$/, message));

/**
 * One selection as the client sends it. Names and tokens a client sends are ignored: they are
 * taken from the stored connection, which must reach the Page or account.
 */
export const SelectedPageInputSchema = v.variant('platform', [
  v.looseObject({ platform: v.literal('facebook'), pageId: id(msg('publishing.invalidPageId')), isActive: v.optional(v.boolean(msg('publishing.isActiveInvalid')), true) }),
  v.looseObject({
    platform: v.literal('instagram'),
    pageId: id(msg('publishing.invalidPageId')),
    instagramId: id(msg('publishing.invalidInstagramId')),
    isActive: v.optional(v.boolean(msg('publishing.isActiveInvalid')), true),
  }),
], msg('publishing.platformInvalid'));

export const SelectedPagesSchema = v.object({
  pages: v.pipe(v.array(SelectedPageInputSchema, msg('publishing.pagesNotList')), v.maxLength(200, msg('publishing.tooManyPages'))),
});
export type SelectedPagesInput = v.InferOutput<typeof SelectedPagesSchema>;

/** DELETE /api/social-media/delete (business-portal.md §5: the spec's Greek messages). */
const POST_ID_REQUIRED = msg('publishing.postIdRequired');
const PLATFORM_REQUIRED = msg('publishing.platformRequired');
export const DeleteSocialPostSchema = v.object({
  postId: v.pipe(
    v.optional(v.string(POST_ID_REQUIRED), ''),
    v.trim(),
    v.nonEmpty(POST_ID_REQUIRED),
    v.maxLength(100, msg('publishing.postIdTooLong')),
    v.regex(/^[0-9A-Za-z_]+$/, msg('publishing.postIdFormat')),
  ),
  platform: v.pipe(v.optional(v.string(PLATFORM_REQUIRED), ''), v.trim(), v.nonEmpty(PLATFORM_REQUIRED), v.picklist(['facebook', 'instagram'], PLATFORM_REQUIRED)),
});

/** A fault of the built-in simulator switched on by an admin (POST /api/simulator/faults). */
export const SimulatorFaultSchema = v.object({
  kind: v.picklist(['rate_limit', 'transient', 'no_answer', 'token_expired', 'container_error', 'delete_unsupported'], msg('publishing.faultKind')),
  operation: v.optional(v.pipe(v.string(msg('publishing.faultOperation')), v.regex(/^[a-z_]{1,40}$/, msg('publishing.faultOperation'))), 'any'),
  times: v.optional(
    v.nullable(
      v.pipe(
        v.number(msg('publishing.faultTimes')),
        v.integer(msg('publishing.faultTimes')),
        v.minValue(1, msg('publishing.faultTimes')),
        v.maxValue(1000, msg('publishing.faultTimes')),
      ),
    ),
  ),
});

/** The viewer's manual token (GET /api/facebook/pages?access_token=). */
export const PagesQuerySchema = v.object({
  access_token: v.optional(
    v.pipe(v.string(msg('publishing.invalidToken')), v.trim(), v.maxLength(1000, msg('publishing.tokenTooLong')), v.regex(/^[^\s\0]*$/, msg('publishing.invalidToken'))),
  ),
});
