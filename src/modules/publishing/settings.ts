import crypto from 'node:crypto';
import type { AppConfig, Deps } from '../../lib/deps.js';
import { deriveKey } from '../../lib/seal.js';
import { GraphClient, type GraphSettings } from './graph/client.js';

/** Where the built-in simulator is served by the web process. */
export const SIMULATOR_GRAPH_PATH = '/simulator/graph';
export const SIMULATOR_DIALOG_PATH = '/simulator/dialog';
export const SIMULATOR_APP_ID = '1000000000000001';

/** Facebook Login's permissions the connection needs: list Pages, publish to Pages and to Instagram. */
export const REQUIRED_SCOPES = ['pages_show_list', 'pages_manage_posts', 'pages_read_engagement', 'instagram_basic', 'instagram_content_publish'] as const;
/**
 * Asked for, but the connection works without them: deleting Instagram media, Business Manager Pages,
 * the spec's profile scopes, and reading the posts' insights (issue 21: a connection without them still publishes).
 */
export const OPTIONAL_SCOPES = [
  'instagram_manage_contents',
  'business_management',
  'email',
  'public_profile',
  'instagram_manage_insights',
  'read_insights',
] as const;
/** What reading insights needs, per platform (graph-api.md "Insights"). */
export const INSIGHTS_SCOPES = { instagram: 'instagram_manage_insights', facebook: 'read_insights' } as const;
export const REQUESTED_SCOPES = [...REQUIRED_SCOPES, ...OPTIONAL_SCOPES];

/** True when no Facebook app is configured: the built-in Graph simulator plays Meta. */
export function isSimulator(config: Pick<AppConfig, 'facebook'>): boolean {
  return !config.facebook.appId;
}

/** The simulator's app secret: derived from SESSION_SECRET, so only this installation can exchange its codes. */
export function simulatorAppSecret(sessionSecret: string): string {
  return crypto.createHmac('sha256', sessionSecret).update('graph-simulator app secret').digest('hex');
}

export interface FacebookEndpoints extends GraphSettings {
  mode: 'facebook' | 'simulator';
  /** Base of the OAuth dialog; '' in simulator mode (a path on whatever origin the browser uses). */
  dialogUrl: string;
}

/** Where the Graph API and the OAuth dialog are, and the app's credentials: Meta's, or the simulator's. */
export function facebookEndpoints(deps: Pick<Deps, 'config' | 'site'>): FacebookEndpoints {
  const fb = deps.config.facebook;
  if (isSimulator(deps.config)) {
    return {
      mode: 'simulator',
      graphUrl: `${deps.site.internalUrl}${SIMULATOR_GRAPH_PATH}`,
      dialogUrl: SIMULATOR_DIALOG_PATH,
      version: fb.apiVersion,
      appId: SIMULATOR_APP_ID,
      appSecret: simulatorAppSecret(deps.config.sessionSecret),
      timeoutMs: fb.timeoutMs,
    };
  }
  return {
    mode: 'facebook',
    graphUrl: fb.graphUrl,
    dialogUrl: fb.dialogUrl,
    version: fb.apiVersion,
    appId: fb.appId!,
    appSecret: fb.appSecret!,
    timeoutMs: fb.timeoutMs,
  };
}

export function graphClient(deps: Pick<Deps, 'config' | 'site'>): GraphClient {
  return new GraphClient(facebookEndpoints(deps));
}

/** The key Facebook tokens are sealed with at rest (derived from SESSION_SECRET). */
export function tokenKey(config: Pick<AppConfig, 'sessionSecret'>): Buffer {
  return deriveKey(config.sessionSecret, 'aesthetics-social/publishing', 'facebook-tokens v1');
}
