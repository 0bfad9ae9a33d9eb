import * as v from 'valibot';
import { msg } from '../../lib/messages.js';
import '../../lib/core-messages.js';
import { AccountIdSchema, ID_MAX } from '../accounts/schema.js';
import { ActingRoleSchema } from '../accounts/team-schema.js';
import './messages.js';

/**
 * Input schemas of the Media Library's use cases (issue 21), each parsed at its door. A file is
 * named by its address as the library lists it (`path`); whether the account may use it is the use
 * case's check, not the schema's.
 */

const PATH = msg('media.pathInvalid');
const PathSchema = v.pipe(v.string(PATH), v.nonEmpty(PATH), v.maxLength(300, PATH));
const PostIdSchema = v.pipe(
  v.number(msg('http.valueInvalid')),
  v.integer(msg('http.valueInvalid')),
  v.minValue(1, msg('http.valueInvalid')),
  v.maxValue(ID_MAX, msg('http.valueInvalid')),
);

export const AccountInput = v.object({ accountId: AccountIdSchema });

export const UploadMediaInput = v.object({
  accountId: AccountIdSchema,
  image: v.pipe(
    v.unknown(),
    v.check((x) => Buffer.isBuffer(x), msg('http.chooseImage')),
    v.transform((x) => x as Buffer),
  ),
});

export const MediaFileInput = v.object({ accountId: AccountIdSchema, path: PathSchema });

export const UseInPostInput = v.object({
  accountId: AccountIdSchema,
  path: PathSchema,
  postId: PostIdSchema,
  actorRole: ActingRoleSchema,
  actorUserId: v.optional(v.nullable(v.number(msg('http.valueInvalid')))),
});

/** The story's text is checked by the stories module's own rules (its door). */
export const UseInStoryInput = v.object({ accountId: AccountIdSchema, path: PathSchema, text: v.optional(v.unknown()) });
