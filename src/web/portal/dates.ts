import { DateTime } from 'luxon';

/**
 * business-portal.md §9: dates as dd/MM/yyyy HH:mm, 24-hour, with the time-zone abbreviation, in
 * en-US or el-GR form. Where the locale has no short zone name (Greek spells it out in full) the
 * GMT offset form is used, which reads the same in both languages.
 */
export function formatDateTime(value: string | Date, language: string, zone?: string): string {
  const base = typeof value === 'string' ? DateTime.fromISO(value) : DateTime.fromJSDate(value);
  const dt = (zone ? base.setZone(zone) : base.toLocal()).setLocale(language === 'el' ? 'el-GR' : 'en-US');
  let abbreviation = dt.toFormat('ZZZZ');
  if (abbreviation.length > 6) abbreviation = dt.setLocale('en-US').toFormat('ZZZZ');
  return `${dt.toFormat('dd/MM/yyyy HH:mm')} ${abbreviation}`;
}

/** The zone's short name as the cards show it (EET, GMT+3, ...). */
export function zoneLabel(zone: string | undefined, language: string) {
  const dt = DateTime.now()
    .setZone(zone ?? 'local')
    .setLocale(language === 'el' ? 'el-GR' : 'en-US');
  return `${dt.zoneName} (${formatDateTime(dt.toISO()!, language, zone).split(' ').slice(2).join(' ')})`;
}

export function formatDate(value: string | Date, language: string): string {
  const dt = typeof value === 'string' ? DateTime.fromISO(value) : DateTime.fromJSDate(value);
  return dt.setLocale(language === 'el' ? 'el-GR' : 'en-US').toFormat('dd/MM/yyyy');
}

/** The browser's IANA zone (sent with the Setup form). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** HH:MM on today's date in `zone` → UTC HH:MM (Setup sends the clinic's chosen zone's time this way). */
export function zonedTimeToUtc(time: string, zone: string): string {
  const [hour, minute] = time.split(':').map(Number);
  return DateTime.now().setZone(zone).set({ hour, minute, second: 0, millisecond: 0 }).toUTC().toFormat('HH:mm');
}

/** Every IANA time zone the browser knows (Setup's time-zone field), with `current` among them. */
export function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

/** UTC HH:MM today → local HH:MM (prefill). */
export function utcTimeToLocal(time: string): string {
  const [hour, minute] = time.split(':').map(Number);
  return DateTime.utc().set({ hour, minute, second: 0, millisecond: 0 }).toLocal().toFormat('HH:mm');
}
