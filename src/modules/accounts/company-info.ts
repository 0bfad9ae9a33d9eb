import { DateTime } from 'luxon';
import * as v from 'valibot';
import { inTransaction } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { parse } from '../../lib/validate.js';
import { CompanyInfoSchema } from './company-info-schema.js';
import { assertLogoLoads } from './logo.js';
import { AccountIdSchema } from './schema.js';
import { ActingRoleSchema } from './team-schema.js';

/** The company info of business-portal.md §3, as GET /api/v2/company-info answers it. */
export interface CompanyInfoView {
  companyName: string;
  location: string;
  postFrequencyDays: number;
  /** HH:MM in UTC for today: the local wall time converted with today's offset (so it moves by an hour across DST). */
  scheduledTime: string;
  /** HH:MM wall time in `timezone`: what the user chose, and what stays fixed across DST. */
  scheduledLocalTime: string;
  timezone: string | null;
  logoUrl: string | null;
  /** The account's interface language (en until it chooses one). */
  uiLanguage: 'en' | 'el';
  contentLanguage: 'en' | 'el';
  /** Posts need a reviewer's approval before they are scheduled or published (issue 23). */
  requireApproval: boolean;
  updatedAt: Date;
}

/** The wall time in `zone` of the UTC time `utcTime` (HH:MM) on the UTC day of `now`. */
export function utcToLocalTime(utcTime: string, zone: string, now: Date): string {
  const [hour, minute] = utcTime.split(':').map(Number);
  return DateTime.fromJSDate(now, { zone: 'utc' }).set({ hour, minute, second: 0, millisecond: 0 }).setZone(zone).toFormat('HH:mm');
}

/**
 * The instant a post of the day `day` (yyyy-MM-dd, a calendar day in the account's zone) goes out:
 * the local wall time in the zone that day, DST-correct. Without a zone the time is UTC.
 */
export function scheduledInstant(info: { scheduledLocalTime: string; timezone: string | null }, day: string): Date {
  const [hour, minute] = info.scheduledLocalTime.split(':').map(Number);
  const local = DateTime.fromISO(day, { zone: info.timezone || 'utc' }).set({ hour, minute, second: 0, millisecond: 0 });
  if (!local.isValid) throw new Error(`Invalid day ${day}`);
  return local.toJSDate();
}

/** The UTC HH:MM of the local wall time on the day `now` falls on in the zone. */
function localToUtcTime(info: { scheduledLocalTime: string; timezone: string | null }, now: Date): string {
  const zone = info.timezone || 'utc';
  const day = DateTime.fromJSDate(now, { zone }).toISODate()!;
  return DateTime.fromJSDate(scheduledInstant(info, day), { zone: 'utc' }).toFormat('HH:mm');
}

const columns = ['companyName', 'location', 'postFrequencyDays', 'scheduledTime', 'scheduledLocalTime', 'timezone', 'logoUrl', 'updatedAt'];

const AccountInput = v.object({ accountId: AccountIdSchema });

/** Whether the account's posts need approval before they are scheduled or published (issue 23). */
export async function accountRequiresApproval(deps: Deps, input: v.InferInput<typeof AccountInput>): Promise<boolean> {
  const { accountId } = parse(AccountInput, input);
  const row = await deps.db('accounts').where({ id: accountId }).first('requireApproval');
  if (!row) throw notFound('accounts.accountNotFound');
  return row.requireApproval;
}

/** The account's IANA time zone from its company info, or null when none is set (callers use UTC). */
export async function accountTimeZone(deps: Deps, input: v.InferInput<typeof AccountInput>): Promise<string | null> {
  const { accountId } = parse(AccountInput, input);
  const row = await deps.db('companyInfo').where({ accountId }).first('timezone');
  return row?.timezone ?? null;
}

/** The account's company info, or null before the first save. */
export async function getCompanyInfo(deps: Deps, input: v.InferInput<typeof AccountInput>): Promise<CompanyInfoView | null> {
  const { accountId } = parse(AccountInput, input);
  const { db } = deps;
  const account = await db('accounts').where({ id: accountId }).first('uiLanguage', 'contentLanguage', 'requireApproval');
  if (!account) throw notFound('accounts.accountNotFound');
  const row = await db('companyInfo').where({ accountId }).first(columns);
  if (!row) return null;
  const local = { scheduledLocalTime: row.scheduledLocalTime ?? row.scheduledTime, timezone: row.timezone ?? null };
  return {
    companyName: row.companyName,
    location: row.location,
    postFrequencyDays: row.postFrequencyDays,
    scheduledTime: localToUtcTime(local, deps.clock.now()),
    scheduledLocalTime: local.scheduledLocalTime,
    timezone: local.timezone,
    logoUrl: row.logoUrl ?? null,
    uiLanguage: account.uiLanguage ?? 'en',
    contentLanguage: account.contentLanguage,
    requireApproval: account.requireApproval,
    updatedAt: row.updatedAt,
  };
}

/** What `saveCompanyInfo` takes: the Setup form's fields (from the request), then the account (from the session). */
const SaveCompanyInfoInput = v.object({ ...CompanyInfoSchema.entries, accountId: AccountIdSchema, actorRole: ActingRoleSchema });

/**
 * Saves the Setup form (business-portal.md §5 rules and defaults). The client sends scheduledTime
 * in UTC with its IANA zone; the local wall time is derived with today's offset and kept, so a
 * 09:00 post stays at 09:00 local when daylight-saving time changes. The languages are the account's:
 * the interface language changes only when the input names it (it is the header switcher's value too).
 */
export async function saveCompanyInfo(deps: Deps, input: v.InferInput<typeof SaveCompanyInfoInput>): Promise<CompanyInfoView> {
  const { accountId, actorRole, ...form } = parse(SaveCompanyInfoInput, input);
  // The Setup holds the sign-off switch: an editor or a reviewer turning it off would undo it.
  if (actorRole !== 'business_admin' && actorRole !== 'platform_admin') throw forbidden('accounts.setupAdminOnly');
  // A new logo address must load (one saved before is not fetched again on every save).
  if (form.logoUrl) {
    const saved = await deps.db('companyInfo').where({ accountId }).first('logoUrl');
    if (saved?.logoUrl !== form.logoUrl) await assertLogoLoads(deps, form.logoUrl);
  }
  const timezone = form.timezone || null;
  const scheduledLocalTime = timezone ? utcToLocalTime(form.scheduledTime, timezone, deps.clock.now()) : form.scheduledTime;
  await inTransaction(deps.db, async (trx) => {
    const languages = form.uiLanguage ? { uiLanguage: form.uiLanguage, contentLanguage: form.contentLanguage } : { contentLanguage: form.contentLanguage };
    const approval = form.requireApproval === undefined ? {} : { requireApproval: form.requireApproval };
    const updated = await trx('accounts')
      .where({ id: accountId })
      .update({ ...languages, ...approval, updatedAt: trx.fn.now() });
    if (!updated) throw notFound('accounts.accountNotFound');
    const values = {
      companyName: form.companyName,
      location: form.location,
      postFrequencyDays: form.postFrequencyDays,
      scheduledTime: form.scheduledTime,
      scheduledLocalTime,
      timezone,
      logoUrl: form.logoUrl || null,
      updatedAt: trx.fn.now(),
    };
    await trx('companyInfo')
      .insert({ accountId, ...values })
      .onConflict('accountId')
      .merge(values);
  });
  return (await getCompanyInfo(deps, { accountId }))!;
}
