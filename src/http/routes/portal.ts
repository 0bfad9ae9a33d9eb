import { getCompanyInfo, saveCompanyInfo, updateLanguages, uploadLogo, type CompanyInfoView } from '../../modules/accounts/index.js';
import {
  addAccountProducts,
  deleteProductImage,
  listAccountProducts,
  listCatalogProducts,
  listProductImages,
  removeAccountProduct,
  updateAccountProduct,
  uploadProductImage,
  type AccountProductView,
} from '../../modules/catalog/index.js';
import type { AppRouter } from '../context.js';
import { multipartBody, uploadedImage } from '../uploads.js';
import { actorOf, bodyWith, idParam, requireBusiness } from '../middleware.js';
import { uiLanguage } from './admin-catalog.js';

const presentCompanyInfo = (c: CompanyInfoView) => ({
  companyName: c.companyName,
  location: c.location,
  postFrequencyDays: c.postFrequencyDays,
  scheduledTime: c.scheduledTime,
  scheduledLocalTime: c.scheduledLocalTime,
  timezone: c.timezone,
  logoUrl: c.logoUrl,
  uiLanguage: c.uiLanguage,
  contentLanguage: c.contentLanguage,
  requireApproval: c.requireApproval,
  updatedAt: c.updatedAt,
});

export const presentAccountProduct = (p: AccountProductView) => ({
  id: p.id,
  originalProductId: p.originalProductId,
  customName: p.customName,
  originalName: p.originalName,
  customDescription: p.customDescription,
  originalDescription: p.originalDescription,
  originalNameEl: p.originalNameEl,
  originalDescriptionEl: p.originalDescriptionEl,
  customImagePath: p.customImagePath,
  originalImagePath: p.originalImagePath,
  categoryName: p.categoryName,
  categoryNameEl: p.categoryNameEl,
  productStatus: p.productStatus,
  createdAt: p.createdAt,
});

/**
 * The business portal's steps 1 and 2 (business-portal.md §7): company info, languages, the
 * account's products and their images, the catalogue picker, and the setup status behind the
 * post-login redirect and the sidebar. Every call is scoped to the request's account.
 */
export function portalRoutes(router: AppRouter): void {
  router.get('/api/v2/company-info', requireBusiness, async (ctx) => {
    const info = await getCompanyInfo(ctx.deps, { accountId: ctx.state.accountId! });
    ctx.body = { success: true, companyInfo: info ? presentCompanyInfo(info) : null };
  });

  router.post('/api/v2/company-info', requireBusiness, async (ctx) => {
    const info = await saveCompanyInfo(ctx.deps, bodyWith(ctx, { accountId: ctx.state.accountId!, actorRole: actorOf(ctx).actorRole }));
    ctx.body = { success: true, message: 'Company information saved', companyInfo: presentCompanyInfo(info) };
  });

  // Setup's logo upload (issue 24): stored and answered; the form keeps its address when saved.
  router.post('/api/v2/company-info/logo', requireBusiness, multipartBody, async (ctx) => {
    const { logoUrl } = await uploadLogo(ctx.deps, { accountId: ctx.state.accountId!, image: await uploadedImage(ctx) });
    ctx.body = { success: true, message: 'Logo uploaded', logoUrl };
  });

  router.put('/api/account/language', requireBusiness, async (ctx) => {
    const languages = await updateLanguages(ctx.deps, bodyWith(ctx, { accountId: ctx.state.accountId! }));
    ctx.body = { success: true, message: 'Language updated', ...languages };
  });

  router.get('/api/v2/account-products', requireBusiness, async (ctx) => {
    const products = await listAccountProducts(ctx.deps, { accountId: ctx.state.accountId! });
    ctx.body = { success: true, products: products.map(presentAccountProduct) };
  });

  router.post('/api/v2/account-products', requireBusiness, async (ctx) => {
    const products = await addAccountProducts(ctx.deps, bodyWith(ctx, { accountId: ctx.state.accountId! }));
    ctx.body = { success: true, message: 'Products added', products: products.map(presentAccountProduct) };
  });

  router.patch('/api/v2/account-products/:id', requireBusiness, async (ctx) => {
    const product = await updateAccountProduct(ctx.deps, bodyWith(ctx, { accountId: ctx.state.accountId!, id: idParam(ctx) }));
    ctx.body = { success: true, message: 'Changes saved', product: presentAccountProduct(product) };
  });

  router.delete('/api/v2/account-products/:id', requireBusiness, async (ctx) => {
    await removeAccountProduct(ctx.deps, { accountId: ctx.state.accountId!, id: idParam(ctx) });
    ctx.body = { success: true, message: 'Product removed' };
  });

  router.get('/api/v2/catalog-products', requireBusiness, async (ctx) => {
    const { products, categories } = await listCatalogProducts(ctx.deps, { ...ctx.query, accountId: ctx.state.accountId!, language: uiLanguage(ctx) });
    ctx.body = { success: true, products, categories };
  });

  router.get('/api/product-images/:originalProductId', requireBusiness, async (ctx) => {
    const images = await listProductImages(ctx.deps, { accountId: ctx.state.accountId!, productId: idParam(ctx, 'originalProductId') });
    ctx.body = { success: true, images };
  });

  router.delete('/api/product-images/:imageId', requireBusiness, async (ctx) => {
    const outcome = await deleteProductImage(ctx.deps, { accountId: ctx.state.accountId!, imageId: idParam(ctx, 'imageId') });
    ctx.body = { success: true, outcome, message: outcome === 'deleted' ? 'Image deleted' : 'Image removed from your list' };
  });

  router.post('/api/products/:originalProductId/images', requireBusiness, multipartBody, async (ctx) => {
    const productId = idParam(ctx, 'originalProductId');
    const image = await uploadProductImage(ctx.deps, { accountId: ctx.state.accountId!, productId, image: await uploadedImage(ctx) });
    ctx.body = { success: true, message: 'Image uploaded', image };
  });
}
