/** catalog: categories, products, product images, example posts, account products, image search. */
export { seedDemoCatalog, renderDemoImage } from './demo-catalog.js';
export { DEMO_CATEGORIES, DEMO_PRODUCTS } from './demo-data.js';
export * from './image-search/index.js';
