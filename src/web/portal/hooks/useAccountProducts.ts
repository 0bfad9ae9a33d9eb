import useSWR from 'swr';
import { portalFetcher } from '../../shared/api';
import type { AccountProduct } from '../products';

/** GET /api/v2/account-products: the products this account writes about. */
const ACCOUNT_PRODUCTS_KEY = '/api/v2/account-products';

export function useAccountProducts() {
  return useSWR<{ products: AccountProduct[] }>(ACCOUNT_PRODUCTS_KEY, portalFetcher);
}
