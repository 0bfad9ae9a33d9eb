import type { Deps } from '../../lib/deps.js';

export interface CategoryView {
  id: number;
  name: string;
  description: string | null;
  nameEl: string | null;
  descriptionEl: string | null;
}

/** Every product category, by name, with its Greek name and description (null: the English ones). */
export async function listCategories(deps: Deps): Promise<CategoryView[]> {
  return deps.db('productCategories').orderBy('name').select('id', 'name', 'description', 'nameEl', 'descriptionEl');
}
