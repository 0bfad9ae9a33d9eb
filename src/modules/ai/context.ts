import type { Config } from '../../lib/config.js';
import type { Clock } from '../../lib/clock.js';
import type { Db } from '../../lib/db.js';
import type { Logger } from '../../lib/log.js';
import type { Mailer } from '../../lib/mail.js';

/** What the ai module reads from the process configuration. */
export type AiEnv = Pick<Config, 'openaiApiKey' | 'openaiBaseUrl' | 'aiConfigKey' | 'sessionSecret'>;

/** The handles every ai use case takes (in its options object). */
export interface AiContext {
  db: Db;
  config: AiEnv;
  clock?: Clock;
  /** Budget alerts go through it; without one they are only logged. */
  mail?: Mailer;
  /**
   * Who budget alerts go to: the platform admins' addresses. The caller passes accounts'
   * `platformAdminAddresses` (ai imports no module, so it cannot read users itself); without it
   * alerts are only logged.
   */
  adminAddresses?: () => Promise<string[]>;
  log?: Logger;
  /**
   * The business account the call is made for: recorded in the usage ledger, and its daily AI
   * allowance pays for the generation (allowance.ts).
   */
  accountId?: number | null;
  /** The account's time zone (Setup), to say when its allowance resets; unset: UTC. */
  accountZone?: string | null;
}
