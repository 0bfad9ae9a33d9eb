import sharp from 'sharp';
import { invalid } from '../../lib/errors.js';
import { STORY_HEIGHT, STORY_WIDTH } from './story-limits.js';

/** Images wider than this (after cover-scaling) are centre-cropped, so a panorama never races past. */
export const MAX_PAN_WIDTH = 4 * STORY_WIDTH;
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
 * the extra 10%). Throws `invalid` on anything sharp cannot read.
 */
export async function prepareImage(image: Buffer): Promise<PreparedImage> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    const meta = await sharp(image, { limitInputPixels: 50_000_000 }).metadata();
    width = meta.autoOrient?.width ?? meta.width;
    height = meta.autoOrient?.height ?? meta.height;
  } catch {
    throw invalid('The file is not an image', 'image');
  }
  if (!width || !height) throw invalid('The file is not an image', 'image');

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
    const { data, info } = await sharp(image, { limitInputPixels: 50_000_000, animated: false })
      .rotate()
      .resize(target.width, target.height, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`expected RGB, got ${info.channels} channels`);
    return { rgb: data, width: info.width, height: info.height, motion };
  } catch {
    throw invalid('The image could not be read', 'image');
  }
}
