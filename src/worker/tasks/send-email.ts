import * as v from 'valibot';
import type { JobHelpers } from 'graphile-worker';
import type { TaskDeps } from '../deps.js';
import { deliverQueuedMail } from '../../lib/mail.js';

const Payload = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) });

/** send_email: delivers one queued message (SMTP or the outbox); a failure is retried with backoff and shown in the Outbox. */
export const sendEmail = (deps: TaskDeps) => async (payload: unknown, helpers: JobHelpers) => {
  const parsed = v.safeParse(Payload, payload);
  if (!parsed.success) return;
  await deliverQueuedMail({
    db: deps.db,
    transport: deps.mailTransport,
    from: deps.config.mailFrom,
    id: parsed.output.id,
    lastAttempt: helpers.job.attempts >= helpers.job.max_attempts,
  });
};
