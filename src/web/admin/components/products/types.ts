/** Shapes of the products API (admin-area.md §3, §7) as the admin screens read them. */
export type ProductStatus = 'active' | 'draft' | 'archived';

export interface Product {
  id: number;
  name: string;
  description: string;
  categoryId: number | null;
  categoryName: string | null;
  imagePath: string | null;
  status: ProductStatus;
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
}

export const statusColor = (status: string) => (status === 'active' ? 'green' : status === 'draft' ? 'amber' : 'gray') as 'green' | 'amber' | 'gray';
