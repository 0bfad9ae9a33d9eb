import sharp from 'sharp';
import type { Deps } from '../../lib/deps.js';
import { differenceHash, nearDuplicates } from '../../lib/image-hash.js';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, type DemoProduct } from './demo-data.js';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small deterministic random sequence (mulberry32): the same name and variant draw the same card. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A 1080x1350 (Instagram 4:5) product card drawn locally: no network, no stock photos. Where the
 * orb, the bubbles and the light fall follows the name, the variant and `attempt` (a redraw), so
 * two cards are different pictures, not one picture in two colours: images of one layout were
 * near-duplicates to a perceptual hash (and to the eye) and every ranked list showed them twice.
 */
export async function renderDemoImage(product: Pick<DemoProduct, 'name' | 'category' | 'palette'>, variant = 0, attempt = 0): Promise<Buffer> {
  const [light, dark] = product.palette;
  const words = product.name.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last && (last + ' ' + word).length <= 18) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  let hash = 2166136261;
  for (const c of product.name) hash = Math.imul(hash ^ c.codePointAt(0)!, 16777619);
  const random = seeded(hash ^ Math.imul(variant + 1, 0x9e3779b9) ^ Math.imul(attempt, 0x85ebca6b));
  const between = (min: number, max: number) => Math.round(min + random() * (max - min));
  const [x1, y1, x2, y2] = [
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 1, 1, 0],
    [1, 1, 0, 0],
  ][between(0, 3)];
  // Odd variants are night versions (dark ground, light text): light and dark fall the other way round.
  const night = variant % 2 === 1;
  const [ground, fade, ink] = night ? [dark, '#1d1d22', '#ffffff'] : [light, '#ffffff', dark];
  // The variants of one name put the orb in different thirds, whatever the rest.
  const third = ((hash >>> 0) + variant + attempt) % 3;
  const r = between(190, 290);
  const orb = { cx: between(250 + third * 270, 290 + third * 270), cy: between(r + 40, 880 - r), r };
  const bubbles = Array.from({ length: between(3, 5) }, () => ({
    cx: between(60, 1020),
    cy: between(60, 860),
    r: between(40, 170),
    opacity: (between(10, 35) / 100).toFixed(2),
    fill: random() < 0.5 ? ink : fade,
  }));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1350" viewBox="0 0 1080 1350">
    <defs>
      <linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${ground}"/><stop offset="1" stop-color="${fade}"/></linearGradient>
      <radialGradient id="orb" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="1" stop-color="${dark}" stop-opacity="0.85"/></radialGradient>
    </defs>
    <rect width="1080" height="1350" fill="url(#bg)"/>
    ${bubbles.map((b) => `<circle cx="${b.cx}" cy="${b.cy}" r="${b.r}" fill="${b.fill}" opacity="${b.opacity}"/>`).join('')}
    <circle cx="${orb.cx}" cy="${orb.cy}" r="${orb.r}" fill="url(#orb)"/>
    <rect x="120" y="930" width="840" height="4" fill="${ink}" opacity="0.4"/>
    ${lines.map((line, i) => `<text x="540" y="${1020 + i * 78}" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="${ink}" text-anchor="middle">${escapeXml(line)}</text>`).join('')}
    <text x="540" y="${1040 + lines.length * 78}" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="${night ? '#dddddd' : '#444'}" text-anchor="middle">${escapeXml(product.category)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** True while the catalogue holds no product at all. */
export async function catalogIsEmpty(deps: Deps): Promise<boolean> {
  return !(await deps.db('products').first('id'));
}

/**
 * Seeds the demo categories and products (with locally drawn images and example posts) once:
 * nothing is written when any product already exists. Answers how many products it created.
 */
export async function seedDemoCatalog(deps: Deps): Promise<number> {
  const { db, storage } = deps;
  const any = await db('products').first('id');
  if (any) return 0;
  // Images first (outside the transaction): files without rows are harmless, rows without files are not.
  const drawn = await drawDistinctDemoImages(DEMO_PRODUCTS);
  const images = await Promise.all(drawn.map((pictures) => Promise.all(pictures.map((picture) => storage.put('products', picture, 'jpg')))));
  await db.transaction(async (trx) => {
    await trx('product_categories').insert(DEMO_CATEGORIES).onConflict('name').ignore();
    const categories: { id: number; name: string }[] = await trx('product_categories').select('id', 'name');
    const categoryId = new Map(categories.map((c) => [c.name, c.id]));
    for (const [index, p] of DEMO_PRODUCTS.entries()) {
      const main = images[index][0];
      const [row] = await trx('products')
        .insert({
          name: p.name,
          description: p.description,
          nameEl: p.nameEl,
          descriptionEl: p.descriptionEl,
          categoryId: categoryId.get(p.category),
          imagePath: main,
          status: 'active',
        })
        .returning(['id']);
      await trx('product_images').insert(images[index].map((imagePath, sortOrder) => ({ productId: row.id, imagePath, sortOrder })));
      await trx('example_posts').insert(p.examplePosts.map((e) => ({ productId: row.id, content: e.content, platform: e.platform })));
    }
  });
  return DEMO_PRODUCTS.length;
}

const DEMO_IMAGES_PER_PRODUCT = 2;
const REDRAWS = 12;

/**
 * The demo library's pictures, de-duplicated as they are made: each product's images are drawn
 * again (another layout) while a perceptual hash finds them near one already in the library, and
 * an extra image that stays a near-duplicate is left out. A product always keeps a first image.
 */
async function drawDistinctDemoImages(products: Pick<DemoProduct, 'name' | 'category' | 'palette'>[]): Promise<Buffer[][]> {
  // First drawings in parallel (sharp's threads); redraws, rare, one by one against what is kept.
  const first = await Promise.all(
    products.map((p) => Promise.all(Array.from({ length: DEMO_IMAGES_PER_PRODUCT }, (_, variant) => renderDemoImage(p, variant)))),
  );
  const kept: string[] = [];
  const library: Buffer[][] = [];
  for (const [index, product] of products.entries()) {
    const pictures: Buffer[] = [];
    for (let variant = 0; variant < DEMO_IMAGES_PER_PRODUCT; variant++) {
      let picture = first[index][variant];
      let hash = await differenceHash(picture);
      for (let attempt = 1; attempt <= REDRAWS && kept.some((k) => nearDuplicates(k, hash)); attempt++) {
        picture = await renderDemoImage(product, variant, attempt);
        hash = await differenceHash(picture);
      }
      if (variant > 0 && kept.some((k) => nearDuplicates(k, hash))) continue;
      kept.push(hash);
      pictures.push(picture);
    }
    library.push(pictures);
  }
  return library;
}
