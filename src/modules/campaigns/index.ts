/**
 * campaigns: bulk posts and their schedule state machine, weekly periods and their generation, the
 * publishing of scheduled posts (through publishing's core), the sweep for late posts, the
 * campaign e-mails and their one-click scheduling links, and the setup status. May import
 * accounts, catalog, ai and publishing.
 *
 * Every use case takes `(deps: Deps, input)` and validates its input here, at the door; the
 * account a call acts for is part of the input (the shells vouch for it).
 */
export {
  listBulkPosts,
  getBulkPost,
  createBulkPost,
  updateBulkPost,
  deleteBulkPost,
  type BulkPostView,
  type BulkPostList,
  type PostRemoval,
} from './bulk-posts.js';
export {
  generateOnePost,
  generatePeriodPosts,
  generationProgress,
  getScheduledPeriod,
  updateScheduledPeriod,
  rollPeriods,
  type GenerationProgress,
  type PeriodView,
} from './generate.js';
/** A compliance finding's suggested wording put in place of its words, as an edit (issue 24). */
export { applySuggestion } from './apply-suggestion.js';
export { publishNow, runPrepareJob, runPublishJob, type PublishedTarget } from './publish-post.js';
/** The scheduled posts' instants of the next seconds, at which the worker wakes its publishing slots. */
export { upcomingInstants } from './jobs.js';
/** The screen's workflows, one call each: a post's new text; every future post scheduled, unscheduled or deleted. */
export { regeneratePost, scheduleAllFuture, unscheduleAllFuture, deleteFuturePosts, type AwaitingAcknowledgement } from './workflows.js';
/** The Content Calendar (issue 20): a range of days' posts in one light answer, for the account or (admin) every account. */
export {
  listCalendarPosts,
  listAdminCalendarPosts,
  getAdminCalendarPost,
  type CalendarPost,
  type CalendarAnswer,
  type AdminCalendarAnswer,
} from './calendar.js';
/** The Media Library (issue 21): the posts that name a stored image; a post given another image. */
export { listPostImages, replacePostImage, type PostImageUse } from './post-images.js';
export { sweepDuePosts } from './sweep.js';
export { adminAnalytics, exportAdminAnalytics } from './admin-analytics.js';
/** Medical sign-off (issue 23): submit, approve, send back, the export of every decision. */
export { submitPost, approvePost, sendBackPost, exportApprovals } from './approvals.js';
export { checkUpcomingConnections } from './upcoming-connections.js';
export { previewScheduleLink, useScheduleLink, sendTestEmail } from './email-scheduling.js';
export { getSetupStatus } from './setup-status.js';
export { reschedulePosts, listAccountPosts } from './operators.js';
/** Setup's posting time changed: the future posts move to it (the screen's reschedule). */
export { moveToPostingTime } from './posting-time.js';
/** The messages this module's users can see, by key (the web app's errors namespace). */
export { CAMPAIGNS_MESSAGES } from './messages.js';
