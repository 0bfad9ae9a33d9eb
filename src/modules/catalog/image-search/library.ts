import type { Db } from '../../../lib/db.js';
import { DEMO_VARIANTS, demoImageUrl } from './demo-images.js';
import { matchShare, relevanceOf, words } from './match.js';
import { SEARCH_TEXTS } from './texts.js';
import type { ImageSearchImage, ImageSearchResult } from './types.js';
import { localImageHash, withoutNearDuplicates } from './distinct.js';
import type { Storage } from '../../../lib/storage.js';
import type { Language } from '../../ai/index.js';
import { imageOfferedTo, productOfferedTo, type ImageChooser } from '../usable-images.js';

const MAX_IMAGES = 20;

interface Row {
  productId: number;
  name: string;
  description: string;
  category: string | null;
  productImage: string | null;
  imageId: number | null;
  imagePath: string | null;
  originalUrl: string | null;
  sortOrder: number | null;
}

/**
 * The offline image search: images of library products whose name, category or description share
 * words with the product name (best matches first), topped up with demo cards drawn for the name.
 * Its note and labels are in `language`. Only images the chooser may copy are offered: a clinic
 * never sees another clinic's drafts or uploads (`usable-images.ts`, which the save checks again).
 */
export async function searchLibraryImages(options: {
  db: Db;
  productName: string;
  description?: string;
  language?: Language;
  storage?: Storage;
  /** Whose search this is: a business account, or the platform (null, the default). */
  chooser?: ImageChooser;
}): Promise<ImageSearchResult> {
  const { db, productName } = options;
  const chooser = options.chooser ?? null;
  const texts = SEARCH_TEXTS[options.language ?? 'en'];
  const terms = [...new Set(words(productName))].slice(0, 8);
  let rows: Row[] = [];
  if (terms.length) {
    rows = await db('products as p')
      .leftJoin('product_images as i', (join) => {
        join.on('i.product_id', 'p.id');
        imageOfferedTo(join, chooser);
      })
      .leftJoin('product_categories as c', 'c.id', 'p.category_id')
      .where((q) => productOfferedTo(q, chooser))
      .where((q) => {
        for (const term of terms) {
          q.orWhereILike('p.name', `%${term}%`).orWhereILike('c.name', `%${term}%`).orWhereILike('p.description', `%${term}%`);
        }
      })
      .select(
        'p.id as productId',
        'p.name',
        'p.description',
        'c.name as category',
        'p.image_path as productImage',
        'i.id as imageId',
        'i.image_path',
        'i.original_url',
        'i.sort_order',
      )
      .orderBy([{ column: 'p.id' }, { column: 'i.sort_order' }])
      .limit(400);
  }
  const byProduct = new Map<number, { share: number; rows: Row[] }>();
  for (const row of rows) {
    const entry = byProduct.get(row.productId) ?? {
      // The name counts fully, the category and description half.
      share: Math.max(matchShare(productName, row.name), matchShare(productName, `${row.category ?? ''} ${row.description}`) / 2),
      rows: [],
    };
    entry.rows.push(row);
    byProduct.set(row.productId, entry);
  }
  const products = [...byProduct.values()].filter((p) => p.share > 0).sort((a, b) => b.share - a.share || a.rows[0].productId - b.rows[0].productId);
  const images: ImageSearchImage[] = [];
  const seen = new Set<string>();
  for (const product of products) {
    const first = product.rows[0];
    const paths: { id: string; path: string; originalUrl: string | null }[] = [];
    for (const r of product.rows) if (r.imagePath) paths.push({ id: `library-${r.imageId}`, path: r.imagePath, originalUrl: r.originalUrl });
    if (first.productImage) paths.push({ id: `product-${first.productId}`, path: first.productImage, originalUrl: null });
    for (const p of paths) {
      if (seen.has(p.path) || images.length >= MAX_IMAGES) continue;
      seen.add(p.path);
      images.push({
        id: p.id,
        url: p.path,
        description: `${first.name}${first.category ? ` (${first.category})` : ''}`,
        quality: 'professional',
        relevance: relevanceOf(product.share),
        source: texts.librarySource,
        originalUrl: p.originalUrl ?? p.path,
      });
    }
  }
  // One picture once (its perceptual hash, with `storage`): the library can hold a photo twice
  // (two products, a second upload), and the demo cards drawn below can look like one of it.
  const distinct = async (list: ImageSearchImage[]) => (await withoutNearDuplicates(list, (image) => localImageHash(image.url, options.storage))).kept;
  images.splice(0, images.length, ...(await distinct(images)));
  const found = images.length;
  let note = found ? texts.libraryFound(found) : texts.libraryNone;
  if (found < 3) {
    for (let variant = 0; variant < DEMO_VARIANTS; variant++) {
      images.push({
        id: `demo-${variant + 1}`,
        url: demoImageUrl(productName, variant),
        description: texts.demoDescription(productName.trim()),
        quality: 'amateur',
        relevance: 'medium',
        source: texts.demoSource,
        originalUrl: demoImageUrl(productName, variant),
        width: 1080,
        height: 1350,
      });
    }
    note += ` ${texts.demoIncluded}`;
    images.splice(0, images.length, ...(await distinct(images)));
  }
  return { images, totalFound: images.length, totalRanked: images.length, searchNote: note, source: 'library' };
}
