/** Image search and the AI product preview (part of catalog; uses the ai module). */
export { searchProductImages, type ImageSearchEnv } from './search-product-images.js';
export { previewProduct, TOP_IMAGES, type PreviewImage, type ProductPreview } from './preview-product.js';
export { replaceProductImage, type ReplaceProductImageResult } from './replace-product-image.js';
export { loadCandidateImage, fetchCandidateImage, type CandidateImageBytes } from './candidate-images.js';
export { renderDemoCard, parseDemoImageUrl, demoImageUrl, DEMO_IMAGE_PATH } from './demo-images.js';
export { FREE_QUERIES_PER_DAY } from './quota.js';
export { SearchProductImagesSchema, PreviewProductSchema, ReplaceProductImageSchema } from './schema.js';
export type { ImageSearchImage, ImageSearchResult } from './types.js';
