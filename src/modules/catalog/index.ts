/** catalog: categories, products, product images, example posts, account products, image search. */
export { seedDemoCatalog, renderDemoImage, catalogIsEmpty } from './demo-catalog.js';
export { DEMO_CATEGORIES, DEMO_PRODUCTS } from './demo-data.js';
export * from './image-search/index.js';
export * from './product-schema.js';
export type { ProductView, ExamplePostView } from './products-repo.js';
export { listProducts, type ProductList } from './list-products.js';
export { getProduct } from './get-product.js';
export type { CatalogViewer } from './viewer.js';
export { createProduct } from './create-product.js';
export { COMPLIANCE_CONFIRMATION_CODE, productFindings, type ProductFinding } from './product-compliance.js';
export { updateProduct } from './update-product.js';
export { deleteProduct } from './delete-product.js';
export { listCategories, type CategoryView } from './list-categories.js';
export { storeProductImage } from './product-files.js';
export {
  listAccountProducts,
  getAccountProduct,
  countAccountProducts,
  updateAccountProduct,
  removeAccountProduct,
  listCatalogProducts,
  addAccountProducts,
  listProductImages,
  deleteProductImage,
  uploadProductImage,
  type AccountProductView,
  type ProductImageView,
  type CatalogProductView,
} from './account-products.js';
export { AccountProductPatchSchema, AddAccountProductsSchema, CatalogProductsQuerySchema, SaveProductImagesSchema } from './account-products-schema.js';
export { createProductFromAi, saveSelectedImages, downloadProductImages, type ImageDownloader } from './save-product-images.js';
export { getPostBrief, listPostBriefs, loadPostImage, type PostBrief } from './post-brief.js';
/** The messages this module's users can see, by key (the web app's errors namespace). */
export { CATALOG_MESSAGES } from './messages.js';
