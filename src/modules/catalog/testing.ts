/** Test support for catalog. Only tests import this. */
export { useCandidateFetcherForTesting } from './image-search/candidate-images.js';
