/** Test support for catalog. Only tests import this. */
export { useCandidateFetcherForTesting } from './image-search/candidate-images.js';
/** A demo card's address (what the offline image search offers for a name) and the card itself. */
export { demoImageUrl, renderDemoCard } from './image-search/demo-images.js';
