import { DateTime } from 'luxon';
import * as v from 'valibot';
import { AccountIdSchema, ID_MAX } from '../accounts/schema.js';
import { ActingRoleSchema } from '../accounts/team-schema.js';
import { msg } from '../../lib/messages.js';
import './messages.js';

/** Input schemas of the campaign calls (business-portal.md §5, §7), their messages by key (messages.ts). */

const MAX_CONTENT = 2200;

// eslint-disable-next-line no-control-regex -- refuses control characters in a post's text
const noControl = (message: string) => v.regex(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F]*$/, message);

const ContentSchema = v.pipe(
  v.string(msg('campaigns.postContentEmpty')),
  v.trim(),
  v.nonEmpty(msg('campaigns.postContentEmpty')),
  v.maxLength(MAX_CONTENT, msg('campaigns.postTooLong', { max: MAX_CONTENT.toLocaleString('en') })),
  noControl(msg('campaigns.postBadCharacters')),
);

/** An instant as the client sends it (ISO 8601); years outside 2000-2100 are a mistake, not a plan. */
const InstantSchema = v.pipe(
  v.string(msg('campaigns.chooseDateTime')),
  v.maxLength(40, msg('campaigns.invalidDate')),
  v.transform((s) => new Date(s)),
  v.check((d) => !Number.isNaN(d.getTime()) && d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2100, msg('campaigns.invalidDate')),
);

const id = (message: string) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/, message), v.transform(Number))], message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(2_147_483_647, message),
  );

/** Timestamps the client echoes back (not used for anything but their shape). */
const echoedTime = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40, msg('campaigns.invalidDate')))));

/** A local day of the account's zone (yyyy-MM-dd), as the calendar names days. */
const localDaySchema = (message: string) =>
  v.pipe(
    v.string(message),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, message),
    v.check((s) => DateTime.fromISO(s).isValid && s >= '2000-01-01' && s <= '2100-12-31', message),
  );
const LocalTimeSchema = v.pipe(v.string(msg('campaigns.localTimeInvalid')), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg('campaigns.localTimeInvalid')));

/** A selection's key as a post's targets name it: a Page, or an Instagram account with its Page (Meta's ids are digits; the simulator's too). */
const TARGET_KEY = /^(facebook:[\w.-]{1,64}|instagram:[\w.-]{1,64}:[\w.-]{1,64})$/;
const TARGETS_MAX = 50;

/** A findings fingerprint (findingsFingerprint in approvals.ts): 16 hex digits. */
const FINGERPRINT = /^[0-9a-f]{16}$/;
/** The findings an acknowledgement is for: a post view's `findingsFingerprint`. */
const FindingsFingerprintSchema = v.optional(
  v.pipe(v.string(msg('campaigns.findingsFingerprintInvalid')), v.regex(FINGERPRINT, msg('campaigns.findingsFingerprintInvalid'))),
);

/**
 * PUT /api/bulk-posts/{id}: which variant it is follows from the fields sent. `scheduledDay` (+
 * `localTime`) is the calendar's move: that day of the account's zone at the post's own wall time
 * (or the time given), so 10:00 stays 10:00 local across a DST change.
 */
