import * as v from 'valibot';
import { ConfirmComplianceSchema } from './confirm-compliance-schema.js';

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

export const PRODUCT_MESSAGES = {
  name: 'Product name must be at least 2 characters.',
  description: 'Description must be at least 10 characters.',
  examplePost: 'Example post cannot be empty',
  status: 'Status must be active, draft or archived',
} as const;

// A missing key is reported with the field's own message (valibot would say "Invalid key").
export const ProductNameSchema = v.pipe(
  v.optional(v.string(PRODUCT_MESSAGES.name), ''),
  v.trim(),
  v.minLength(2, PRODUCT_MESSAGES.name),
  v.maxLength(200, 'Product name must be at most 200 characters.'),
);
export const ProductDescriptionSchema = v.pipe(
  v.optional(v.string(PRODUCT_MESSAGES.description), ''),
  v.trim(),
  v.minLength(10, PRODUCT_MESSAGES.description),
  v.maxLength(5000, 'Description must be at most 5000 characters.'),
);
export const ExamplePostContentSchema = v.pipe(
  v.optional(v.string(PRODUCT_MESSAGES.examplePost), ''),
  v.trim(),
  v.minLength(1, PRODUCT_MESSAGES.examplePost),
  v.maxLength(5000, 'Example post must be at most 5000 characters'),
);
export const ProductStatusSchema = v.optional(v.picklist(PRODUCT_STATUSES, PRODUCT_MESSAGES.status), 'active');

/**
 * The Greek name and description: optional (empty: the English one is shown in Greek too), with
 * the English fields' rules when given. Absent on an update leaves them as they are.
 */
export const ProductNameElSchema = v.optional(
  v.nullable(
    v.pipe(
      v.string('The Greek name must be at least 2 characters.'),
      v.trim(),
      v.check((s) => s === '' || s.length >= 2, 'The Greek name must be at least 2 characters.'),
      v.maxLength(200, 'The Greek name must be at most 200 characters.'),
    ),
  ),
);
export const ProductDescriptionElSchema = v.optional(
  v.nullable(
    v.pipe(
      v.string('The Greek description must be at least 10 characters.'),
      v.trim(),
      v.check((s) => s === '' || s.length >= 10, 'The Greek description must be at least 10 characters.'),
      v.maxLength(5000, 'The Greek description must be at most 5000 characters.'),
    ),
  ),
);

const ExamplePostSchema = v.pipe(
  v.union(
    [
      v.string(),
      v.object({
        id: v.optional(v.nullable(v.number())),
        content: v.optional(v.string(PRODUCT_MESSAGES.examplePost), ''),
        platform: v.optional(v.nullable(v.string())),
      }),
    ],
    'Each example post must be text or an object with content',
  ),
  v.transform((x): { id?: number | null; content?: string; platform?: string | null } => (typeof x === 'string' ? { content: x } : x)),
  v.object({
    id: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ID_MAX)))),
    content: ExamplePostContentSchema,
    platform: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20, 'Unknown platform')))),
  }),
);

/** examplePosts: a JSON array (multipart sends it as a JSON string); items are text or {id?, content}. */
export const ExamplePostsSchema = v.pipe(
  v.union([v.array(v.unknown()), v.string()], 'Example posts must be a JSON array'),
  v.rawTransform<string | unknown[], unknown[]>(({ dataset, addIssue, NEVER }) => {
    if (Array.isArray(dataset.value)) return dataset.value;
    try {
      const parsed = JSON.parse(dataset.value || '[]');
      if (Array.isArray(parsed)) return parsed as unknown[];
    } catch {
      // reported below
    }
    addIssue({ message: 'Example posts must be a JSON array' });
    return NEVER;
  }),
  v.maxLength(50, 'At most 50 example posts'),
  v.array(ExamplePostSchema),
);

const CategoryIdSchema = v.pipe(
  v.union([v.string(), v.number(), v.null()], 'Category must be a category id'),
  v.transform((x) => (x === null || x === '' || x === 'none' ? null : Number(x))),
  v.check((x) => x === null || (Number.isInteger(x) && x >= 1 && x <= ID_MAX), 'Category must be a category id'),
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
  imageUrl: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000, 'Image URL must be at most 2000 characters'))),
  /** 'ai': written by the AI product creation, so it is saved as a draft until an admin reviews it. */
  origin: v.optional(v.picklist(['manual', 'ai'], 'Origin must be manual or ai'), 'manual'),
  /** The user has seen the compliance findings (a prescription-only medicine) and saves anyway. */
  confirmCompliance: ConfirmComplianceSchema,
});
export type ProductInput = v.InferOutput<typeof ProductInputSchema>;

const PositiveInt = (message: string, min: number, max: number) =>
  v.pipe(v.union([v.string(), v.number()], message), v.transform(Number), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

export const PRODUCT_ORIGINS = ['clinic', 'platform'] as const;

/** GET /api/products query. */
export const ProductListQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Search must be at most 200 characters')), ''),
  sort: v.optional(v.picklist(PRODUCT_SORTS, `Sort must be one of: ${PRODUCT_SORTS.join(', ')}`), 'newest'),
  page: v.optional(PositiveInt('Page must be a whole number of at least 1', 1, 1_000_000)),
  pageSize: v.optional(PositiveInt('Page size must be between 1 and 100', 1, 100)),
  categoryId: v.optional(PositiveInt('Category must be a category id', 1, 1_000_000_000)),
  status: v.optional(v.picklist(PRODUCT_STATUSES, PRODUCT_MESSAGES.status)),
  /** 'clinic': created with AI by a business account; 'platform': the platform's own (admins only). */
  origin: v.optional(v.picklist(PRODUCT_ORIGINS, 'Origin must be clinic or platform')),
});
export type ProductListQuery = v.InferOutput<typeof ProductListQuerySchema>;
