/** Shapes of the products API (admin-area.md §3, §7) as the admin screens read them. */
export type ProductStatus = 'active' | 'draft' | 'archived';

export interface Product {
  id: number;
  name: string;
  description: string;
  /** The Greek name and description; null: Greek screens show the English ones. */
  nameEl: string | null;
  descriptionEl: string | null;
  categoryId: number | null;
  categoryName: string | null;
  categoryNameEl: string | null;
  imagePath: string | null;
  status: ProductStatus;
  /** The clinic that created it with AI (admins only); null for the platform's own products. */
  createdBy?: { accountId: number; businessName: string | null } | null;
  examplePostsCount: number;
  createdAt: string;
}

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
