import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductPreview } from '../../../modules/catalog/index';
import { api } from '../api';

export type { PreviewImage, ProductPreview } from '../../../modules/catalog/index';

/**
 * The AI product preview both AI dialogs ask for (POST /api/ai-create-product-preview): a
 * description and ranked images for a name, in the screen's language. One request at a time: a
 * new one, or leaving the screen, cancels the one before (its answer is then `undefined`).
 */
export function useProductPreview(area?: 'admin') {
  const { i18n } = useTranslation();
  const [generating, setGenerating] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const requestPreview = useCallback(
    async (productName: string): Promise<ProductPreview | undefined> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setGenerating(true);
      try {
        const answer = await api<ProductPreview>('/api/ai-create-product-preview', {
          method: 'POST',
          body: { productName, language: i18n.resolvedLanguage === 'el' ? 'el' : 'en' },
          area,
          signal: current.signal,
        });
        if (!answer.success) throw new Error((answer as { error?: string | null }).error ?? '');
        return answer;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return undefined;
        throw error;
      } finally {
        if (controller.current === current) setGenerating(false);
      }
    },
    [area, i18n],
  );

  return { generating, requestPreview };
}
