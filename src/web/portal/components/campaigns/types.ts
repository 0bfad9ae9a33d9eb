import type { BulkPostList, BulkPostView, GenerationProgress, PeriodView, PostRemoval, PublishedTarget } from '../../../../modules/campaigns/index';
import type { connectionStatus } from '../../../../modules/publishing/index';
import type { Json } from '../../../shared/json';

/** A bulk post as GET /api/bulk-posts answers it (the campaigns module's BulkPostView as JSON). */
export type BulkPost = Json<BulkPostView>;
/** The post states of issue 9; isScheduled is true exactly for 'scheduled'. */
export type PostStatus = BulkPost['postStatus'];
export type Publication = BulkPost['publications'][number];
/** What DELETE /api/bulk-posts/{id} with removeFromPlatforms did to one publication. */
export type Removal = Json<PostRemoval>;

/** GET /api/bulk-posts?when=&page=&pageSize=: one side's page, both sides' counts, and the Facebook connection. */
export type BulkPostsAnswer = Json<BulkPostList> & { success: boolean; connection: Awaited<ReturnType<typeof connectionStatus>> };
export type ScheduledPeriod = Json<PeriodView>;
/** One target's result of POST /api/bulk-posts/{id}/publish (and of its 502's `results`). */
export type PublishResult = Json<PublishedTarget>;
/** GET /api/generate-period-posts/progress, as the screen follows it. */
export type Progress = Pick<Json<GenerationProgress>, 'status' | 'total' | 'done'>;

/** Only draft and scheduled posts can be edited (text or time), and those in the sign-off (issue 23). */
export const EDITABLE: PostStatus[] = ['draft', 'awaiting_approval', 'approved', 'scheduled'];
/** What Schedule accepts (the server also takes failed and missed posts back). */
export const SCHEDULABLE: PostStatus[] = ['draft', 'approved', 'failed', 'missed'];
/** Publish now is offered for these (a published post is done; one publishing is on its way). */
export const PUBLISHABLE: PostStatus[] = ['draft', 'approved', 'scheduled', 'failed', 'missed', 'partially_published'];

export const PAGE_SIZE = 10;

/** The post's publications still online (published, not deleted since): what Delete can remove from Meta too. */
export const livePublications = (post: BulkPost) => post.publications.filter((p) => p.status === 'published' && p.remoteId && !p.deleted);

export const isFuture = (post: BulkPost, now = Date.now()) => new Date(post.scheduledDate).getTime() >= now;

/**
 * The time edit (and the calendar's move) is offered for a future draft or scheduled post, and for
 * a draft or missed post whose time has passed (an unpublished plan moves to a future day; issue 20).
 */
export const canMove = (post: Pick<BulkPost, 'postStatus' | 'scheduledDate'>, now = Date.now()) =>
  post.postStatus === 'draft' || post.postStatus === 'missed' || (post.postStatus === 'scheduled' && new Date(post.scheduledDate).getTime() >= now);
