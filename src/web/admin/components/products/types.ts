/** Shapes of the products API (admin-area.md §3, §7) as the admin screens read them: the catalog module's types as JSON. */
import type { CategoryView, ExamplePostView, ProductList, ProductStatus, ProductView } from '../../../../modules/catalog/index';
import type { Json } from '../../../shared/json';

export type { ProductStatus };

/**
 * A product as the admin API sends it: the catalogue's ProductView (dates as strings) and, for
 * admins, the clinic that created it with AI (null for the platform's own products).
 */
export type Product = Json<ProductView> & { createdBy?: { accountId: number; businessName: string | null } | null };

/** An example post as the API sends it (GET /api/products/{id}: id, productId, content, platform). */
export type ExamplePost = Json<ExamplePostView>;

/** GET /api/products?q=&sort=&page=&pageSize=&origin=: one page and the total. */
export type ProductListAnswer = Omit<Json<ProductList>, 'products'> & { success: boolean; products: Product[] };

/** GET /api/products/{id}: the product with its example posts. */
export interface ProductDetailAnswer {
  success: boolean;
  product: Product;
  examplePosts: ExamplePost[];
}

export type Category = Json<CategoryView>;

/** A catalogue text in the screen's language: the Greek one on a Greek screen when there is one. */
export const inLanguage = (language: string | undefined, english: string, greek: string | null | undefined): string =>
  language === 'el' && greek ? greek : english;

export const statusColor = (status: string) => (status === 'active' ? 'green' : status === 'draft' ? 'amber' : 'gray');
