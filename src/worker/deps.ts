import type { Knex } from 'knex';
import type { Clock } from '../lib/clock.js';
import type { Config } from '../lib/config.js';
import type { Logger } from '../lib/log.js';
import type { Mailer, MailTransport } from '../lib/mail.js';
import type { Storage } from '../lib/storage.js';
import type { Site } from '../lib/site.js';

/** What tasks can reach; tasks get it through a closure, payloads carry only ids. */
export interface TaskDeps {
  db: Knex;
  config: Config & { sessionSecret: string };
  log: Logger;
  clock: Clock;
  mail: Mailer;
  mailTransport: MailTransport;
  storage: Storage;
  site: Site;
}
