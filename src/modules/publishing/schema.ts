import * as v from 'valibot';
import { msg } from '../../lib/messages.js';
import '../../lib/core-messages.js';
import { AccountIdSchema } from '../accounts/schema.js';
import './messages.js';

/**
 * Input schemas of the publishing module's calls (business-portal.md §3, §5, §7): the fields a
 * client sends, and each use case's whole input (`...Input`), which the use case parses at its door.
 */

const id = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(64, message), v.regex(/^[0-9A-Za-z_.:-]+$/, message));

/**
 * One selection as the client sends it. Names and tokens a client sends are ignored: they are
 * taken from the stored connection, which must reach the Page or account.
 */
const SelectedPageInputSchema = v.variant(
  'platform',
  [
    v.looseObject({
      platform: v.literal('facebook'),
      pageId: id(msg('publishing.invalidPageId')),
      isActive: v.optional(v.boolean(msg('publishing.isActiveInvalid')), true),
    }),
    v.looseObject({
      platform: v.literal('instagram'),
      pageId: id(msg('publishing.invalidPageId')),
      instagramId: id(msg('publishing.invalidInstagramId')),
      isActive: v.optional(v.boolean(msg('publishing.isActiveInvalid')), true),
    }),
  ],
  msg('publishing.platformInvalid'),
);

const SelectedPagesSchema = v.object({
  pages: v.pipe(v.array(SelectedPageInputSchema, msg('publishing.pagesNotList')), v.maxLength(200, msg('publishing.tooManyPages'))),
});

