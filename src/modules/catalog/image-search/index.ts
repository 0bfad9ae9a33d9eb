/** Image search and the AI product preview (part of catalog; uses the ai module). */
export { searchProductImages } from './search-product-images.js';
export { previewProduct, type PreviewImage, type ProductPreview } from './preview-product.js';
export { replaceProductImage } from './replace-product-image.js';
export { fetchCandidateImage, loadCandidateImage } from './candidate-images.js';
export { drawDemoCard, renderDemoCard, DEMO_IMAGE_PATH } from './demo-images.js';
export type { ImageSearchResult } from './types.js';
