import * as v from 'valibot';
import { msg } from '../../lib/messages.js';
import { ConfirmComplianceSchema } from './confirm-compliance-schema.js';
import './messages.js';

/** Inputs of the portal's product calls (business-portal.md §5, §7). Imports only valibot, the message keys and the compliance confirmation flag. */

/** PATCH /api/v2/account-products/{id}: an empty value brings back the catalogue's own text. */
export const AccountProductPatchSchema = v.pipe(
  v.object({
    customName: v.optional(v.nullable(v.pipe(v.string(msg('catalog.nameText')), v.trim(), v.maxLength(200, msg('catalog.nameLong'))))),
    customDescription: v.optional(
      v.nullable(v.pipe(v.string(msg('catalog.descriptionText')), v.trim(), v.maxLength(5000, msg('catalog.descriptionLongPlain')))),
    ),
  }),
  v.check((x) => x.customName !== undefined || x.customDescription !== undefined, msg('catalog.nothingToSave')),
);

const CHOOSE_PRODUCT = msg('catalog.chooseProduct');
/** POST /api/v2/account-products: catalogue products to add to the account's list. */
export const AddAccountProductsSchema = v.object({
  productIds: v.pipe(
    v.array(
      v.pipe(v.number(CHOOSE_PRODUCT), v.integer(CHOOSE_PRODUCT), v.minValue(1, CHOOSE_PRODUCT), v.maxValue(2_147_483_647, msg('catalog.productNotFound'))),
      CHOOSE_PRODUCT,
    ),
    v.minLength(1, CHOOSE_PRODUCT),
    v.maxLength(50, msg('catalog.tooManyProducts')),
  ),
});

/** GET /api/v2/catalog-products: the catalogue picker's filters. */
export const CatalogProductsQuerySchema = v.object({
  search: v.optional(v.pipe(v.string(msg('catalog.searchText')), v.trim(), v.maxLength(200, msg('catalog.searchLong'))), ''),
  categoryId: v.optional(
    v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\d{1,9}$/, msg('catalog.categoryInvalid')), v.transform(Number))], msg('catalog.categoryInvalid')),
    '',
  ),
});

const PRODUCT_NAME_MESSAGE = msg('catalog.enterProductName');
const SELECT_IMAGE_MESSAGE = msg('catalog.selectImage');
const missing = Symbol('missing');

/** POST /api/save-product-images (business-portal.md §7; §5 "AI product"). */
export const SaveProductImagesSchema = v.object({
  productName: v.pipe(
    v.optional(v.unknown(), missing as unknown),
    v.check((x) => typeof x === 'string' && x.trim().length > 0, PRODUCT_NAME_MESSAGE),
    v.string(PRODUCT_NAME_MESSAGE),
    v.trim(),
    v.maxLength(200, msg('catalog.productNameLongPlain')),
  ),
  description: v.optional(v.nullable(v.pipe(v.string(msg('catalog.descriptionText')), v.trim(), v.maxLength(5000, msg('catalog.descriptionLongPlain')))), ''),
  /** The Greek description (the preview writes both languages); empty: the English one is shown in Greek too. */
  descriptionEl: v.optional(v.nullable(v.pipe(v.string(msg('catalog.descriptionElLong')), v.trim(), v.maxLength(5000, msg('catalog.descriptionElLong')))), ''),
  /** The user has seen the compliance findings (a prescription-only medicine) and saves anyway. */
  confirmCompliance: ConfirmComplianceSchema,
  /** The product's category (a clinic's AI product may be given one); none: uncategorised. */
  categoryId: v.optional(
    v.nullable(v.pipe(v.number(msg('catalog.categoryNotFound')), v.integer(msg('catalog.categoryNotFound')), v.minValue(1, msg('catalog.categoryNotFound')))),
    null,
  ),
  selectedImages: v.pipe(
    v.optional(v.unknown(), []),
    v.array(
      v.looseObject(
        {
          url: v.pipe(
            v.string(msg('catalog.imageNeedsUrl')),
            v.trim(),
            v.minLength(1, msg('catalog.imageNeedsUrl')),
            v.maxLength(4000, msg('catalog.imageUrlLong')),
          ),
        },
        msg('catalog.imageNeedsUrl'),
      ),
      SELECT_IMAGE_MESSAGE,
    ),
    v.minLength(1, SELECT_IMAGE_MESSAGE),
    v.maxLength(10, msg('catalog.tooManyImages')),
  ),
});