const UpdateBulkPostSchema = v.object({
  scheduledDay: v.optional(localDaySchema(msg('campaigns.dayInvalid'))),
  localTime: v.optional(LocalTimeSchema),
  content: v.optional(ContentSchema),
  generatedAt: echoedTime,
  updatedAt: echoedTime,
  isScheduled: v.optional(v.boolean(msg('campaigns.isScheduledInvalid'))),
  postStatus: v.optional(v.picklist(['draft', 'scheduled'], msg('campaigns.postStatusInvalid'))),
  scheduledDate: v.optional(InstantSchema),
  scheduledAt: echoedTime,
  /** Scheduling a post with compliance findings on an account without approval: the user read each one (issue 23). */
  acknowledgedFindings: v.optional(v.boolean(msg('campaigns.acknowledgedFindingsInvalid'))),
  /** The fingerprint of the findings the user read (the post view's `findingsFingerprint`): other findings now, 409. */
  findingsFingerprint: FindingsFingerprintSchema,
  /** Where the post goes (issue 20): selection keys (`facebook:<pageId>`, `instagram:<pageId>:<igId>`), or null for every selected one. */
  targets: v.optional(
    v.nullable(
      v.pipe(
        v.array(v.pipe(v.string(msg('campaigns.targetsInvalid')), v.regex(TARGET_KEY, msg('campaigns.targetsInvalid'))), msg('campaigns.targetsInvalid')),
        v.maxLength(TARGETS_MAX, msg('campaigns.targetsInvalid')),
      ),
    ),
  ),
});
export type UpdateBulkPostInput = v.InferOutput<typeof UpdateBulkPostSchema>;

/** POST /api/generate-post (business-portal.md §7). */
const GeneratePostRequestSchema = v.object({
  productId: id(msg('campaigns.chooseProduct')),
  platform: v.optional(v.picklist(['instagram', 'facebook'], msg('campaigns.platformInvalid')), 'instagram'),
  customName: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200, msg('campaigns.productNameLong')), noControl(msg('campaigns.productNameInvalid')))),
  ),
  customDescription: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(5000, msg('campaigns.descriptionLong')), noControl(msg('campaigns.descriptionInvalid')))),
  ),
  variant: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000))),
});

/** POST /api/bulk-posts: a generated post kept as a draft (on the next free day unless a date is given). */
const CreateBulkPostSchema = v.object({
  productId: id(msg('campaigns.chooseProduct')),
  content: ContentSchema,
  scheduledDate: v.optional(InstantSchema),
});

/** Stop (false) or start again (true) the account's automatic writing of the next weeks (issue 24). */
const PeriodUpdateSchema = v.object({ isActive: v.boolean(msg('campaigns.periodActiveInvalid')) });

const BulkPostsQuerySchema = v.object({
  when: v.optional(v.picklist(['future', 'past'], msg('campaigns.whenInvalid'))),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, msg('campaigns.pageInvalid')), v.transform(Number), v.minValue(1, msg('campaigns.pageInvalid')))),
  pageSize: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, msg('campaigns.pageSizeInvalid')),
      v.transform(Number),
      v.minValue(1, msg('campaigns.pageSizeInvalid')),
      v.maxValue(100, msg('campaigns.pageSizeInvalid')),
    ),
  ),
});

const LINK = msg('campaigns.linkNotValid');
export const ScheduleTokenSchema = v.object({
  token: v.pipe(v.string(LINK), v.trim(), v.minLength(20, LINK), v.maxLength(200, LINK), v.regex(/^[\w-]+$/, LINK)),
});

// ---- the use cases' inputs (the module's door: each is parsed by its use case's first line) ----

const rowId = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(ID_MAX, message));
const PostIdSchema = rowId(msg('campaigns.postNotFound'));
// The role the caller acts with (issue 23), vouched for by the shell; absent means an operator or the
// system (CLI, worker, tests from before teams), who acts as a business admin.
const UserIdSchema = v.optional(
  v.nullable(v.pipe(v.number(msg('http.valueInvalid')), v.integer(msg('http.valueInvalid')), v.minValue(1, msg('http.valueInvalid')))),
);
const account = { accountId: AccountIdSchema, actorRole: ActingRoleSchema, actorUserId: UserIdSchema };
const post = { accountId: AccountIdSchema, id: PostIdSchema, actorRole: ActingRoleSchema, actorUserId: UserIdSchema };
const acknowledged = { acknowledgedFindings: v.optional(v.boolean(msg('campaigns.acknowledgedFindingsInvalid'))) };
const fingerprinted = { findingsFingerprint: FindingsFingerprintSchema };
const COMMENT_MAX = 1000;
const milliseconds = v.pipe(v.number(msg('http.valueInvalid')), v.integer(msg('http.valueInvalid')), v.minValue(0, msg('http.valueInvalid')));

