/**
 * publishing: the Facebook connection (OAuth), the Pages and Instagram accounts it reaches and the
 * account's selections, the Graph API client, publishing and deleting posts with the
 * published-posts ledger, and the built-in Graph API simulator. May import accounts.
 */
export {
  REQUESTED_SCOPES,
  REQUIRED_SCOPES,
  SIMULATOR_DIALOG_PATH,
  SIMULATOR_GRAPH_PATH,
  facebookEndpoints,
  isSimulator,
} from './settings.js';
export { startFacebookConnect, completeFacebookConnect, purgeExpiredOAuthStates, facebookLoginSettings, redirectUriFor, safeReturnPath, CALLBACK_PATH, DEFAULT_RETURN_PATH, type ConnectOutcome, type ConnectFailure } from './connect.js';
export { listFacebookPages, type FacebookPagesView } from './facebook-pages.js';
export { getSelectedPages, saveSelectedPages, hasSelectedPages, type SelectedPageView } from './selected-pages.js';
export { disconnectFacebook } from './disconnect.js';
export { deleteSocialPost } from './delete-social-post.js';
export { markNeedsReconnection, RECONNECT_REASONS, type ReconnectReason } from './reconnection.js';
export { publishToTarget, UNKNOWN_OUTCOME_WINDOW_MS, type PublishRequest, type PublishResult, type PublishOutcome } from './publish.js';
export { listLedgerRows, releaseLeasesOf, type LedgerRow, type LedgerStatus } from './ledger.js';
export { MEDIA_FOLDER, prepareFeedImage, publicMediaUrl } from './media.js';
export { SelectedPagesSchema, DeleteSocialPostSchema, PagesQuerySchema, SimulatorFaultSchema } from './schema.js';
export { GraphClient, type GraphSettings } from './graph/client.js';
export { GraphError, classifyGraphError, type GraphErrorKind } from './graph/errors.js';
// The Graph API simulator (the default when no Facebook app is configured).
export { handleGraphRequest, refuseUnauthenticatedUpload, type SimRequest, type SimResponse } from './simulator/graph.js';
export { renderConsentPage, submitConsent, renderDialogError } from './simulator/dialog.js';
export { USER_COOKIE as SIMULATOR_USER_COOKIE } from './simulator/demo-user.js';
export { simulatorFeed, type SimulatorFeedPage } from './simulator/feed.js';
export { addSimulatorFault, clearSimulatorFaults, listSimulatorFaults } from './simulator/faults.js';
export type { FaultKind } from './simulator/store.js';
export { checkConnection, connectionStatus } from './check-connection.js';
/** The messages this module's users can see, by key (the web app's errors namespace). */
export { PUBLISHING_MESSAGES } from './messages.js';
