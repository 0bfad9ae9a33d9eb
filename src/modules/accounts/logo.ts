import sharp from 'sharp';
import * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { invalid } from '../../lib/errors.js';
import { normalizeImage } from '../../lib/images.js';
import { msg } from '../../lib/messages.js';
import { safeFetch } from '../../lib/safe-fetch.js';
import { parseUploadPath } from '../../lib/storage.js';
import { parse } from '../../lib/validate.js';
import './messages.js';
import { AccountIdSchema } from './schema.js';

/** Where uploaded logos are kept in the storage. */
const LOGO_FOLDER = 'logos';
const LOGO_MAX_BYTES = 5 * 1024 * 1024;

const UploadLogoInput = v.object({
  accountId: AccountIdSchema,
  image: v.pipe(
    v.unknown(),
    v.check((x) => Buffer.isBuffer(x), msg('http.chooseImage')),
    v.transform((x) => x as Buffer),
  ),
});

/**
 * Stores a logo a clinic uploads in Setup (issue 24), with the checks of product images: decoded
 * from its bytes (an SVG or a non-image is refused), re-encoded, metadata dropped, at most 1024 px.
 * Answers its address for the Setup form, which keeps it when saved.
 */
export async function uploadLogo(deps: Deps, input: v.InferInput<typeof UploadLogoInput>): Promise<{ logoUrl: string }> {
  const { image } = parse(UploadLogoInput, input);
  const logo = await normalizeImage(image, { maxDimension: 1024 });
  return { logoUrl: await deps.storage.put(LOGO_FOLDER, logo.data, logo.extension) };
}

/**
 * The logo's bytes: an uploaded one from the storage, a web address through the SSRF-safe fetch;
 * undefined when it cannot be read or is not an image.
 */
export async function readLogo(deps: Pick<Deps, 'storage'>, logoUrl: string): Promise<Buffer | undefined> {
  const uploaded = parseUploadPath(logoUrl);
  const data = uploaded
    ? uploaded.folder === LOGO_FOLDER
      ? await deps.storage.read(logoUrl)
      : undefined
    : await safeFetch(logoUrl, { maxBytes: LOGO_MAX_BYTES, timeoutMs: 5000 }).then(
        (r) => r.buffer,
        () => undefined,
      );
  if (!data) return undefined;
  const format = await sharp(data)
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined);
  return format && format !== 'svg' ? data : undefined;
}

/** A logo address that does not load as an image is refused when Setup saves it, with the field named. */
export async function assertLogoLoads(deps: Pick<Deps, 'storage'>, logoUrl: string): Promise<void> {
  if (!(await readLogo(deps, logoUrl))) throw invalid('accounts.logoUnreachable', undefined, { field: 'logoUrl' });
}