export const AccountInput = v.object(account);
export const PostInput = v.object(post);
/** POST /api/bulk-posts/{id}/publish: `acknowledgedFindings` as when scheduling. */
export const PublishNowInput = v.object({ ...post, ...acknowledged, ...fingerprinted });
/** How many posts Schedule all's confirmation can name at most (the use case also holds it to the account's posts). */
const ACKNOWLEDGED_POSTS_MAX = 10_000;
const ACKNOWLEDGED_POSTS = msg('campaigns.acknowledgedPostsInvalid');
/**
 * POST /api/bulk-posts/schedule-all: a post with findings is scheduled only when `acknowledgedFindings:
 * true` names it in `acknowledgedPosts` with the fingerprint of the findings the first answer listed.
 */
export const ScheduleAllInput = v.object({
  ...account,
  ...acknowledged,
  acknowledgedPosts: v.optional(
    v.pipe(
      v.array(
        v.object(
          {
            id: rowId(ACKNOWLEDGED_POSTS),
            findingsFingerprint: v.pipe(v.string(ACKNOWLEDGED_POSTS), v.regex(FINGERPRINT, ACKNOWLEDGED_POSTS)),
          },
          ACKNOWLEDGED_POSTS,
        ),
        ACKNOWLEDGED_POSTS,
      ),
      v.maxLength(ACKNOWLEDGED_POSTS_MAX, ACKNOWLEDGED_POSTS),
      v.check((posts) => new Set(posts.map((p) => p.id)).size === posts.length, ACKNOWLEDGED_POSTS),
    ),
  ),
});
export const SubmitPostInput = v.object(post);
export const ApprovePostInput = v.object({
  ...post,
  comment: v.optional(
    v.nullable(v.pipe(v.string(msg('campaigns.commentInvalid')), v.trim(), v.maxLength(COMMENT_MAX, msg('campaigns.commentTooLong', { max: COMMENT_MAX })))),
  ),
  ...acknowledged,
  ...fingerprinted,
});
export const SendBackInput = v.object({
  ...post,
  comment: v.pipe(
    v.string(msg('campaigns.commentRequired')),
    v.trim(),
    v.nonEmpty(msg('campaigns.commentRequired')),
    v.maxLength(COMMENT_MAX, msg('campaigns.commentTooLong', { max: COMMENT_MAX })),
  ),
});
const Day = v.pipe(v.string(msg('campaigns.exportRange')), v.regex(/^\d{4}-\d{2}-\d{2}$/, msg('campaigns.exportRange')));
/** GET /api/approvals.csv?from=yyyy-MM-dd&to=yyyy-MM-dd (days of the account's zone, both included). */
export const ApprovalsExportInput = v.object({ accountId: AccountIdSchema, from: Day, to: Day });
const offset = v.pipe(v.number(msg('campaigns.findingChanged')), v.integer(msg('campaigns.findingChanged')), v.minValue(0, msg('campaigns.findingChanged')));
/** POST /api/bulk-posts/{id}/apply-suggestion: the finding (where it is and its words) whose suggested wording replaces them (issue 24). */
export const ApplySuggestionInput = v.object({
  ...post,
  start: offset,
  end: offset,
  text: v.pipe(
    v.string(msg('campaigns.findingChanged')),
    v.nonEmpty(msg('campaigns.findingChanged')),
    v.maxLength(MAX_CONTENT, msg('campaigns.findingChanged')),
  ),
});
/** DELETE /api/bulk-posts/{id}; `removeFromPlatforms` also deletes what was published on Facebook and Instagram (issue 24). */
export const DeleteBulkPostInput = v.object({ ...post, removeFromPlatforms: v.optional(v.boolean(msg('campaigns.removeFromPlatformsInvalid'))) });
export const ListBulkPostsInput = v.object({ ...account, ...BulkPostsQuerySchema.entries });
export const CreateBulkPostInput = v.object({ ...account, ...CreateBulkPostSchema.entries });
export const UpdateBulkPostInput = v.object({ ...post, ...UpdateBulkPostSchema.entries });
export const GeneratePostInput = v.object({ ...account, ...GeneratePostRequestSchema.entries });
export const UpdatePeriodInput = v.object({ ...account, id: rowId(msg('campaigns.periodNotFound')), ...PeriodUpdateSchema.entries });
export const RollPeriodsInput = v.object({ workerId: v.pipe(v.string(msg('http.valueInvalid')), v.nonEmpty(msg('http.valueInvalid'))) });
export const PublishJobInput = v.object({ postId: PostIdSchema });
export const SweepInput = v.object({ graceMs: milliseconds, dryRun: v.optional(v.boolean(msg('http.valueInvalid'))) });
export const UpcomingConnectionsInput = v.object({ withinMs: milliseconds });
export const RescheduleInput = v.object({
  ...account,
  shift: v.optional(v.string(msg('campaigns.shiftFormat'))),
  to: v.optional(v.string(msg('campaigns.toFormat'))),
  /** A new rhythm (issue 24): the first post keeps its day, each next one is this many days after the one before. */
  every: v.optional(
    v.pipe(
      v.number(msg('campaigns.everyFormat')),
      v.integer(msg('campaigns.everyFormat')),
      v.minValue(1, msg('campaigns.everyFormat')),
      v.maxValue(30, msg('campaigns.everyFormat')),
    ),
  ),
  from: v.optional(v.string(msg('campaigns.fromFormat'))),
  dryRun: v.optional(v.boolean(msg('http.valueInvalid'))),
});
/** The calendar's days: `from` to `to` inclusive, local days of the account's zone, at most CALENDAR_MAX_DAYS. */
const CALENDAR_MAX_DAYS = 42;
const POST_STATUSES = ['draft', 'scheduled', 'publishing', 'published', 'partially_published', 'failed', 'missed'] as const;
const CalendarRangeSchema = v.pipe(
  v.object({ from: localDaySchema(msg('campaigns.calendarFromInvalid')), to: localDaySchema(msg('campaigns.calendarToInvalid')) }),
  v.check(
    ({ from, to }) => {
      const days = DateTime.fromISO(to).diff(DateTime.fromISO(from), 'days').days;
      return days >= 0 && days < CALENDAR_MAX_DAYS;
    },
    msg('campaigns.calendarRange', { max: CALENDAR_MAX_DAYS }),
  ),
);
export const CalendarInput = v.intersect([v.object(account), CalendarRangeSchema]);
/** The admin area's calendar: every account's posts, or one account's (`accountId`), optionally one status and platform, each day's first `perDay`. */
export const AdminCalendarInput = v.intersect([
  v.object({
    accountId: v.optional(
      v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))], msg('accounts.accountNotFound')), AccountIdSchema),
    ),
    status: v.optional(v.picklist(POST_STATUSES, msg('campaigns.statusFilterInvalid'))),
    platform: v.optional(v.picklist(['facebook', 'instagram'], msg('campaigns.platformInvalid'))),
    /** Each day's first posts only (the month's cells), with every day's count. */
    perDay: v.optional(
      v.pipe(
        v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number))], msg('campaigns.perDayInvalid')),
        v.integer(msg('campaigns.perDayInvalid')),
        v.minValue(1, msg('campaigns.perDayInvalid')),
        v.maxValue(50, msg('campaigns.perDayInvalid')),
      ),
    ),
  }),
  CalendarRangeSchema,
]);
/** The admin's calendar: one post opened (any account's). */
export const AdminCalendarPostInput = v.object({ id: PostIdSchema });
export const DeleteFutureInput = v.object({ ...account, dryRun: v.optional(v.boolean(msg('campaigns.dryRunInvalid'))) });
