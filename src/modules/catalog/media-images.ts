import * as v from 'valibot';
import type { Deps } from '../../lib/deps.js';
import { parse } from '../../lib/validate.js';
import { parseUploadPath, statMany, type Storage } from '../../lib/storage.js';
import { selectAccountProducts } from './account-products.js';
import { AccountIdSchema } from './schema.js';

/** Where an account's image came from: its own upload to a product, a catalogue product it picked, or the images chosen by AI for a product it created. */
export type AccountImageOrigin = 'upload' | 'catalogue' | 'ai';

/** A product of the account's list that uses an image: its account product id and its names as the account sees them. */
interface ImageProductUse {
  accountProductId: number;
  name: string;
  nameEl: string | null;
}

/** One stored image of an account's products (the Media Library, issue 21). */
export interface AccountImage {
  path: string;
  origin: AccountImageOrigin;
  /** When the row naming it was written (an upload's or AI image's row); null for a catalogue image (the store's date is used). */
  createdAt: Date | null;
  products: ImageProductUse[];
}

const AccountInput = v.object({ accountId: AccountIdSchema });

/**
 * The stored images of an account's products, each once, with the products of its list that use
 * them: its own uploads to products, the images AI chose for the products it created, and the
 * image of each catalogue product it picked. Another account's uploads and drafts are never in it.
 */
export async function listAccountImages(deps: Deps, input: v.InferInput<typeof AccountInput>): Promise<AccountImage[]> {
  const { accountId } = parse(AccountInput, input);
  const { db } = deps;
  const products = await selectAccountProducts(db, accountId);
  const nameOf = new Map<number, ImageProductUse>();
  for (const p of products) {
    const use = { accountProductId: p.id, name: p.customName?.trim() || p.originalName || '', nameEl: p.customName?.trim() || p.originalNameEl };
    if (p.originalProductId) nameOf.set(p.originalProductId, use);
  }
  const images = new Map<string, AccountImage>();
  const add = (path: string | null, origin: AccountImageOrigin, createdAt: Date | null, product?: ImageProductUse) => {
    if (!path || !parseUploadPath(path)) return;
    const image = images.get(path) ?? { path, origin, createdAt, products: [] };
    images.set(path, image);
    if (product && !image.products.some((u) => u.accountProductId === product.accountProductId)) image.products.push(product);
  };
  const uploads: { imagePath: string; productId: number; createdAt: Date }[] = await db('productImages')
    .where({ accountId })
    .orderBy('id')
    .select('imagePath', 'productId', 'createdAt');
  for (const u of uploads) add(u.imagePath, 'upload', u.createdAt, nameOf.get(u.productId));
  const chosen: { imagePath: string; productId: number; createdAt: Date }[] = await db('productImages as i')
    .join('products as p', 'p.id', 'i.productId')
    .where('p.createdByAccountId', accountId)
    .whereNull('i.accountId')
    .orderBy('i.id')
    .select('i.imagePath', 'i.productId', 'i.createdAt');
  for (const c of chosen) add(c.imagePath, 'ai', c.createdAt, nameOf.get(c.productId));
  for (const p of products) {
    const use = p.originalProductId ? nameOf.get(p.originalProductId) : { accountProductId: p.id, name: p.customName || p.originalName || '', nameEl: null };
    add(p.customImagePath || p.originalImagePath, 'catalogue', null, use);
  }
  return [...images.values()];
}

/** A catalogue product that uses an image (admin-area.md's products: any status; a clinic's AI draft names its clinic). */
interface CatalogueImageProduct {
  id: number;
  name: string;
  status: string;
  createdByAccountId: number | null;
}

interface CatalogueImage {
  path: string;
  products: CatalogueImageProduct[];
  size: number | null;
  createdAt: Date | null;
}

export interface CatalogueImages {
  images: CatalogueImage[];
  /** Files of the catalogue's folder no product uses (clinics' lists or posts may still name some: `namedElsewhere`). */
  unused: (CatalogueImage & { namedElsewhere: number })[];
  /** Whether the store could be listed for files nothing names at all (the local disk can; S3 is not listed). */
  storeListed: boolean;
}

const CATALOGUE_FOLDER = 'products';

/**
 * The admin's Media Library (issue 21): every image of the catalogue's products (shared gallery
 * images and main images; clinics' own uploads are theirs and not listed) with the products using
 * it, and the files of the catalogue's folder that no product uses.
 */
export async function listCatalogueImages(deps: Deps): Promise<CatalogueImages> {
  const { db, storage } = deps;
  const rows: (CatalogueImageProduct & { path: string })[] = await db
    .select('p.imagePath as path', 'p.id', 'p.name', 'p.status', 'p.createdByAccountId')
    .from('products as p')
    .whereNotNull('p.imagePath')
    .unionAll((q) => {
      q.select('i.imagePath as path', 'p.id', 'p.name', 'p.status', 'p.createdByAccountId')
        .from('productImages as i')
        .join('products as p', 'p.id', 'i.productId')
        .whereNull('i.accountId');
    });
  const used = new Map<string, CatalogueImageProduct[]>();
  for (const { path, ...product } of rows) {
    if (!parseUploadPath(path)) continue;
    const list = used.get(path) ?? [];
    if (!list.some((p) => p.id === product.id)) list.push(product);
    used.set(path, list);
  }
  // Files no product uses: those of the catalogue's folder that clinics' lists still name (a product
  // deleted since), and, where the store can list itself, every file of the folder.
  const named: { path: string; count: number }[] = await db
    .select('path')
    .count('* as count')
    .from(
      db
        .select('originalImagePath as path')
        .from('accountProducts')
        .unionAll((q) => {
          q.select('customImagePath as path').from('accountProducts');
        })
        .as('n'),
    )
    .whereNotNull('path')
    .groupBy('path');
  const namedCount = new Map(named.map((n) => [n.path, Number(n.count)]));
  const candidates = new Set([...namedCount.keys()].filter((p) => parseUploadPath(p)?.folder === CATALOGUE_FOLDER));
  const listable = 'list' in storage && typeof storage.list === 'function';
  if (listable) {
    for await (const file of (storage as Storage & { list(): AsyncIterable<{ publicPath: string }> }).list()) {
      if (parseUploadPath(file.publicPath)?.folder === CATALOGUE_FOLDER) candidates.add(file.publicPath);
    }
  }
  const unusedPaths = [...candidates].filter((p) => !used.has(p));
  const stats = await statMany(storage, [...used.keys(), ...unusedPaths]);
  const images = [...used.entries()].map(([path, products]) => ({
    path,
    products,
    size: stats.get(path)?.size ?? null,
    createdAt: stats.get(path)?.lastModified ?? null,
  }));
  const unused = unusedPaths
    .filter((path) => stats.get(path))
    .map((path) => ({ path, products: [], size: stats.get(path)!.size, createdAt: stats.get(path)!.lastModified, namedElsewhere: namedCount.get(path) ?? 0 }));
  const newest = (a: { createdAt: Date | null }, b: { createdAt: Date | null }) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0);
  return { images: images.sort(newest), unused: unused.sort(newest), storeListed: listable };
}
