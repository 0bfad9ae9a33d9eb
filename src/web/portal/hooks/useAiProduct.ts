import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../shared/api';
import { useProductPreview } from '../../shared/hooks/useProductPreview';
import { AI_ALLOWANCE_KEY } from '../components/AiAllowanceLine';

/** What POST /api/save-product-images takes from the portal: the product in both languages and its chosen images. */
export interface AiProductInput {
  productName: string;
  description: string;
  descriptionEl: string;
  selectedImages: { url: string }[];
  language: 'en' | 'el';
  /** The product's category; null: none. */
  categoryId: number | null;
  /** A prescription-only medicine the user confirmed (after the 409 asking it). */
  confirmCompliance?: true;
}

/**
 * The AI product's calls (business-portal.md §2, §4): a preview for a name (a description in both
 * languages and ranked images; the AI allowance moves), and saving the product with its images.
 */
export function useAiProduct() {
  const { mutate } = useSWRConfig();
  const { generating, requestPreview } = useProductPreview();
  const preview = useCallback(
    async (productName: string) => {
      try {
        return await requestPreview(productName);
      } finally {
        void mutate(AI_ALLOWANCE_KEY);
      }
    },
    [mutate, requestPreview],
  );
  const save = useCallback((input: AiProductInput) => api('/api/save-product-images', { method: 'POST', body: input }), []);
  return { generating, preview, save };
}
