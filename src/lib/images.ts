import sharp, { type Metadata } from 'sharp';
import { invalid } from './errors.js';

/** Formats we accept from users (decided from the bytes, never from the name or declared type). */
export const ACCEPTED_IMAGE_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface NormalizedImage {
  data: Buffer;
  extension: 'jpg' | 'png';
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/**
 * Checks that `input` really is an image (by decoding it), then re-encodes it: orientation applied
 * and all metadata (EXIF, GPS, ICC) dropped, dimensions bounded to `maxDimension`. Images with
 * transparency stay PNG, everything else becomes JPEG. Throws `invalid` with a clear message.
 */
export async function normalizeImage(input: Buffer, options: { maxDimension?: number; maxPixels?: number } = {}): Promise<NormalizedImage> {
  const maxDimension = options.maxDimension ?? 2048;
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: options.maxPixels ?? 50_000_000 }).metadata();
  } catch {
    throw invalid('http.notAnImage', undefined, { field: 'image' });
  }
  if (!metadata.format || !ACCEPTED_IMAGE_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw invalid('http.notAnImage', undefined, { field: 'image' });
  }
  try {
    const pipeline = sharp(input, { limitInputPixels: options.maxPixels ?? 50_000_000, animated: false })
      .rotate()
      .resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true });
    const keepAlpha = metadata.hasAlpha === true;
    const { data, info } = keepAlpha
      ? await pipeline.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true })
      : await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return keepAlpha
      ? { data, extension: 'png', contentType: 'image/png', width: info.width, height: info.height }
      : { data, extension: 'jpg', contentType: 'image/jpeg', width: info.width, height: info.height };
  } catch {
    throw invalid('http.imageUnreadable', undefined, { field: 'image' });
  }
}
