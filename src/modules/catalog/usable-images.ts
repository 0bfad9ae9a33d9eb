import type { Knex } from 'knex';
import type { Db } from '../../lib/db.js';
import { invalid } from '../../lib/errors.js';
import './messages.js';
import { parseUploadPath } from '../../lib/storage.js';
import { parseDemoImageUrl } from './image-search/demo-images.js';

/**
 * Who is choosing images: a business account (a clinic, or an admin viewing it), or the platform
 * (an admin in the admin area, `null`).
 */
export type ImageChooser = number | null;

/**
 * The products whose images a chooser is offered and may copy: the published catalogue and the
 * clinic's own drafts for a clinic; every product but archived ones for the platform (clinic
 * drafts are the catalogue the admins review). `p` is `products`.
 */
export function productOfferedTo(q: Knex.QueryBuilder, chooser: ImageChooser): void {
  if (chooser === null) {
    q.whereNot('p.status', 'archived');
    return;
  }
  q.where((w) => {
    w.where('p.status', 'active').orWhere((d) => {
      d.where('p.status', 'draft').andWhere('p.createdByAccountId', chooser);
    });
  });
}

/**
 * Product images (`i`) a chooser may see beside a product it is offered: the shared ones, and for
 * a clinic its own uploads. Another clinic's uploads are that clinic's alone.
 */
export function imageOfferedTo(join: Knex.JoinClause, chooser: ImageChooser): void {
  join.andOn((on) => {
    on.onNull('i.accountId');
    if (chooser !== null) on.orOnVal('i.accountId', '=', chooser);
  });
}

/**
 * Whether a stored file (its canonical address) is an image the chooser may copy into a product:
 * the main or a shared image of a product it is offered, or (a clinic) one of its own uploads or
 * the images of its own list. Prepared media, the simulator's files and another clinic's uploads
 * are in none of these.
 */
async function isUsableStoredImage(db: Db, chooser: ImageChooser, path: string): Promise<boolean> {
  const offered = (q: Knex.QueryBuilder) => productOfferedTo(q, chooser);
  const main = db('products as p').where('p.imagePath', path).where(offered).select(db.raw('1'));
  const shared = db('productImages as i')
    .join('products as p', 'p.id', 'i.productId')
    .where('i.imagePath', path)
    .whereNull('i.accountId')
    .where(offered)
    .select(db.raw('1'));
  const checks = [main, shared];
  if (chooser !== null) {
    checks.push(db('productImages as i').where({ 'i.imagePath': path, 'i.accountId': chooser }).select(db.raw('1')));
    checks.push(
      db('accountProducts as ap')
        .where('ap.accountId', chooser)
        .where((w) => {
          w.where('ap.customImagePath', path).orWhere('ap.originalImagePath', path);
        })
        .select(db.raw('1')),
    );
  }
  const { rows } = await db.raw(`select ${checks.map(() => 'exists (?)').join(' or ')} as usable`, checks);
  return rows[0].usable === true;
}

/**
 * Refuses, before anything is downloaded or stored, a chosen image on this server the chooser may
 * not copy. An address on this server must be a stored file's one canonical address (any other
 * spelling is refused) or a demo card; web addresses are left to the SSRF-safe fetch. The answer
 * is the same whether or not the file exists, so it tells nothing about other clinics' files.
 */
export async function assertImagesUsable(db: Db, chooser: ImageChooser, urls: string[]): Promise<void> {
  for (const url of urls) {
    if (/^https?:\/\//i.test(url) || parseDemoImageUrl(url)) continue;
    if (!url.startsWith('/') && !url.startsWith('\\')) continue; // not an address here: loadCandidateImage says which schemes are allowed
    const upload = parseUploadPath(url);
    if (!upload || !(await isUsableStoredImage(db, chooser, url))) throw invalid('catalog.imageNotUsable', undefined, { field: 'selectedImages' });
  }
}
