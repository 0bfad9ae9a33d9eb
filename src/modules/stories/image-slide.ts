import sharp, { type Metadata } from 'sharp';
import { invalid } from '../../lib/errors.js';
import './messages.js';
import { ACCEPTED_IMAGE_FORMATS } from '../../lib/images.js';
import { STORY_HEIGHT, STORY_WIDTH } from './story-limits.js';

/** The most pixels a story image may have (decoded, it is width x height x 3 bytes). */
const STORY_IMAGE_MAX_PIXELS = 50_000_000;

/**
 * Text (XML, HTML) or gzip (SVGZ) where an image should be: never handed to a parser. librsvg
 * rasterises an SVG on the CPU, and a small file can ask for seconds of work (16.9 s in issue 16).
 */
function markupOrCompressed(image: Buffer): 'svg' | 'other' | undefined {
  if (image[0] === 0x1f && image[1] === 0x8b) return 'other';
  const head = image
    .subarray(0, 64 * 1024)
    .toString('latin1')
    .replace(/^\xEF\xBB\xBF/, '')
    .trimStart();
  if (!head.startsWith('<')) return undefined;
  return /<svg[\s>/]/i.test(head) ? 'svg' : 'other';
}

/**
 * Checks, from its bytes and header only (no pixel is decoded: cheap enough for the web request),
 * that a story image is a raster image we accept (the product images' formats). SVG is refused
 * with its own message; anything else that is no such image is 'The file is not an image'.
 * `image` is the file's bytes, or at least its first 64 KiB when `source` names the file on disk.
 */
export async function inspectStoryImage(image: Buffer, source: Buffer | string = image): Promise<{ format: string; width: number; height: number }> {
  const markup = markupOrCompressed(image);
  if (markup === 'svg') throw invalid('stories.svgRefused', undefined, { field: 'image' });
  if (markup) throw invalid('http.notAnImage', undefined, { field: 'image' });
  let meta: Metadata;
  try {
    meta = await sharp(source, { limitInputPixels: STORY_IMAGE_MAX_PIXELS }).metadata();
  } catch {
    throw invalid('http.notAnImage', undefined, { field: 'image' });
  }
  if (meta.format === 'svg') throw invalid('stories.svgRefused', undefined, { field: 'image' });
  if (!meta.format || !ACCEPTED_IMAGE_FORMATS.has(meta.format) || !meta.width || !meta.height) throw invalid('http.notAnImage', undefined, { field: 'image' });
  if (meta.width * meta.height > STORY_IMAGE_MAX_PIXELS) throw invalid('stories.imageTooBig', undefined, { field: 'image' });
  return { format: meta.format, width: meta.width, height: meta.height };
}

/** Images wider than this (after cover-scaling) are centre-cropped, so a panorama never races past. */
const MAX_PAN_WIDTH = 4 * STORY_WIDTH;
/** A tall image is scaled this much past the frame, leaving room to drift. */
const DRIFT_MARGIN = 1.1;

export interface PreparedImage {
  /** Raw RGB, width x height x 3 bytes, decoded once; ffmpeg only crops windows out of it. */
  rgb: Buffer;
  width: number;
  height: number;
  /** 'pan': wider than the frame, moves left to right; 'drift': fills the frame and moves gently. */
  motion: 'pan' | 'drift';
}

/**
 * Decodes the user's image once (orientation applied, colour converted to sRGB, transparency on
 * white) and scales it to exactly the canvas its motion needs: a wide image to the frame's height
 * (the pan crosses its whole width), anything else to 110% of the cover size (it drifts across
 * the extra 10%). Throws `invalid` on anything sharp cannot read, and on SVG (never rasterised).
 */
export async function prepareImage(image: Buffer): Promise<PreparedImage> {
  await inspectStoryImage(image);
  let width: number | undefined;
  let height: number | undefined;
  try {
    const meta = await sharp(image, { limitInputPixels: STORY_IMAGE_MAX_PIXELS }).metadata();
    width = meta.autoOrient?.width ?? meta.width;
    height = meta.autoOrient?.height ?? meta.height;
  } catch {
    throw invalid('http.notAnImage', undefined, { field: 'image' });
  }
  if (!width || !height) throw invalid('http.notAnImage', undefined, { field: 'image' });

  const frameAspect = STORY_WIDTH / STORY_HEIGHT;
  // Only a clearly wider image pans; one close to 9:16 drifts rather than crawling a few pixels.
  const motion: PreparedImage['motion'] = width / height > frameAspect * DRIFT_MARGIN ? 'pan' : 'drift';
  let target: { width: number; height: number };
  if (motion === 'pan') {
    const scaledWidth = Math.round((width * STORY_HEIGHT) / height);
    target = { width: Math.min(MAX_PAN_WIDTH, scaledWidth + (scaledWidth % 2)), height: STORY_HEIGHT };
  } else {
    // Even sizes: the video's 4:2:0 chroma works on 2x2 blocks.
    const even = (n: number) => 2 * Math.round(n / 2);
    target = { width: even(STORY_WIDTH * DRIFT_MARGIN), height: even(STORY_HEIGHT * DRIFT_MARGIN) };
  }
  try {
    const { data, info } = await sharp(image, { limitInputPixels: STORY_IMAGE_MAX_PIXELS, animated: false })
      .rotate()
      .resize(target.width, target.height, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`expected RGB, got ${info.channels} channels`);
    return { rgb: data, width: info.width, height: info.height, motion };
  } catch {
    throw invalid('http.imageUnreadable', undefined, { field: 'image' });
  }
}
