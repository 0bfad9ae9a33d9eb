import sharp, { type Metadata } from 'sharp';
import { invalid } from '../../lib/errors.js';
import { signPath } from '../../lib/signed-url.js';
import type { Deps } from '../../lib/deps.js';
import { feedRatio } from './feed-limits.js';
import './messages.js';

/** Where prepared media live in storage; /uploads/media/* is served only with a valid signature. */
export const MEDIA_FOLDER = 'media';
const MAX_BYTES = 8 * 1024 * 1024;

/**
 * An image made acceptable to both Facebook and Instagram feed publishing (graph-api.md): JPEG,
 * sRGB, aspect ratio between 4:5 and 1.91:1 (cropped around the most interesting part), width
 * 320 to 1440 px, at most 8 MB. Orientation is applied and metadata dropped.
 */
export async function prepareFeedImage(input: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: 80_000_000 }).metadata();
  } catch {
    throw invalid('publishing.imageNotReadable');
  }
  if (!meta.width || !meta.height) throw invalid('publishing.imageNotReadable');
  const rotated = (meta.orientation ?? 1) >= 5;
  const w = rotated ? meta.height : meta.width;
  const h = rotated ? meta.width : meta.height;
  const ratio = feedRatio(w, h);
  // Crop box in the source at the allowed ratio, then scale to a width within 320..1440.
  const cropW = ratio >= w / h ? w : Math.round(h * ratio);
  const cropH = ratio >= w / h ? Math.round(w / ratio) : h;
  const width = Math.min(1440, Math.max(320, cropW));
  const height = Math.round(width / ratio);
  for (const quality of [88, 80, 70, 60]) {
    const data = await sharp(input, { limitInputPixels: 80_000_000 })
      .rotate()
      .resize({ width: cropW, height: cropH, fit: 'cover', position: sharp.strategy.attention })
      .resize({ width, height, fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
      .toBuffer();
    if (data.length <= MAX_BYTES) return { data, width, height };
  }
  throw invalid('publishing.imageTooLarge');
}

/** How long Meta may take to download prepared media (a container is made well within it). */
const MEDIA_URL_SECONDS = 24 * 3600;

/**
 * A URL Meta can download the media from for a day: the store's presigned GET when the files are
 * in an S3-compatible store (Meta downloads from the store, not through a web process), else a
 * signed URL under PUBLIC_URL that the web process serves (signed-url.ts).
 */
export async function publicMediaUrl(deps: Pick<Deps, 'config' | 'site' | 'storage'>, mediaPath: string, now: Date): Promise<string> {
  const presigned = await deps.storage.presignedUrl(mediaPath, MEDIA_URL_SECONDS);
  if (presigned) return presigned;
  return `${deps.site.publicUrl}${signPath(deps.config.sessionSecret, mediaPath, new Date(now.getTime() + MEDIA_URL_SECONDS * 1000))}`;
}
