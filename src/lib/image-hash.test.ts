import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { differenceHash, hashDistance, nearDuplicates, NEAR_DUPLICATE_DISTANCE } from './image-hash.js';

// A photo-like picture (soft masses, texture, a caption) and a drawn product card, the two kinds
// the library holds.
const svg = (body: string, width = 1080, height = 1350) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);
const photo = await sharp(
  svg(
    '<defs><radialGradient id="g" cx="0.35" cy="0.4" r="0.8"><stop offset="0" stop-color="#f6d5c8"/><stop offset="1" stop-color="#6b4a3f"/></radialGradient></defs>' +
      '<rect width="1080" height="1350" fill="url(#g)"/><ellipse cx="620" cy="700" rx="260" ry="380" fill="#e9c1b0"/>' +
      '<rect x="120" y="1100" width="500" height="120" fill="#2d2320"/>' +
      Array.from(
        { length: 40 },
        (_, i) =>
          `<circle cx="${(i * 211) % 1080}" cy="${(i * 137) % 1350}" r="${8 + (i % 5) * 4}" fill="#${(i * 99991).toString(16).slice(-6).padStart(6, '8')}" opacity="0.5"/>`,
      ).join(''),
  ),
)
  .jpeg({ quality: 92 })
  .toBuffer();
const card = (background: string, ink: string, layout: number) =>
  sharp(
    svg(
      `<rect width="1080" height="1350" fill="${background}"/>` +
        (layout === 0
          ? `<rect x="340" y="220" width="400" height="700" rx="60" fill="${ink}"/><rect x="160" y="1060" width="760" height="90" fill="${ink}"/>`
          : `<circle cx="300" cy="400" r="220" fill="${ink}"/><rect x="560" y="700" width="420" height="520" fill="${ink}"/>`),
    ),
  )
    .png()
    .toBuffer();

const distance = async (a: Buffer, b: Buffer) => hashDistance(await differenceHash(a), await differenceHash(b));

describe('differenceHash', () => {
  test('is 64 bits as 16 hex digits, the same for the same picture', async () => {
    const hash = await differenceHash(photo);
    assert.match(hash, /^[0-9a-f]{16}$/);
    assert.equal(await differenceHash(photo), hash);
    assert.equal(hashDistance(hash, hash), 0);
    assert.equal(hashDistance('0000000000000000', 'ffffffffffffffff'), 64);
  });

  test('re-encoded, resized, cropped, brightened or re-captioned copies are near', async () => {
    const meta = await sharp(photo).metadata();
    const copies = {
      'JPEG quality 40': await sharp(photo).jpeg({ quality: 40 }).toBuffer(),
      'half size PNG': await sharp(photo).resize(540, 675).png().toBuffer(),
      'WebP at a third': await sharp(photo).resize(360).webp({ quality: 60 }).toBuffer(),
      '3 % cropped': await sharp(photo)
        .extract({ left: 16, top: 20, width: meta.width - 32, height: meta.height - 40 })
        .toBuffer(),
      '+15 % brightness': await sharp(photo).modulate({ brightness: 1.15 }).toBuffer(),
      'another caption': await sharp(photo)
        .composite([{ input: svg('<rect width="500" height="120" fill="#f0f0f0"/>', 500, 120), left: 120, top: 1100 }])
        .jpeg()
        .toBuffer(),
    };
    for (const [what, copy] of Object.entries(copies)) {
      const d = await distance(photo, copy);
      assert.ok(d <= NEAR_DUPLICATE_DISTANCE, `${what}: ${d} bits apart`);
      assert.ok(nearDuplicates(await differenceHash(photo), await differenceHash(copy)));
    }
  });

  test('different pictures are far apart, a card in other colours included', async () => {
    const cards = [await card('#fdf1ec', '#8a3b52', 0), await card('#eef4fb', '#1f4e79', 1)];
    assert.ok((await distance(cards[0], cards[1])) > NEAR_DUPLICATE_DISTANCE);
    for (const c of cards) assert.ok((await distance(photo, c)) > NEAR_DUPLICATE_DISTANCE);
    // Colour is not what the hash sees: the same layout in other colours with the same light and
    // dark order is the same picture to it (the demo catalogue therefore varies the layout).
    assert.ok((await distance(cards[0], await card('#f3fbef', '#2e6b3a', 0))) <= NEAR_DUPLICATE_DISTANCE);
  });

  test('an unreadable file is an error, not a hash', async () => {
    await assert.rejects(differenceHash(Buffer.from('not an image')));
  });
});
