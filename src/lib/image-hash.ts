import sharp from 'sharp';

/**
 * Perceptual hashing: a 64-bit difference hash (dHash). The picture is shrunk to 9x8 grey pixels
 * and each bit says whether a pixel is brighter than its right-hand neighbour, so the hash follows
 * where light and dark masses sit, not the bytes: re-encoding, resizing, a small crop or a caption
 * change a few bits, another picture about half of them.
 */
export async function differenceHash(data: Buffer): Promise<string> {
  const pixels = await sharp(data, { failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(9, 8, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  let hex = '';
  for (let y = 0; y < 8; y++) {
    let byte = 0;
    for (let x = 0; x < 8; x++) byte = (byte << 1) | (pixels[y * 9 + x] > pixels[y * 9 + x + 1] ? 1 : 0);
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

/** How many of the 64 bits differ between two hashes of differenceHash. */
export function hashDistance(a: string, b: string): number {
  let bits = 0;
  for (let i = 0; i < 16; i += 8) {
    let x = (parseInt(a.slice(i, i + 8), 16) ^ parseInt(b.slice(i, i + 8), 16)) >>> 0;
    while (x) {
      x &= x - 1;
      bits++;
    }
  }
  return bits;
}

/**
 * The largest distance at which two pictures count as the same. Measured (image-hash.test.ts) on
 * photos-like and drawn images: re-encoding at JPEG quality 40, halving, a 3 % crop, +15 %
 * brightness or a caption moved at most 6 bits; distinct pictures of the demo library are at
 * least 14 apart, two product cards of the same layout in other colours as little as 1.
 */
export const NEAR_DUPLICATE_DISTANCE = 10;

export function nearDuplicates(a: string, b: string): boolean {
  return hashDistance(a, b) <= NEAR_DUPLICATE_DISTANCE;
}
