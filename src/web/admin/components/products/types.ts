/** Shapes of the products API (admin-area.md §3, §7) as the admin screens read them. */
import type { ProductStatus, ProductView } from '../../../../modules/catalog/index';
import type { Json } from '../../../shared/json';

export type { ProductStatus };

/**
 * A product as the admin API sends it: the catalogue's ProductView (dates as strings) and, for
 * admins, the clinic that created it with AI (null for the platform's own products).
 */
export type Product = Json<ProductView> & { createdBy?: { accountId: number; businessName: string | null } | null };

export interface ExamplePost {
  id: number;
  content: string;
  platform: string | null;
}

export interface ProductListAnswer {
  success: boolean;
  products: Product[];
  total: number;
  page?: number;
  pageSize?: number;
}

export interface ProductDetailAnswer {
  success: boolean;
  product: Product;
  examplePosts: ExamplePost[];
}

export interface Category {
  id: number;
  name: string;
  nameEl?: string | null;
}

/** A catalogue text in the screen's language: the Greek one on a Greek screen when there is one. */
export const inLanguage = (language: string | undefined, english: string, greek: string | null | undefined): string =>
  language === 'el' && greek ? greek : english;

export const statusColor = (status: string) => (status === 'active' ? 'green' : status === 'draft' ? 'amber' : 'gray') as 'green' | 'amber' | 'gray';
