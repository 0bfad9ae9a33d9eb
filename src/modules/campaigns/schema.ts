import * as v from 'valibot';

/** Input schemas of the campaign calls (business-portal.md §5, §7), with the spec's messages. */

export const CONTENT_EMPTY = 'Post content cannot be empty.';
export const MUST_BE_FUTURE = 'Scheduled date and time must be in the future';
export const NO_PAGES = 'No pages selected for posting.';
export const MAX_CONTENT = 2200;

const noControl = (message: string) => v.regex(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F]*$/, message);

export const ContentSchema = v.pipe(
  v.string(CONTENT_EMPTY),
  v.trim(),
  v.nonEmpty(CONTENT_EMPTY),
  v.maxLength(MAX_CONTENT, `A post can be at most ${MAX_CONTENT.toLocaleString('en')} characters (Instagram's limit).`),
  noControl('The post text contains characters that cannot be published.'),
);

/** An instant as the client sends it (ISO 8601); years outside 2000-2100 are a mistake, not a plan. */
export const InstantSchema = v.pipe(
  v.string('Please choose a date and time.'),
  v.maxLength(40, 'Invalid date'),
  v.transform((s) => new Date(s)),
  v.check((d) => !Number.isNaN(d.getTime()) && d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2100, 'Invalid date'),
);

const id = (message: string) => v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/, message), v.transform(Number))], message), v.integer(message), v.minValue(1, message), v.maxValue(2_147_483_647, message));

/** Timestamps the client echoes back (not used for anything but their shape). */
const echoedTime = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40, 'Invalid date'))));

/** PUT /api/bulk-posts/{id}: which variant it is follows from the fields sent. */
export const UpdateBulkPostSchema = v.object({
  content: v.optional(ContentSchema),
  generatedAt: echoedTime,
  updatedAt: echoedTime,
  isScheduled: v.optional(v.boolean('isScheduled must be true or false')),
  postStatus: v.optional(v.picklist(['draft', 'scheduled'], 'postStatus must be draft or scheduled')),
  scheduledDate: v.optional(InstantSchema),
  scheduledAt: echoedTime,
});
export type UpdateBulkPostInput = v.InferOutput<typeof UpdateBulkPostSchema>;

/** POST /api/generate-post (business-portal.md §7). */
export const GeneratePostRequestSchema = v.object({
  productId: id('Please choose a product'),
  platform: v.optional(v.picklist(['instagram', 'facebook'], 'Platform must be instagram or facebook'), 'instagram'),
  customName: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200, 'The product name is too long'), noControl('Invalid product name')))),
  customDescription: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(5000, 'The description is too long'), noControl('Invalid description')))),
  variant: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000))),
});

/** POST /api/bulk-posts: a generated post kept as a draft (on the next free day unless a date is given). */
export const CreateBulkPostSchema = v.object({
  productId: id('Please choose a product'),
  content: ContentSchema,
  scheduledDate: v.optional(InstantSchema),
});

export const PeriodUpdateSchema = v.object({ isActive: v.literal(false, 'A period can only be stopped (isActive false)') });

export const BulkPostsQuerySchema = v.object({
  when: v.optional(v.picklist(['future', 'past'], 'when must be future or past')),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'Invalid page'), v.transform(Number), v.minValue(1, 'Invalid page'))),
  pageSize: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'Invalid page size'), v.transform(Number), v.minValue(1, 'Invalid page size'), v.maxValue(100, 'Invalid page size'))),
});

export const ScheduleTokenSchema = v.object({ token: v.pipe(v.string('The link is not valid.'), v.trim(), v.minLength(20, 'The link is not valid.'), v.maxLength(200, 'The link is not valid.'), v.regex(/^[\w-]+$/, 'The link is not valid.')) });
