import type { Db } from '../../lib/db.js';

export interface CategoryView {
  id: number;
  name: string;
  description: string | null;
}

/** Every product category, by name. */
export async function listCategories(options: { db: Db }): Promise<CategoryView[]> {
  return options.db('productCategories').orderBy('name').select('id', 'name', 'description');
}
