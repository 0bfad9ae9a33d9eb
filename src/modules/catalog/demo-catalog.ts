import sharp from 'sharp';
import type { Db } from '../../lib/db.js';
import type { Storage } from '../../lib/storage.js';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, type DemoProduct } from './demo-data.js';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 1080x1350 (Instagram 4:5) product card drawn locally: no network, no stock photos. */
export async function renderDemoImage(product: Pick<DemoProduct, 'name' | 'category' | 'palette'>, variant = 0): Promise<Buffer> {
  const [light, dark] = product.palette;
  const words = product.name.split(' ');
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last && (last + ' ' + word).length <= 18) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const cx = 540 + (variant % 3) * 60 - 60;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1350" viewBox="0 0 1080 1350">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="#ffffff"/></linearGradient>
      <radialGradient id="orb" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="1" stop-color="${dark}" stop-opacity="0.85"/></radialGradient>
    </defs>
    <rect width="1080" height="1350" fill="url(#bg)"/>
    <circle cx="${cx}" cy="520" r="300" fill="url(#orb)"/>
    <circle cx="${cx + 230}" cy="300" r="70" fill="${dark}" opacity="0.18"/>
    <circle cx="${cx - 260}" cy="760" r="110" fill="${dark}" opacity="0.12"/>
    <rect x="120" y="930" width="840" height="4" fill="${dark}" opacity="0.4"/>
    ${lines.map((line, i) => `<text x="540" y="${1020 + i * 78}" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="${dark}" text-anchor="middle">${escapeXml(line)}</text>`).join('')}
    <text x="540" y="${1040 + lines.length * 78}" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#444" text-anchor="middle">${escapeXml(product.category)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** True while the catalogue holds no product at all. */
export async function catalogIsEmpty(options: { db: Db }): Promise<boolean> {
  return !(await options.db('products').first('id'));
}

/**
 * Seeds the demo categories and products (with locally drawn images and example posts) once:
 * nothing is written when any product already exists. Answers how many products it created.
 */
export async function seedDemoCatalog(options: { db: Db; storage: Storage }): Promise<number> {
  const { db, storage } = options;
  const any = await db('products').first('id');
  if (any) return 0;
  // Images first (outside the transaction): files without rows are harmless, rows without files are not.
  const images = await Promise.all(
    DEMO_PRODUCTS.map(async (p) => [
      await storage.put('products', await renderDemoImage(p, 0), 'jpg'),
      await storage.put('products', await renderDemoImage(p, 1), 'jpg'),
    ]),
  );
  await db.transaction(async (trx) => {
    await trx('product_categories').insert(DEMO_CATEGORIES).onConflict('name').ignore();
    const categories: { id: number; name: string }[] = await trx('product_categories').select('id', 'name');
    const categoryId = new Map(categories.map((c) => [c.name, c.id]));
    for (const [index, p] of DEMO_PRODUCTS.entries()) {
      const [main, extra] = images[index];
      const [row] = await trx('products')
        .insert({ name: p.name, description: p.description, categoryId: categoryId.get(p.category), imagePath: main, status: 'active' })
        .returning(['id']);
      await trx('product_images').insert([
        { productId: row.id, imagePath: main, sortOrder: 0 },
        { productId: row.id, imagePath: extra, sortOrder: 1 },
      ]);
      await trx('example_posts').insert(p.examplePosts.map((e) => ({ productId: row.id, content: e.content, platform: e.platform })));
    }
  });
  return DEMO_PRODUCTS.length;
}
