/**
 * campaigns: bulk posts and their schedule state machine, weekly periods and their generation, the
 * publishing of scheduled posts (through publishing's core), the sweep for late posts, the
 * campaign e-mails and their one-click scheduling links, and the setup status. May import
 * accounts, catalog, ai and publishing.
 */
export type { CampaignsContext } from './context.js';
export { contentHash } from './context.js';
export { listBulkPosts, getBulkPost, createBulkPost, updateBulkPost, deleteBulkPost, presentPosts, type BulkPostView, type BulkPostList, type PublicationView } from './bulk-posts.js';
export {
  generateOnePost,
  generatePeriodPosts,
  generationProgress,
  getScheduledPeriod,
  stopScheduledPeriod,
  rollPeriods,
  type GenerationProgress,
  type PeriodView,
} from './generate.js';
export { publishBulkPost, publishNow, runPublishJob, presentResult, RETRY_WINDOW_MS, type PostPublishOutcome } from './publish-post.js';
export { sweepDuePosts, type SweepResult } from './sweep.js';
export { checkUpcomingConnections } from './upcoming-connections.js';
export { sendPeriodReview, previewScheduleLink, useScheduleLink, sendTestEmail } from './email-scheduling.js';
export { getSetupStatus, type SetupStatus } from './setup-status.js';
export { reschedulePosts, listAccountPosts, type RescheduleOptions } from './operators.js';
export { PUBLISH_TASK, publishJobKey, publishJob } from './jobs.js';
export { planSlots, weekStart } from './plan.js';
export type { BulkPostRow, PostStatus } from './repo.js';
export * from './schema.js';
/** The messages this module's users can see, by key (the web app's errors namespace). */
export { CAMPAIGNS_MESSAGES } from './messages.js';
