import * as v from 'valibot';
import { msg } from '../../lib/messages.js';
import './messages.js';

/**
 * business-portal.md §5 "Company setup", shared by the server and the Setup form (this file
 * imports nothing but valibot, so the browser bundle can use it).
 */
export const COMPANY_DEFAULTS = { postFrequencyDays: 7, scheduledTime: '09:00', uiLanguage: 'en', contentLanguage: 'el' } as const;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const language = (field: 'uiLanguage' | 'contentLanguage') =>
  v.picklist(['en', 'el'] as const, msg(field === 'uiLanguage' ? 'accounts.uiLanguage' : 'accounts.contentLanguage'));

/** Accepts a number or a numeric string (form fields), as an integer 1..30. */
const frequency = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, msg('accounts.frequency')), v.transform(Number))], msg('accounts.frequency')),
  v.integer(msg('accounts.frequency')),
  v.minValue(1, msg('accounts.frequency')),
  v.maxValue(30, msg('accounts.frequency')),
);

/** A valid IANA zone name, checked by the runtime's own time-zone database. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const logoUrl = v.pipe(
  v.string(msg('accounts.logoUrl')),
  v.trim(),
  v.maxLength(2000, msg('accounts.logoUrlLong')),
  v.check((s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s) || /^\/uploads\/[^\s]+$/.test(s), msg('accounts.logoUrl')),
);

/** The fields of the Setup form (the client validates with this before sending). */
export const CompanyFormSchema = v.object({
  companyName: v.pipe(
    v.string(msg('accounts.companyNameShort')),
    v.trim(),
    v.minLength(2, msg('accounts.companyNameShort')),
    v.maxLength(200, msg('accounts.companyNameLong')),
  ),
  location: v.pipe(
    v.string(msg('accounts.locationShort')),
    v.trim(),
    v.minLength(2, msg('accounts.locationShort')),
    v.maxLength(200, msg('accounts.locationLong')),
  ),
  postFrequencyDays: v.optional(frequency, COMPANY_DEFAULTS.postFrequencyDays),
  scheduledTime: v.optional(v.pipe(v.string(msg('accounts.time')), v.trim(), v.regex(TIME_PATTERN, msg('accounts.time'))), COMPANY_DEFAULTS.scheduledTime),
  logoUrl: v.optional(v.nullable(logoUrl), ''),
  /**
   * The account's interface language, the same value the header's switcher changes: absent leaves
   * it as it is (the Setup form does not send it, so saving Setup never switches the interface back).
   */
  uiLanguage: v.optional(language('uiLanguage')),
  contentLanguage: v.optional(language('contentLanguage'), COMPANY_DEFAULTS.contentLanguage),
  /** Posts need approval before they are scheduled (issue 23): absent leaves the account's setting as it is. */
  requireApproval: v.optional(v.boolean(msg('accounts.requireApprovalInvalid'))),
});

/** POST /api/v2/company-info: the form plus the browser's IANA zone; scheduledTime is in UTC. */
export const CompanyInfoSchema = v.object({
  ...CompanyFormSchema.entries,
  timezone: v.optional(
    v.nullable(
      v.pipe(
        v.string(msg('accounts.timeZone')),
        v.trim(),
        v.maxLength(100, msg('accounts.timeZone')),
        v.check((z) => z === '' || isTimeZone(z), msg('accounts.timeZone')),
      ),
    ),
    '',
  ),
});

/** PUT /api/account/language: either or both languages. */
export const LanguagesSchema = v.pipe(
  v.object({
    uiLanguage: v.optional(language('uiLanguage')),
    contentLanguage: v.optional(language('contentLanguage')),
  }),
  v.check((x) => x.uiLanguage !== undefined || x.contentLanguage !== undefined, msg('accounts.languageRequired')),
);
