import { useCallback } from 'react';
import useSWR from 'swr';
import { api, portalFetcher } from '../../shared/api';
import type { AccountProduct, ProductImage } from '../products';

/** Which step of saving a product's changes failed: its texts (nothing changed), or removing an image (the texts are saved). */
export class SaveChangesError extends Error {
  constructor(
    readonly step: 'texts' | 'images',
    override readonly cause: unknown,
  ) {
    super(step);
  }
}

/**
 * One of the account's products as its preview dialog edits it (business-portal.md §2): the
 * catalogue product's images this account sees, its own name and description, removing images
 * and uploading one.
 */
export function useAccountProduct(product: AccountProduct) {
  const images = useSWR<{ success: boolean; images: ProductImage[] }>(
    product.originalProductId ? `/api/product-images/${product.originalProductId}` : null,
    portalFetcher,
  );

  /**
   * Workflow (one call later: PATCH /api/v2/account-products/{id} with the image ids to remove):
   * the custom texts, then each marked image deleted (the account's own) or hidden (a shared
   * one), one at a time; `onImageRemoved` reports each, so after a failure the marks left are the
   * images still there.
   */
  const saveChanges = useCallback(
    async (texts: { customName: string; customDescription: string }, removeImageIds: number[], onImageRemoved: (id: number) => void) => {
      try {
        await api(`/api/v2/account-products/${product.id}`, { method: 'PATCH', body: texts });
      } catch (error) {
        throw new SaveChangesError('texts', error);
      }
      for (const id of removeImageIds) {
        try {
          await api(`/api/product-images/${id}`, { method: 'DELETE' });
        } catch (error) {
          throw new SaveChangesError('images', error);
        }
        onImageRemoved(id);
      }
    },
    [product.id],
  );

  /** POST /api/products/{id}/images: an image this account adds to the product (at once, not by Save). */
  const upload = useCallback(
    async (file: File) => {
      const body = new FormData();
      body.append('image', file);
      await api(`/api/products/${product.originalProductId}/images`, { method: 'POST', body });
    },
    [product.originalProductId],
  );

  return { images, saveChanges, upload };
}
