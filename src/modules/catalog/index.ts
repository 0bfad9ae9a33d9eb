/** catalog: categories, products, product images, example posts, account products, image search. */
export { seedDemoCatalog, catalogIsEmpty } from './demo-catalog.js';
export {
  searchProductImages,
  previewProduct,
  replaceProductImage,
  fetchCandidateImage,
  drawDemoCard,
  DEMO_IMAGE_PATH,
  type PreviewImage,
  type ProductPreview,
  type ImageSearchResult,
} from './image-search/index.js';
export type { ProductStatus } from './product-schema.js';
export type { SimilarProduct } from './similar-products.js';
export type { ProductView, ExamplePostView } from './products-repo.js';
export type { CategoryView } from './list-categories.js';
export type { ProductList } from './list-products.js';
export type { ReplaceProductImageResult } from './image-search/replace-product-image.js';
export { listProducts } from './list-products.js';
export { getProduct } from './get-product.js';
export { createProduct } from './create-product.js';
export { updateProduct } from './update-product.js';
export { deleteProduct } from './delete-product.js';
export { listCategories } from './list-categories.js';
export {
  listAccountProducts,
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
} from './account-products.js';
export { createProductFromAi, saveSelectedImages } from './save-product-images.js';
/** The Media Library's images (issue 21): an account's product images with their products; the catalogue's, and those no product uses. */
export { listAccountImages, listCatalogueImages, type AccountImageOrigin, type CatalogueImages } from './media-images.js';
export { getPostBrief, listPostBriefs, loadPostImage, type PostBrief } from './post-brief.js';
/** The messages this module's users can see, by key (the web app's errors namespace). */
export { CATALOG_MESSAGES } from './messages.js';