/** DELETE /api/social-media/delete (business-portal.md §5: the spec's Greek messages). */
const POST_ID_REQUIRED = msg('publishing.postIdRequired');
const PLATFORM_REQUIRED = msg('publishing.platformRequired');
/** A post's link (its permalink, or the address it is at) rather than its id; post-link.ts reads it. */
const LINK = /^https?:\/\//i;
const DeleteSocialPostSchema = v.object({
  /** The post's Graph id, or its link (issue 24). */
  postId: v.pipe(
    v.optional(v.string(POST_ID_REQUIRED), ''),
    v.trim(),
    v.nonEmpty(POST_ID_REQUIRED),
    v.check((id) => id.length <= (LINK.test(id) ? 2000 : 100), msg('publishing.postIdTooLong')),
    v.check((id) => LINK.test(id) || /^[0-9A-Za-z_]+$/.test(id), msg('publishing.postIdFormat')),
  ),
  platform: v.pipe(
    v.optional(v.string(PLATFORM_REQUIRED), ''),
    v.trim(),
    v.nonEmpty(PLATFORM_REQUIRED),
    v.picklist(['facebook', 'instagram'], PLATFORM_REQUIRED),
  ),
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
const PagesQuerySchema = v.object({
  access_token: v.optional(
    v.pipe(
      v.string(msg('publishing.invalidToken')),
      v.trim(),
      v.maxLength(1000, msg('publishing.tokenTooLong')),
      v.regex(/^[^\s\0]*$/, msg('publishing.invalidToken')),
    ),
  ),
});

// ------------------------------------------------------------ the use cases' inputs

/** A value the shells or another module give (an origin, a key, a state): never typed by a person. */
const given = v.string(msg('http.valueInvalid'));
const account = { accountId: AccountIdSchema };

/** The account a call acts for, and nothing else. */
export const AccountInput = v.object(account);

/** Facebook Login for an account: the origin the browser used (demo mode's callback) and where to come back. */
export const StartConnectInput = v.object({ ...account, requestOrigin: given, returnPath: v.optional(given) });

/** The OAuth callback's query, and the state the browser holds in its cookie. */
export const CompleteConnectInput = v.object({ code: v.optional(given), state: v.optional(given), error: v.optional(given), browserState: v.optional(given) });

/** What the Facebook test page is told: the callback as this request reaches it. */
export const LoginSettingsInput = v.object({ requestOrigin: given });

export const ListFacebookPagesInput = v.object({ ...account, ...PagesQuerySchema.entries });
export const SaveSelectedPagesInput = v.object({ ...account, ...SelectedPagesSchema.entries });
export const DeleteSocialPostInput = v.object({ ...account, ...DeleteSocialPostSchema.entries });

const optionalId = v.optional(v.nullable(v.pipe(v.number(msg('http.valueInvalid')), v.integer(msg('http.valueInvalid')))));

/** One publication to one target (publish.ts): what campaigns and stories hand the publishing core. */
export const PublishInput = v.object({
  ...account,
  /** What is published: post:<bulk post id> or story:<story id>. */
  publicationKey: v.pipe(given, v.nonEmpty(msg('http.valueInvalid')), v.maxLength(200, msg('http.valueInvalid'))),
  kind: v.picklist(['feed', 'story'], msg('http.valueInvalid')),
  target: v.object({
    platform: v.picklist(['facebook', 'instagram'], msg('publishing.platformInvalid')),
    /** The Facebook Page (for Instagram: the Page the account is linked to). */
    pageId: v.pipe(given, v.nonEmpty(msg('publishing.invalidPageId'))),
    instagramId: v.optional(v.nullable(given)),
  }),
  /** The post text ('' for a story). */
  caption: given,
  /**
   * The media: `path` when it is already in storage in its final form (a rendered story video),
   * else `load` is called when it must be prepared (not when an attempt resumes with it stored).
   */
  media: v.object({
    type: v.picklist(['image', 'video'], msg('http.valueInvalid')),
    load: v.custom<() => Promise<Buffer>>((load) => typeof load === 'function', msg('http.valueInvalid')),
    path: v.optional(given),
  }),
  bulkPostId: optionalId,
  contentHash: v.optional(v.nullable(given)),
  productId: optionalId,
  productName: v.optional(v.nullable(given)),
  /**
   * A fingerprint of what the publication is made from (its caption and media source): media and a
   * container prepared ahead for another fingerprint are made again, never published.
   */
  preparedFor: v.optional(v.nullable(v.pipe(given, v.maxLength(200, msg('http.valueInvalid'))))),
  /**
   * The post's link is asked for later, by the fill_permalinks cron, rather than right after
   * publishing: a scheduled post's instant spends its calls on publishing only (issue 19).
   */
  permalinkLater: v.optional(v.boolean(msg('http.valueInvalid'))),
});

/** The ledger rows of some publications of an account (e.g. the posts on one screen). */
export const LedgerRowsInput = v.object({ ...account, publicationKeys: v.array(given, msg('http.valueInvalid')) });

/** Publication keys of rows the caller read (the admin's calendar, across accounts). */
export const LedgerKeysInput = v.object({ publicationKeys: v.array(given, msg('http.valueInvalid')) });

/** Many accounts' ids, read from rows the caller holds (the admin's calendar). */
export const AccountIdsInput = v.object({ accountIds: v.array(AccountIdSchema, msg('http.valueInvalid')) });

/** The worker processes found dead, whose leases are given back. */
export const ReleaseLeasesInput = v.object({ processIds: v.array(given, msg('http.valueInvalid')) });

/** The /simulator page: one account's simulated Pages, or (no account: an admin) every one. */
export const SimulatorFeedInput = v.object({ accountId: v.optional(AccountIdSchema) });

// ------------------------------------------------------------ insights and analytics (issue 21)

/** collect-insights: one account or all; `all` reads every readable post now, whatever its read times. */
export const CollectInsightsInput = v.object({ accountId: v.optional(AccountIdSchema), all: v.optional(v.boolean(msg('http.valueInvalid')), false) });

/** A period of 7, 28 or 90 days back from now (a query string's "28" too), and which platforms. */
const AnalyticsQuery = {
  days: v.optional(
    v.pipe(v.union([v.string(), v.number()], msg('publishing.analyticsDays')), v.transform(Number), v.picklist([7, 28, 90], msg('publishing.analyticsDays'))),
    28,
  ),
  platform: v.optional(v.picklist(['all', 'facebook', 'instagram'], msg('publishing.analyticsPlatform')), 'all'),
};
export const AnalyticsInput = v.object({ ...account, ...AnalyticsQuery });
export const AdminAnalyticsInput = v.object(AnalyticsQuery);
