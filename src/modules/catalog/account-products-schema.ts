import * as v from 'valibot';
import { ConfirmComplianceSchema } from './confirm-compliance-schema.js';

/** Inputs of the portal's product calls (business-portal.md §5, §7). Imports only valibot and the compliance confirmation flag. */
const optionalText = (max: number, label: string) =>
  v.optional(v.nullable(v.pipe(v.string(`${label} must be text`), v.trim(), v.maxLength(max, `${label} must be at most ${max} characters`))));

/** PATCH /api/v2/account-products/{id}: an empty value brings back the catalogue's own text. */
export const AccountProductPatchSchema = v.pipe(
  v.object({
    customName: optionalText(200, 'Name'),
    customDescription: optionalText(5000, 'Description'),
  }),
  v.check((x) => x.customName !== undefined || x.customDescription !== undefined, 'Nothing to save: send customName or customDescription'),
);

const ID_MESSAGE = 'Choose at least one product';
/** POST /api/v2/account-products: catalogue products to add to the account's list. */
export const AddAccountProductsSchema = v.object({
  productIds: v.pipe(
    v.array(v.pipe(v.number(ID_MESSAGE), v.integer(ID_MESSAGE), v.minValue(1, ID_MESSAGE), v.maxValue(2_147_483_647, 'Product not found')), ID_MESSAGE),
    v.minLength(1, ID_MESSAGE),
    v.maxLength(50, 'At most 50 products can be added at once'),
  ),
});

/** GET /api/v2/catalog-products: the catalogue picker's filters. */
export const CatalogProductsQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Search must be at most 200 characters')), ''),
  categoryId: v.optional(
    v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Category must be a category id'), v.transform(Number))], 'Category must be a category id'),
    '',
  ),
});

const PRODUCT_NAME_MESSAGE = 'Please enter a product name';
export const SELECT_IMAGE_MESSAGE = 'Please select at least one image';
const missing = Symbol('missing');

/** POST /api/save-product-images (business-portal.md §7; §5 "AI product"). */
export const SaveProductImagesSchema = v.object({
  productName: v.pipe(
    v.optional(v.unknown(), missing as unknown),
    v.check((x) => typeof x === 'string' && x.trim().length > 0, PRODUCT_NAME_MESSAGE),
    v.string(PRODUCT_NAME_MESSAGE),
    v.trim(),
    v.maxLength(200, 'Product name must be at most 200 characters'),
  ),
  description: v.optional(v.nullable(v.pipe(v.string('Description must be text'), v.trim(), v.maxLength(5000, 'Description must be at most 5000 characters'))), ''),
  /** The Greek description (the preview writes both languages); empty: the English one is shown in Greek too. */
  descriptionEl: v.optional(v.nullable(v.pipe(v.string('The Greek description must be at most 5000 characters.'), v.trim(), v.maxLength(5000, 'The Greek description must be at most 5000 characters.'))), ''),
  /** The user has seen the compliance findings (a prescription-only medicine) and saves anyway. */
  confirmCompliance: ConfirmComplianceSchema,
  selectedImages: v.pipe(
    v.optional(v.unknown(), []),
    v.array(v.looseObject({ url: v.pipe(v.string('Each selected image needs a url'), v.trim(), v.minLength(1, 'Each selected image needs a url'), v.maxLength(4000, 'An image url is too long')) }), SELECT_IMAGE_MESSAGE),
    v.minLength(1, SELECT_IMAGE_MESSAGE),
    v.maxLength(10, 'Select at most 10 images'),
  ),
});
export type SaveProductImagesInput = v.InferOutput<typeof SaveProductImagesSchema>;
