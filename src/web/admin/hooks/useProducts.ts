import { useCallback, useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { PRODUCT_ORIGINS, PRODUCT_PAGE_SIZES, PRODUCT_SORTS } from '../../../modules/catalog/product-schema';
import { adminFetcher, api } from '../../shared/api';
import type { Category, ProductDetailAnswer, ProductListAnswer } from '../components/products/types';
import { LIST_SWR } from './listOptions';
import { useQueryState } from './useQueryState';

const pick = <T extends string | number>(allowed: readonly T[], value: T, fallback: T): T => (allowed.includes(value) ? value : fallback);

/** GET /api/products/{id}: the product with its example posts. */
export const loadProduct = (id: number) => api<ProductDetailAnswer>(`/api/products/${id}`, { area: 'admin' });

/** DELETE /api/products/{id}. */
export const deleteProduct = (id: number) => api(`/api/products/${id}`, { method: 'DELETE', area: 'admin' });

/**
 * The admin Products list (admin-area.md §2): search, origin, sort, page and page size in the
 * URL; one page of products and the categories; where the list goes after a save or a delete.
 */
export function useProducts() {
  const [state, setState] = useQueryState({ q: '', sort: 'newest', page: 1, pageSize: 5, origin: '' });
  const sort = pick(PRODUCT_SORTS as readonly string[], state.sort, 'newest');
  const pageSize = pick(PRODUCT_PAGE_SIZES as readonly number[], state.pageSize, 5);
  const origin = pick(PRODUCT_ORIGINS as readonly string[], state.origin, '');
  const key = `/api/products?${new URLSearchParams({ q: state.q, sort, page: String(state.page), pageSize: String(pageSize), ...(origin ? { origin } : {}) })}`;
  const list = useSWR<ProductListAnswer>(key, adminFetcher, LIST_SWR);
  const categories = useSWR<{ categories: Category[] }>('/api/categories', adminFetcher, LIST_SWR);
  const { data, mutate } = list;
  // Every other page, search and sort held in the cache is stale after a save or a delete too: the
  // list reached next (Clear search, another sort) would otherwise show the old rows and total
  // until its deduping interval ran out (issue 24's "Clear search" showed a deleted product's count).
  const { mutate: mutateAll } = useSWRConfig();
  const forgetOtherPages = useCallback(
    // No data given: each matching key is marked for a new request (not deduped) when next shown.
    () => void mutateAll((cached) => typeof cached === 'string' && cached.startsWith('/api/products?') && cached !== key),
    [mutateAll, key],
  );

  // A page past the end (rows deleted elsewhere, a stale link) goes to the last page.
  useEffect(() => {
    if (data && data.products.length === 0 && data.total > 0 && state.page > 1) setState({ page: Math.ceil(data.total / pageSize) });
  }, [data, state.page, pageSize, setState]);

  /** Fetches the page shown again (the Refresh button); false when it could not. */
  const refresh = useCallback(async () => {
    try {
      await mutate(await adminFetcher(key), { revalidate: false });
      return true;
    } catch {
      return false;
    }
  }, [key, mutate]);

  /** A new or changed product: the first page, where the newest are. */
  const showSaved = useCallback(() => {
    forgetOtherPages();
    if (state.page === 1) void mutate();
    else setState({ page: 1 });
  }, [forgetOtherPages, mutate, setState, state.page]);

  /** After a delete: the first page (the page before, when the deleted row was alone on a later page). */
  const showAfterDelete = useCallback(() => {
    const emptied = (data?.products.length ?? 0) <= 1 && state.page > 1;
    const page = emptied ? state.page - 1 : 1;
    forgetOtherPages();
    if (page === state.page) void mutate();
    else setState({ page });
  }, [data, forgetOtherPages, mutate, setState, state.page]);

  return { state, setState, sort, pageSize, origin, list, categories: categories.data?.categories ?? [], refresh, showSaved, showAfterDelete };
}
