import * as v from 'valibot';
import { LanguageSchema } from '../../ai/schema.js';

/** Inputs of the image search and AI product preview calls (admin-area.md §4, §5, §7). */
export const SearchProductImagesSchema = v.object({
  productName: v.pipe(v.string('Παρακαλώ εισάγετε όνομα προϊόντος'), v.trim(), v.minLength(1, 'Παρακαλώ εισάγετε όνομα προϊόντος'), v.maxLength(200, 'Product name must be at most 200 characters')),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'Description must be at most 2000 characters')), ''),
});

export const PreviewProductSchema = v.object({
  productName: v.pipe(v.string('Please enter a product name'), v.trim(), v.minLength(1, 'Please enter a product name'), v.maxLength(200, 'Product name must be at most 200 characters')),
  language: v.optional(LanguageSchema),
});

const PreviewImageSchema = v.looseObject({
  id: v.optional(v.union([v.pipe(v.string(), v.maxLength(200)), v.number()])),
  url: v.pipe(v.string('Image url is required'), v.minLength(1, 'Image url is required'), v.maxLength(4000)),
  description: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(5000)))),
  rank: v.optional(v.nullable(v.number())),
  score: v.optional(v.nullable(v.number())),
  reason: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(5000)))),
});
export type PreviewImageInput = v.InferOutput<typeof PreviewImageSchema>;

export const ReplaceProductImageSchema = v.object({
  productName: v.optional(v.pipe(v.string(), v.maxLength(200, 'Product name must be at most 200 characters'))),
  imageIndex: v.pipe(v.number('imageIndex must be a number'), v.integer('imageIndex must be a whole number'), v.minValue(0, 'imageIndex must be 0 or more'), v.maxValue(1000, 'imageIndex must be at most 1000')),
  remainingImages: v.optional(v.pipe(v.array(PreviewImageSchema), v.maxLength(100)), []),
  allValidImages: v.optional(v.pipe(v.array(PreviewImageSchema), v.maxLength(100)), []),
  /** URLs shown right now, so cycling does not hand back an image already on screen. */
  currentImages: v.optional(v.pipe(v.array(v.union([v.pipe(v.string(), v.maxLength(4000)), PreviewImageSchema])), v.maxLength(20)), []),
});
export type ReplaceProductImageInput = v.InferOutput<typeof ReplaceProductImageSchema>;
