import crypto from 'node:crypto';
import type { Clock } from '../../lib/clock.js';
import type { Config } from '../../lib/config.js';
import type { Db } from '../../lib/db.js';
import type { Logger } from '../../lib/log.js';
import type { Mailer } from '../../lib/mail.js';
import { deriveKey } from '../../lib/seal.js';
import type { Site } from '../../lib/site.js';
import type { Storage } from '../../lib/storage.js';
import { GraphClient, type GraphSettings } from './graph/client.js';

/** What the publishing module reads from the process configuration. */
export type PublishingEnv = Pick<Config, 'facebook' | 'publicUrl'> & { sessionSecret: string };

/** The handles every publishing use case takes (in its options object). */
export interface PublishingContext {
  db: Db;
  config: PublishingEnv;
  site: Site;
  storage: Storage;
  clock?: Clock;
  log?: Logger;
  mail?: Mailer;
}

/** Where the built-in simulator is served by the web process. */
export const SIMULATOR_GRAPH_PATH = '/simulator/graph';
export const SIMULATOR_DIALOG_PATH = '/simulator/dialog';
export const SIMULATOR_APP_ID = '1000000000000001';

/** Facebook Login's permissions the connection needs: list Pages, publish to Pages and to Instagram. */
export const REQUIRED_SCOPES = ['pages_show_list', 'pages_manage_posts', 'pages_read_engagement', 'instagram_basic', 'instagram_content_publish'] as const;
/** Asked for, but the connection works without them: deleting Instagram media, Business Manager Pages, and the spec's profile scopes. */
export const OPTIONAL_SCOPES = ['instagram_manage_contents', 'business_management', 'email', 'public_profile'] as const;
export const REQUESTED_SCOPES = [...REQUIRED_SCOPES, ...OPTIONAL_SCOPES];

/** True when no Facebook app is configured: the built-in Graph simulator plays Meta. */
export function isSimulator(config: PublishingEnv): boolean {
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

export function facebookEndpoints(ctx: { config: PublishingEnv; site: Site }): FacebookEndpoints {
  const fb = ctx.config.facebook;
  if (isSimulator(ctx.config)) {
    return {
      mode: 'simulator',
      graphUrl: `${ctx.site.internalUrl}${SIMULATOR_GRAPH_PATH}`,
      dialogUrl: SIMULATOR_DIALOG_PATH,
      version: fb.apiVersion,
      appId: SIMULATOR_APP_ID,
      appSecret: simulatorAppSecret(ctx.config.sessionSecret),
      timeoutMs: fb.timeoutMs,
    };
  }
  return { mode: 'facebook', graphUrl: fb.graphUrl, dialogUrl: fb.dialogUrl, version: fb.apiVersion, appId: fb.appId!, appSecret: fb.appSecret!, timeoutMs: fb.timeoutMs };
}

export function graphClient(ctx: { config: PublishingEnv; site: Site }): GraphClient {
  return new GraphClient(facebookEndpoints(ctx));
}

/** The key Facebook tokens are sealed with at rest (derived from SESSION_SECRET). */
export function tokenKey(config: PublishingEnv): Buffer {
  return deriveKey(config.sessionSecret, 'aesthetics-social/publishing', 'facebook-tokens v1');
}
