import * as v from 'valibot';
import { msg } from '../../lib/messages.js';
import './messages.js';

/**
 * `confirmCompliance`: true once the user has seen the compliance findings (a prescription-only
 * medicine) and saves anyway. Multipart forms send it as "true". Only valibot here: the web form
 * shares the product schemas.
 */
export const ConfirmComplianceSchema = v.optional(
  v.pipe(
    v.union([v.boolean(), v.picklist(['true', 'false', '1', '0', ''])], msg('catalog.confirmCompliance')),
    v.transform((x) => x === true || x === 'true' || x === '1'),
  ),
  false,
);
