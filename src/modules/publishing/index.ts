/**
 * publishing: the Facebook connection (OAuth), the Pages and Instagram accounts it reaches and the
 * account's selections, the Graph API client, publishing and deleting posts with the
 * published-posts ledger, and the built-in Graph API simulator. May import accounts.
 *
 * The door (the module contract, ARCHITECTURE.md): each use case is `useCase(deps, input)` and
 * validates its input first (schema.ts); errors carry a key of messages.ts.
 */
// Facebook Login, and what the connection reaches.
export { startFacebookConnect, completeFacebookConnect, purgeExpiredOAuthStates, facebookLoginSettings, safeReturnPath, CALLBACK_PATH } from './connect.js';
export { listFacebookPages, type FacebookPagesView } from './facebook-pages.js';
export { getSelectedPages, saveSelectedPages, hasSelectedPages, selectedPlatformsOf, type SelectedPageView } from './selected-pages.js';
export { disconnectFacebook } from './disconnect.js';
export { checkConnection, connectionStatus } from './check-connection.js';
export type { ReconnectReason } from './reconnection.js';
// Publishing (exactly once, through the ledger) and deleting.
export { preparePublication, publishToTarget, publishToTargets, type PublishRequest, type PublishResult } from './publish.js';
export { fillPermalinks } from './permalinks.js';
export { listLedgerRows, ledgerPlatformsOf, releaseLeasesOf, type LedgerRow } from './ledger.js';
export { deleteSocialPost } from './delete-social-post.js';
export { MEDIA_FOLDER } from './media.js';
// Insights of published posts and what they add up to (issue 21).
export { collectInsights } from './insights.js';
export { accountAnalytics, analyticsAcrossAccounts, bestTimeToPost, exportAnalytics, latestFigures, type Figures } from './analytics.js';
export { insightsPermission } from './check-connection.js';
export { AdminAnalyticsInput } from './schema.js';
// The Graph API simulator (the default when no Facebook app is configured): its HTTP handlers, the /simulator page, its faults.
export { SIMULATOR_DIALOG_PATH, SIMULATOR_GRAPH_PATH, isSimulator } from './settings.js';
export { handleGraphRequest, refuseUnauthenticatedUpload, type SimRequest } from './simulator/graph.js';
export { renderConsentPage, submitConsent } from './simulator/dialog.js';
export { USER_COOKIE as SIMULATOR_USER_COOKIE } from './simulator/demo-user.js';
export { simulatorFeed } from './simulator/feed.js';
export { addSimulatorFault, clearSimulatorFaults, listSimulatorFaults } from './simulator/faults.js';
/** The messages this module's users can see, by key (the web app's errors namespace). */
export { PUBLISHING_MESSAGES } from './messages.js';
/** A reason the publishing core records for a target, in Greek (undefined for Meta's own words). */
export { publishReasonInGreek } from './reasons.js';
