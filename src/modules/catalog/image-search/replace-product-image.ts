import * as v from 'valibot';
import type { Deps } from '../../../lib/deps.js';
import { invalid } from '../../../lib/errors.js';
import '../messages.js';
import { parse } from '../../../lib/validate.js';
import { ReplaceProductImageSchema, type PreviewImageInput } from './schema.js';

export interface ReplaceProductImageResult {
  success: true;
  replacementImage: PreviewImageInput;
  remainingImages: PreviewImageInput[];
  error: null;
}

/**
 * The next best image for a preview slot (admin-area.md §4): the first of the remaining images;
 * when none remain, cycling starts again from the top of all valid images, skipping the images
 * on screen when the client says which they are.
 */
export function replaceProductImage(_deps: Deps, input: v.InferInput<typeof ReplaceProductImageSchema>): ReplaceProductImageResult {
  const { remainingImages, allValidImages, currentImages } = parse(ReplaceProductImageSchema, input);
  let pool = remainingImages;
  if (pool.length === 0) {
    const shown = new Set(currentImages.map((c) => (typeof c === 'string' ? c : c.url)));
    pool = allValidImages.filter((image) => !shown.has(image.url));
    if (pool.length === 0) pool = allValidImages;
  }
  const [replacementImage, ...rest] = pool;
  if (!replacementImage) throw invalid('catalog.noOtherImages');
  return { success: true, replacementImage, remainingImages: rest, error: null };
}
