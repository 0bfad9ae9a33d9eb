import * as v from 'valibot';
import { inTransaction } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { notFound, tooMany } from '../../lib/errors.js';
import { hashPassword, newToken, sha256 } from '../../lib/crypto.js';
import { msg } from '../../lib/messages.js';
import { takeUse } from '../../lib/rate-limit.js';
import { parse } from '../../lib/validate.js';
import { passwordResetEmail } from './emails.js';
import { forgetSessions } from './sessions.js';
import { NewPasswordSchema } from './schema.js';
import { TokenSchema } from './team-schema.js';
import './messages.js';
import './team-messages.js';

/** A reset link works once, for an hour. */
const RESET_TTL_MS = 3600_000;

const ForgotInput = v.object({
  email: v.pipe(
    v.string(msg('accounts.emailInvalid')),
    v.trim(),
    v.maxLength(254, msg('accounts.emailInvalid')),
    v.toLowerCase(),
    v.email(msg('accounts.emailInvalid')),
  ),
  ip: v.string(msg('http.valueInvalid')),
});

/**
 * POST /api/auth/forgot-password: e-mails a clinic user a single-use link (1 hour; the token stored
 * as its sha-256, as the scheduling links) to set a new password. The answer is the same whether the
 * address exists or not. Throttled like sign-in, on the same settings: LOGIN_MAX_FAILURES requests per
 * address and LOGIN_MAX_FAILURES_PER_IP per IP within LOGIN_LOCK_MINUTES, counted whether the address
 * exists or not (so the throttle tells nothing either).
 */
export async function requestPasswordReset(deps: Deps, input: v.InferInput<typeof ForgotInput>): Promise<void> {
  const { email, ip } = parse(ForgotInput, input);
  const { db, clock } = deps;
  const policy = deps.config.login;
  const lengthMs = policy.lockMinutes * 60_000;
  for (const [key, limit] of [
    [`reset:identity:${email}`, policy.maxFailures],
    [`reset:ip:${ip}`, policy.maxFailuresPerIp],
  ] as const) {
    const taken = await takeUse(db, { key, limit, start: clock.now(), lengthMs });
    if (!taken.ok) {
      const minutes = Math.max(1, Math.ceil((taken.resetAt.getTime() - clock.now().getTime()) / 60_000));
      throw minutes === 1 ? tooMany('accounts.resetThrottledOneMinute') : tooMany('accounts.resetThrottled', { minutes });
    }
  }
  const user = await db('admin_users as u').join('accounts as a', 'a.id', 'u.account_id').where('u.email', email).first('u.id', 'u.accountId', 'a.uiLanguage');
  if (!user) return;
  const token = newToken();
  await db('password_resets').insert({ adminUserId: user.id, token: sha256(token), expiresAt: new Date(clock.now().getTime() + RESET_TTL_MS) });
  await deps.mail.send({
    ...passwordResetEmail(user.uiLanguage ?? 'en', { link: `${deps.site.publicUrl}/team/reset-password?token=${token}` }),
    to: email,
    accountId: user.accountId,
    kind: 'password_reset',
  });
}

const ResetInput = v.object({ token: TokenSchema, password: NewPasswordSchema });

/**
 * POST /api/auth/reset-password: sets the new password and spends the link (and every other open
 * link of the user); every session of the user ends, wherever it was.
 */
export async function resetPasswordWithToken(deps: Deps, input: v.InferInput<typeof ResetInput>): Promise<void> {
  const { token, password } = parse(ResetInput, input);
  const now = deps.clock.now();
  const hash = await hashPassword(password);
  const adminUserId = await inTransaction(deps.db, async (trx) => {
    const [reset] = await trx('password_resets')
      .where({ token: sha256(token) })
      .whereNull('usedAt')
      .where('expiresAt', '>', now)
      .update({ usedAt: now })
      .returning(['adminUserId']);
    if (!reset) throw notFound('accounts.resetLinkInvalid');
    await trx('password_resets').where({ adminUserId: reset.adminUserId }).whereNull('usedAt').update({ usedAt: now });
    await trx('admin_users').where({ id: reset.adminUserId }).update({ password: hash, updatedAt: now });
    await trx('sessions').where({ adminUserId: reset.adminUserId }).delete();
    return reset.adminUserId as number;
  });
  forgetSessions(deps.db, { adminUserId });
}
