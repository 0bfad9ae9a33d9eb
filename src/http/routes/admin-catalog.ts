import {
  createProduct,
  deleteProduct,
  getProduct,
  listCategories,
  listProducts,
  updateProduct,
  type ExamplePostView,
  type ProductView,
} from '../../modules/catalog/index.js';
import { accountNames } from '../../modules/accounts/index.js';
import type { AppContext, AppRouter } from '../context.js';
import { multipartBody, uploadedImage } from '../uploads.js';
import { bodyWith, idParam, requireAdmin, requireSession } from '../middleware.js';

const presentProduct = (p: ProductView, creators?: Map<number, string>) => ({
  id: p.id,
  name: p.name,
  description: p.description,
  nameEl: p.nameEl,
  descriptionEl: p.descriptionEl,
  categoryId: p.categoryId,
  categoryName: p.categoryName,
  categoryNameEl: p.categoryNameEl,
  imagePath: p.imagePath,
  status: p.status,
  examplePostsCount: p.examplePostsCount,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
  // The clinic that created it with AI, for the operator only: a clinic never learns another's name.
  ...(creators
    ? { createdBy: p.createdByAccountId ? { accountId: p.createdByAccountId, businessName: creators.get(p.createdByAccountId) ?? null } : null }
    : {}),
});

/** The business names of the clinics that created these products, when an admin asks. */
async function creatorsFor(ctx: AppContext, products: ProductView[]): Promise<Map<number, string> | undefined> {
  if (ctx.state.actor?.kind !== 'admin') return undefined;
  return accountNames(ctx.deps, { ids: products.flatMap((p) => (p.createdByAccountId ? [p.createdByAccountId] : [])) });
}

const presentPost = (e: ExamplePostView) => ({ id: e.id, productId: e.productId, content: e.content, platform: e.platform });

const body = (ctx: AppContext) => (ctx.request as { body?: unknown }).body ?? {};

/** The language of compliance explanations: the form's `language` field, else the browser's. */
export const uiLanguage = (ctx: AppContext): 'en' | 'el' => {
  const asked = (body(ctx) as { language?: unknown }).language ?? ctx.query.lang;
  if (asked === 'el' || asked === 'en') return asked;
  return /^el\b/i.test(ctx.get('accept-language')) ? 'el' : 'en';
};

/**
 * The products manager (admin-area.md §2, §7): list (searched, sorted, paged in PostgreSQL),
 * detail, create and update (multipart with an optional image), delete; and the categories.
 * Reading is open to any session (business users see active products only); writing is admin-only.
 */
export function adminCatalogRoutes(router: AppRouter): void {
  router.get('/api/products', requireSession, async (ctx) => {
    const list = await listProducts(ctx.deps, { ...ctx.query, actor: ctx.state.actor!, language: uiLanguage(ctx) });
    const creators = await creatorsFor(ctx, list.products);
    ctx.body = {
      success: true,
      products: list.products.map((p) => presentProduct(p, creators)),
      total: list.total,
      ...(list.page ? { page: list.page, pageSize: list.pageSize } : {}),
    };
  });

  router.get('/api/products/:id', requireSession, async (ctx) => {
    const { product, examplePosts } = await getProduct(ctx.deps, { actor: ctx.state.actor!, id: idParam(ctx) });
    const posts = examplePosts.map(presentPost);
    ctx.body = { success: true, product: { ...presentProduct(product, await creatorsFor(ctx, [product])), examplePosts: posts }, examplePosts: posts };
  });

  router.post('/api/products', requireAdmin, multipartBody, async (ctx) => {
    const image = await uploadedImage(ctx);
    const { product, examplePosts, findings } = await createProduct(ctx.deps, bodyWith(ctx, { image, language: uiLanguage(ctx) }));
    ctx.status = 201;
    ctx.body = { success: true, message: 'Product created', product: presentProduct(product), examplePosts: examplePosts.map(presentPost), findings };
  });

  router.put('/api/products/:id', requireAdmin, multipartBody, async (ctx) => {
    const id = idParam(ctx);
    const image = await uploadedImage(ctx);
    const { product, examplePosts, findings } = await updateProduct(ctx.deps, bodyWith(ctx, { id, image, language: uiLanguage(ctx) }));
    ctx.body = {
      success: true,
      message: 'Product updated',
      product: presentProduct(product, await creatorsFor(ctx, [product])),
      examplePosts: examplePosts.map(presentPost),
      findings,
    };
  });

  router.delete('/api/products/:id', requireAdmin, async (ctx) => {
    await deleteProduct(ctx.deps, { id: idParam(ctx) });
    ctx.body = { success: true, message: 'Product deleted' };
  });

  router.get('/api/categories', requireSession, async (ctx) => {
    ctx.body = { success: true, categories: await listCategories(ctx.deps) };
  });
}
