import * as v from 'valibot';
import { msg } from '../../lib/messages.js';
import { ConfirmComplianceSchema } from './confirm-compliance-schema.js';
import './messages.js';

/**
 * Product inputs of the admin products screen (admin-area.md §5, §9). Shared by the API and the
 * web form, so the messages are the spec's own. Fields arrive as strings from multipart forms.
 */
export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_SORTS = ['newest', 'oldest', 'a-z', 'z-a', 'posts', 'status'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCT_PAGE_SIZES = [5, 10, 15, 20] as const;

/** The largest id a row can have (PostgreSQL integer): a larger one names nothing. */
const ID_MAX = 2_147_483_647;

// A missing key is reported with the field's own message (valibot would say "Invalid key").
export const ProductNameSchema = v.pipe(
  v.optional(v.string(msg('catalog.productNameShort')), ''),
  v.trim(),
  v.minLength(2, msg('catalog.productNameShort')),
  v.maxLength(200, msg('catalog.productNameLong')),
);
export const ProductDescriptionSchema = v.pipe(
  v.optional(v.string(msg('catalog.descriptionShort')), ''),
  v.trim(),
  v.minLength(10, msg('catalog.descriptionShort')),
  v.maxLength(5000, msg('catalog.descriptionLong')),
);
export const ExamplePostContentSchema = v.pipe(
  v.optional(v.string(msg('catalog.examplePostEmpty')), ''),
  v.trim(),
  v.minLength(1, msg('catalog.examplePostEmpty')),
  v.maxLength(5000, msg('catalog.examplePostLong')),
);
const ProductStatusSchema = v.optional(v.picklist(PRODUCT_STATUSES, msg('catalog.statusInvalid')), 'active');

/**
 * The Greek name and description: optional (empty: the English one is shown in Greek too), with
 * the English fields' rules when given. Absent on an update leaves them as they are.
 */
export const ProductNameElSchema = v.optional(
  v.nullable(
    v.pipe(
      v.string(msg('catalog.nameElShort')),
      v.trim(),
      v.check((s) => s === '' || s.length >= 2, msg('catalog.nameElShort')),
      v.maxLength(200, msg('catalog.nameElLong')),
    ),
  ),
);
export const ProductDescriptionElSchema = v.optional(
  v.nullable(
    v.pipe(
      v.string(msg('catalog.descriptionElShort')),
      v.trim(),
      v.check((s) => s === '' || s.length >= 10, msg('catalog.descriptionElShort')),
      v.maxLength(5000, msg('catalog.descriptionElLong')),
    ),
  ),
);

const ExamplePostSchema = v.pipe(
  v.union(
    [
      v.string(),
      v.object({
        id: v.optional(v.nullable(v.number())),
        content: v.optional(v.string(msg('catalog.examplePostEmpty')), ''),
        platform: v.optional(v.nullable(v.string())),
      }),
    ],
    msg('catalog.examplePostShape'),
  ),
  v.transform((x): { id?: number | null; content?: string; platform?: string | null } => (typeof x === 'string' ? { content: x } : x)),
  v.object({
    id: v.optional(
      v.nullable(
        v.pipe(
          v.number(msg('catalog.examplePostId')),
          v.integer(msg('catalog.examplePostId')),
          v.minValue(1, msg('catalog.examplePostId')),
          v.maxValue(ID_MAX, msg('catalog.examplePostId')),
        ),
      ),
    ),
    content: ExamplePostContentSchema,
    platform: v.optional(v.nullable(v.pipe(v.string(msg('catalog.unknownPlatform')), v.maxLength(20, msg('catalog.unknownPlatform'))))),
  }),
);

/** examplePosts: a JSON array (multipart sends it as a JSON string); items are text or {id?, content}. */
const ExamplePostsSchema = v.pipe(
  v.union([v.array(v.unknown()), v.string()], msg('catalog.examplePostsArray')),
  v.rawTransform<string | unknown[], unknown[]>(({ dataset, addIssue, NEVER }) => {
    if (Array.isArray(dataset.value)) return dataset.value;
    try {
      const parsed = JSON.parse(dataset.value || '[]');
      if (Array.isArray(parsed)) return parsed as unknown[];
    } catch {
      // reported below
    }
    addIssue({ message: msg('catalog.examplePostsArray') });
    return NEVER;
  }),
  v.maxLength(50, msg('catalog.examplePostsMany')),
  v.array(ExamplePostSchema),
);

const CategoryIdSchema = v.pipe(
  v.union([v.string(), v.number(), v.null()], msg('catalog.categoryInvalid')),
  v.transform((x) => (x === null || x === '' || x === 'none' ? null : Number(x))),
  v.check((x) => x === null || (Number.isInteger(x) && x >= 1 && x <= ID_MAX), msg('catalog.categoryInvalid')),
);

/** POST /api/products and PUT /api/products/{id}: the text fields (the image comes as a file). */
export const ProductInputSchema = v.object({
  name: ProductNameSchema,
  description: ProductDescriptionSchema,
  nameEl: ProductNameElSchema,
  descriptionEl: ProductDescriptionElSchema,
  status: ProductStatusSchema,
  categoryId: v.optional(CategoryIdSchema),
  examplePosts: v.optional(ExamplePostsSchema),
  /** The AI flow: a file already in our own storage (/uploads/...), never a foreign URL. */
  imageUrl: v.optional(v.pipe(v.string(msg('catalog.productImageUrlText')), v.trim(), v.maxLength(2000, msg('catalog.productImageUrlLong')))),
  /** 'ai': written by the admin's AI product creation, saved Active (admin-area.md §4: "AI-created products are saved as active"). */
  origin: v.optional(v.picklist(['manual', 'ai'], msg('catalog.productOriginInvalid')), 'manual'),
  /** The user has seen the compliance findings (a prescription-only medicine) and saves anyway. */
  confirmCompliance: ConfirmComplianceSchema,
});

const PositiveInt = (message: string, min: number, max: number) =>
  v.pipe(v.union([v.string(), v.number()], message), v.transform(Number), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

export const PRODUCT_ORIGINS = ['clinic', 'platform'] as const;

/** GET /api/products query. */
export const ProductListQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(msg('catalog.searchText')), v.trim(), v.maxLength(200, msg('catalog.searchLong'))), ''),
  sort: v.optional(v.picklist(PRODUCT_SORTS, msg('catalog.sortInvalid', { sorts: PRODUCT_SORTS.join(', ') })), 'newest'),
  page: v.optional(PositiveInt(msg('catalog.pageInvalid'), 1, 1_000_000)),
  pageSize: v.optional(PositiveInt(msg('catalog.pageSizeInvalid'), 1, 100)),
  categoryId: v.optional(PositiveInt(msg('catalog.categoryInvalid'), 1, 1_000_000_000)),
  status: v.optional(v.picklist(PRODUCT_STATUSES, msg('catalog.statusInvalid'))),
  /** 'clinic': created with AI by a business account; 'platform': the platform's own (admins only). */
  origin: v.optional(v.picklist(PRODUCT_ORIGINS, msg('catalog.originInvalid'))),
});
