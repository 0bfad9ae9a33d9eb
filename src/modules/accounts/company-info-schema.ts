import * as v from 'valibot';
import { msg } from '../../lib/messages.js';
import './messages.js';

/**
 * business-portal.md §5 "Company setup", shared by the server and the Setup form (this file
 * imports nothing but valibot, so the browser bundle can use it).
 */
export const COMPANY_DEFAULTS = { postFrequencyDays: 7, scheduledTime: '09:00', uiLanguage: 'en', contentLanguage: 'el' } as const;

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const TIME_MESSAGE = 'Time must be in HH:MM format';

const language = (field: 'uiLanguage' | 'contentLanguage') => v.picklist(['en', 'el'] as const, msg(field === 'uiLanguage' ? 'accounts.uiLanguage' : 'accounts.contentLanguage'));

/** Accepts a number or a numeric string (form fields), as an integer 1..30. */
const frequency = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/, 'Post frequency must be a number from 1 to 30'), v.transform(Number))], 'Post frequency must be a number from 1 to 30'),
  v.integer('Post frequency must be a number from 1 to 30'),
  v.minValue(1, 'Post frequency must be a number from 1 to 30'),
  v.maxValue(30, 'Post frequency must be a number from 1 to 30'),
);

/** A valid IANA zone name, checked by the runtime's own time-zone database. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const logoUrl = v.pipe(
  v.string('Logo URL must be a web address starting with http:// or https://'),
  v.trim(),
  v.maxLength(2000, 'Logo URL must be at most 2000 characters'),
  v.check((s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s) || /^\/uploads\/[^\s]+$/.test(s), 'Logo URL must be a web address starting with http:// or https://'),
);

/** The fields of the Setup form (the client validates with this before sending). */
export const CompanyFormSchema = v.object({
  companyName: v.pipe(v.string('Company name must be at least 2 characters'), v.trim(), v.minLength(2, 'Company name must be at least 2 characters'), v.maxLength(200, 'Company name must be at most 200 characters')),
  location: v.pipe(v.string('Location must be at least 2 characters'), v.trim(), v.minLength(2, 'Location must be at least 2 characters'), v.maxLength(200, 'Location must be at most 200 characters')),
  postFrequencyDays: v.optional(frequency, COMPANY_DEFAULTS.postFrequencyDays),
  scheduledTime: v.optional(v.pipe(v.string(TIME_MESSAGE), v.trim(), v.regex(TIME_PATTERN, TIME_MESSAGE)), COMPANY_DEFAULTS.scheduledTime),
  logoUrl: v.optional(v.nullable(logoUrl), ''),
  /**
   * The account's interface language, the same value the header's switcher changes: absent leaves
   * it as it is (the Setup form does not send it, so saving Setup never switches the interface back).
   */
  uiLanguage: v.optional(language('uiLanguage')),
  contentLanguage: v.optional(language('contentLanguage'), COMPANY_DEFAULTS.contentLanguage),
});

/** POST /api/v2/company-info: the form plus the browser's IANA zone; scheduledTime is in UTC. */
export const CompanyInfoSchema = v.object({
  ...CompanyFormSchema.entries,
  timezone: v.optional(v.nullable(v.pipe(v.string('Time zone must be an IANA time zone such as Europe/Athens'), v.trim(), v.maxLength(100, 'Time zone must be an IANA time zone such as Europe/Athens'), v.check((z) => z === '' || isTimeZone(z), 'Time zone must be an IANA time zone such as Europe/Athens'))), ''),
});
export type CompanyInfoInput = v.InferOutput<typeof CompanyInfoSchema>;

/** PUT /api/account/language: either or both languages. */
export const LanguagesSchema = v.pipe(
  v.object({
    uiLanguage: v.optional(language('uiLanguage')),
    contentLanguage: v.optional(language('contentLanguage')),
  }),
  v.check((x) => x.uiLanguage !== undefined || x.contentLanguage !== undefined, msg('accounts.languageRequired')),
);
