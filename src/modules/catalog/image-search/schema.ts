import * as v from 'valibot';
import { msg } from '../../../lib/messages.js';
import { LanguageSchema } from '../../ai/schema.js';
import '../messages.js';

/** Inputs of the image search and AI product preview calls (admin-area.md §4, §5, §7). */
export const SearchProductImagesSchema = v.object({
  productName: v.pipe(
    v.string(msg('catalog.imageSearchProductName')),
    v.trim(),
    v.minLength(1, msg('catalog.imageSearchProductName')),
    v.maxLength(200, msg('catalog.productNameLongPlain')),
  ),
  description: v.optional(v.pipe(v.string(msg('catalog.descriptionText')), v.trim(), v.maxLength(2000, msg('catalog.descriptionLong2000'))), ''),
});

export const PreviewProductSchema = v.object({
  productName: v.pipe(
    v.string(msg('catalog.enterProductName')),
    v.trim(),
    v.minLength(1, msg('catalog.enterProductName')),
    v.maxLength(200, msg('catalog.productNameLongPlain')),
  ),
  language: v.optional(LanguageSchema),
});

const IMAGE = msg('catalog.previewImageInvalid');
const PreviewImageSchema = v.looseObject(
  {
    id: v.optional(v.union([v.pipe(v.string(), v.maxLength(200, IMAGE)), v.number()], IMAGE)),
    url: v.pipe(v.string(msg('catalog.imageUrlRequired')), v.minLength(1, msg('catalog.imageUrlRequired')), v.maxLength(4000, msg('catalog.imageUrlLong'))),
    description: v.optional(v.nullable(v.pipe(v.string(IMAGE), v.maxLength(5000, IMAGE)))),
    rank: v.optional(v.nullable(v.number(IMAGE))),
    score: v.optional(v.nullable(v.number(IMAGE))),
    reason: v.optional(v.nullable(v.pipe(v.string(IMAGE), v.maxLength(5000, IMAGE)))),
  },
  IMAGE,
);
export type PreviewImageInput = v.InferOutput<typeof PreviewImageSchema>;

/** A list of preview images sent back by the dialog (at most `max`). */
const images = (max: number) =>
  v.pipe(v.array(PreviewImageSchema, msg('catalog.previewImagesList', { max })), v.maxLength(max, msg('catalog.previewImagesList', { max })));

export const ReplaceProductImageSchema = v.object({
  productName: v.optional(v.pipe(v.string(msg('catalog.productNameText')), v.maxLength(200, msg('catalog.productNameLongPlain')))),
  imageIndex: v.pipe(
    v.number(msg('catalog.imageIndexNumber')),
    v.integer(msg('catalog.imageIndexWhole')),
    v.minValue(0, msg('catalog.imageIndexMin')),
    v.maxValue(1000, msg('catalog.imageIndexMax')),
  ),
  remainingImages: v.optional(images(100), []),
  allValidImages: v.optional(images(100), []),
  /** URLs shown right now, so cycling does not hand back an image already on screen. */
  currentImages: v.optional(
    v.pipe(
      v.array(
        v.union([v.pipe(v.string(), v.maxLength(4000, msg('catalog.imageUrlLong'))), PreviewImageSchema], IMAGE),
        msg('catalog.previewImagesList', { max: 20 }),
      ),
      v.maxLength(20, msg('catalog.previewImagesList', { max: 20 })),
    ),
    [],
  ),
});

/** GET /api/proxy-image?url=: the candidate image's address. */
export const CandidateImageSchema = v.object({
  url: v.pipe(v.string(msg('http.urlRequired')), v.trim(), v.minLength(1, msg('http.urlRequired')), v.maxLength(4000, msg('http.urlTooLong'))),
});
