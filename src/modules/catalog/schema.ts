import * as v from 'valibot';
import { msg } from '../../lib/messages.js';
import './messages.js';

/**
 * The pieces of catalog's use-case inputs that are not a form's fields: who a call is for (the
 * account, the viewer, ids from the path) and what a shell hands over (an uploaded file). The
 * shells vouch for them; each use case still checks them at its door.
 */

/** The largest id a row can have (PostgreSQL integer): a larger one names nothing. */
const ID_MAX = 2_147_483_647;

const rowId = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(ID_MAX, message));

/** The business account a call acts for: the session's, never one a request body names. */
export const AccountIdSchema = rowId(msg('catalog.accountRequired'));
export const ProductIdSchema = rowId(msg('catalog.productNotFound'));
export const ImageIdSchema = rowId(msg('catalog.imageNotFound'));

/** Who is reading the catalogue (any accounts Actor fits): a business sees active products only, an admin all. */
export const ViewerSchema = v.object({ kind: v.picklist(['admin', 'business'], msg('catalog.viewerRequired')) }, msg('catalog.viewerRequired'));

/** An uploaded image file's bytes (the HTTP shell reads the multipart part). */
export const ImageBytesSchema = v.instance(Buffer, msg('http.chooseImage'));
/** The same, where a file is required: a request without one is told to choose it. */
export const RequiredImageBytesSchema = v.pipe(
  v.unknown(),
  v.check((x) => Buffer.isBuffer(x), msg('http.chooseImage')),
  v.transform((x) => x as Buffer),
);

/** A function a caller hands over (a way to read images, the platform admins' addresses). */
export const callback = <F extends (...args: never[]) => unknown>() => v.custom<F>((x) => typeof x === 'function', msg('http.valueInvalid'));
