import crypto from 'node:crypto';
import { DateTime } from 'luxon';
import type { Clock } from '../../lib/clock.js';
import { systemClock } from '../../lib/clock.js';
import type { Config } from '../../lib/config.js';
import type { Db } from '../../lib/db.js';
import type { Logger } from '../../lib/log.js';
import type { Mailer } from '../../lib/mail.js';
import type { Site } from '../../lib/site.js';
import type { Storage } from '../../lib/storage.js';

/** The handles every campaigns use case takes (it calls ai, catalog and publishing with them). */
export interface CampaignsContext {
  db: Db;
  config: Config & { sessionSecret: string };
  site: Site;
  storage: Storage;
  clock?: Clock;
  log?: Logger;
  mail?: Mailer;
}

export const nowOf = (ctx: { clock?: Clock }) => (ctx.clock ?? systemClock).now();

/** How "the same text" is recognised: case, spacing and punctuation do not make a text new. */
export function contentHash(text: string): string {
  const normal = text.normalize('NFKC').toLowerCase().replace(/[\s\p{P}]+/gu, ' ').trim();
  return crypto.createHash('sha256').update(normal).digest('hex');
}

/** dd/MM/yyyy HH:mm in the account's zone (business-portal.md §9), for messages. */
export const formatLocal = (instant: Date, zone: string | null) => DateTime.fromJSDate(instant, { zone: zone || 'UTC' }).toFormat('dd/MM/yyyy HH:mm');
export const formatDay = (instant: Date, zone: string | null) => DateTime.fromJSDate(instant, { zone: zone || 'UTC' }).toFormat('dd/MM/yyyy');
