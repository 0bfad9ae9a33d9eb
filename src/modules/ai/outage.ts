import * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { AppError, unavailable } from '../../lib/errors.js';
import { messageText, msg } from '../../lib/messages.js';
import { parse } from '../../lib/validate.js';
import './messages.js';
import { readConfiguration, recordServiceFailure, recordServiceRecovery, type StoredConfiguration } from './repo.js';

/**
 * When the AI service fails a clinic's request. The clinic never reads operator advice ("check
 * OPENAI_BASE_URL"): it reads that writing is unavailable right now and that the platform team was
 * told (`ai.writingUnavailable`), or, where the admin allows it (`offlineFallback`), gets a post from
 * the offline writer with a note. The technical message is kept for the admin's AI configuration
 * screen and mailed to the platform admins, at most once an hour (the `ai_outage_alert` task; ai
 * may not ask accounts who they are, as with the budget alert).
 */
export const AI_OUTAGE_ALERT_TASK = 'ai_outage_alert';

/** A failure of the AI service itself (unreachable, timeout, refused key, 5xx, ...): the admin's to fix. */
function isServiceFailure(error: unknown): error is AppError {
  return error instanceof AppError && error.code === 'upstream' && error.messageKey.startsWith('ai.service');
}

/** Keeps the failure for the admin and queues their e-mail (one per hour: the job key is the hour). */
async function reportServiceFailure(deps: Deps, error: AppError): Promise<void> {
  const now = deps.clock.now();
  const params = Object.fromEntries(Object.entries(error.params ?? {}).map(([k, value]) => [k, typeof value === 'number' ? value : String(value)]));
  try {
    await recordServiceFailure(deps.db, { at: now, key: error.messageKey, params });
    const hour = now.toISOString().slice(0, 13);
    await deps.db.raw(
      `select graphile_worker.add_job(?, json_build_object('hour', ?::text), max_attempts => 8, job_key => ?, job_key_mode => 'preserve_run_at')`,
      [AI_OUTAGE_ALERT_TASK, hour, `${AI_OUTAGE_ALERT_TASK}:${hour}`],
    );
  } catch (cause) {
    deps.log.error({ err: cause }, 'could not record the AI service failure');
  }
  deps.log.warn({ key: error.messageKey, params }, `AI service failed a clinic's request: ${error.message}`);
}

/** What a clinic reads instead of the service's technical failure. */
const writingUnavailable = (cause: unknown) => unavailable('ai.writingUnavailable', undefined, { cause });

/** What `sendOutageAlert` takes: the hour (UTC, yyyy-MM-ddTHH) and the platform admins' addresses. */
export const SendOutageAlertInput = v.object({
  hour: v.pipe(v.string(msg('ai.alertHour')), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}$/, msg('ai.alertHour'))),
  recipients: v.array(v.pipe(v.string(msg('ai.alertRecipients')), v.maxLength(320, msg('ai.alertRecipients'))), msg('ai.alertRecipients')),
});

/** Mails the AI service's latest failure (the technical message) to the platform admins; answers whether it was sent. */
export async function sendOutageAlert(deps: Deps, input: v.InferInput<typeof SendOutageAlertInput>): Promise<boolean> {
  const { hour, recipients } = parse(SendOutageAlertInput, input);
  const { lastFailure, settings } = await readConfiguration(deps.db);
  if (!lastFailure) return false;
  if (recipients.length === 0) {
    deps.log.warn({ hour }, 'AI service failure alert due but no platform admin has an e-mail address');
    return false;
  }
  const detail = messageText(lastFailure.key, lastFailure.params);
  await deps.mail.send({
    to: recipients,
    kind: 'ai_outage_alert',
    subject: 'The AI service is failing clinics’ requests',
    text: [
      `At ${lastFailure.at.toISOString()} the AI service failed a clinic's request: ${detail}`,
      settings.offlineFallback
        ? 'Offline fallback is on: clinics get posts from the demo writer meanwhile, with a note.'
        : 'Clinics are told that writing posts is unavailable right now and that the platform team was told. Offline fallback (LLM Configuration → API Settings) would let the demo writer write meanwhile.',
      'Use Test Connection in the admin area under LLM Configuration to check the service. This alert is sent at most once an hour.',
    ].join('\n\n'),
  });
  return true;
}

/**
 * Runs a clinic's AI action (`accountId` set) under the outage policy: a failure of the service is
 * reported to the admin, then answered by `offline` when the admin allows the fallback, else with
 * `ai.writingUnavailable`. An admin's own action (no account) sees the technical message.
 */
export async function underOutagePolicy<T>(
  deps: Deps,
  accountId: number | null,
  allowFallback: boolean,
  write: () => Promise<T>,
  offline: () => Promise<T>,
): Promise<{ value: T; fallback: boolean }> {
  try {
    const value = await write();
    if (accountId !== null)
      await recordServiceRecovery(deps.db, deps.clock.now()).catch((cause) => deps.log.warn({ err: cause }, 'could not note the AI service recovery'));
    return { value, fallback: false };
  } catch (error) {
    if (accountId === null || !isServiceFailure(error)) throw error;
    await reportServiceFailure(deps, error);
    if (!allowFallback) throw writingUnavailable(error);
    return { value: await offline(), fallback: true };
  }
}

/** How long after its last failure the service counts as failing when nothing succeeded since. */
const FAILING_FOR_MS = 30 * 60_000;

/** Whether the service is failing clinics' requests now (failed in the last half hour, nothing succeeded since). */
export function serviceFailing(stored: Pick<StoredConfiguration, 'lastFailure'>, now: Date): boolean {
  const failure = stored.lastFailure;
  if (!failure) return false;
  if (failure.recoveredAt && failure.recoveredAt >= failure.at) return false;
  return now.getTime() - failure.at.getTime() < FAILING_FOR_MS;
}
