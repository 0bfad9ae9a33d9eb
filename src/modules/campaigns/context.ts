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

/** dd/MM/yyyy HH:mm in the account's zone (business-portal.md §9), for messages. */
export const formatLocal = (instant: Date, zone: string | null) => DateTime.fromJSDate(instant, { zone: zone || 'UTC' }).toFormat('dd/MM/yyyy HH:mm');
export const formatDay = (instant: Date, zone: string | null) => DateTime.fromJSDate(instant, { zone: zone || 'UTC' }).toFormat('dd/MM/yyyy');
