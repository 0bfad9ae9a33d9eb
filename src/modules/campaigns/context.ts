import crypto from 'node:crypto';
import { DateTime } from 'luxon';

/** How "the same text" is recognised: case, spacing and punctuation do not make a text new. */
export function contentHash(text: string): string {
  const normal = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}]+/gu, ' ')
    .trim();
  return crypto.createHash('sha256').update(normal).digest('hex');
}

/**
 * dd/MM/yyyy HH:mm in the account's zone (business-portal.md §9), for messages, with the zone's offset as the
 * portal shows it ("30/11/2026 10:00 GMT+2"; "UTC" for an account without a zone), so an e-mail read elsewhere
 * is not an hour out.
 */
export const formatLocal = (instant: Date, zone: string | null) =>
  DateTime.fromJSDate(instant, { zone: zone || 'UTC' })
    .setLocale('en-US')
    .toFormat('dd/MM/yyyy HH:mm ZZZZ');
export const formatDay = (instant: Date, zone: string | null) => DateTime.fromJSDate(instant, { zone: zone || 'UTC' }).toFormat('dd/MM/yyyy');

/** "1 compliance finding", "3 compliance findings": a count for the audit log's summaries (English, as the log is). */
export const findingsCount = (n: number) => `${n} compliance ${n === 1 ? 'finding' : 'findings'}`;
