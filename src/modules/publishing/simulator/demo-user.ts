import crypto from 'node:crypto';
import type { Db } from '../../../lib/db.js';
import { inTransaction } from '../../../lib/db.js';
import { createObject, getObject } from './store.js';

/**
 * The simulated Facebook person behind the consent page: "Demo Clinic", with two Pages, the first
 * linked to an Instagram business account. Each browser gets its own (a signed cookie remembers
 * it, like facebook.com's login), so two clients of the product never share simulated Pages and a
 * reconnection finds the same Pages again.
 */
export const DEMO_USER_NAME = 'Demo Clinic';
export const USER_COOKIE = 'sim_fb_user';

const sign = (userId: string, secret: string) => crypto.createHmac('sha256', secret).update(`sim-user:${userId}`).digest('base64url').slice(0, 32);

export const userCookieValue = (userId: string, secret: string) => `${userId}.${sign(userId, secret)}`;

export function userFromCookie(value: string | undefined, secret: string): string | undefined {
  const [userId, signature] = (value ?? '').split('.');
  if (!userId || !signature || !/^\d{1,20}$/.test(userId)) return undefined;
  const expected = sign(userId, secret);
  return signature.length === expected.length && crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected)) ? userId : undefined;
}

/** The browser's simulated user, created with its Pages on first use. */
export async function ensureDemoUser(db: Db, existingUserId: string | undefined): Promise<{ id: string; name: string }> {
  if (existingUserId) {
    const user = await getObject<{ name: string }>(db, existingUserId, 'user');
    if (user) return { id: user.id, name: user.data.name };
  }
  return inTransaction(db, async (trx) => {
    const user = await createObject(trx, 'user', null, { name: DEMO_USER_NAME, email: 'demo.clinic@facebook.simulator' });
    const athens = await createObject(trx, 'page', user.id, { name: 'Demo Clinic Athens', category: 'Medical spa' });
    await createObject(trx, 'ig_user', athens.id, { username: 'democlinic.athens', name: 'Demo Clinic Athens' });
    await createObject(trx, 'page', user.id, { name: 'Demo Clinic Thessaloniki', category: 'Beauty, cosmetic & personal care' });
    return { id: user.id, name: DEMO_USER_NAME };
  });
}
