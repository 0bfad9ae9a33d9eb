import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api';
import type { ProductPreview } from '../../../shared/hooks/useProductPreview';
import { useToast } from '../../../shared/toast';
import type { PreviewImage, useAiProductCreation } from '../../hooks/useAiProductCreation';

type ReplaceImage = ReturnType<typeof useAiProductCreation>['replaceImage'];

/**
 * The AI preview's three image slots: Replace takes the next best image for a slot; an image that
 * does not load is replaced after 1 s when spares exist. `reset` forgets everything (the dialog closed).
 */
export function useAiImages(productName: string, replaceImage: ReplaceImage) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [images, setImages] = useState<PreviewImage[]>([]);
  const [remaining, setRemaining] = useState<PreviewImage[]>([]);
  const [allValid, setAllValid] = useState<PreviewImage[]>([]);
  const [replacing, setReplacing] = useState<number | null>(null);
  const broken = useRef(new Set<string>());
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);
  const reset = useCallback(() => {
    setImages([]);
    setRemaining([]);
    setAllValid([]);
    broken.current.clear();
    timers.current.forEach((id) => window.clearTimeout(id));
    timers.current = [];
  }, []);

  async function replace(index: number, auto = false) {
    setReplacing(index);
    try {
      const usable = (list: PreviewImage[]) => list.filter((i) => !broken.current.has(i.url));
      const answer = await replaceImage({
        productName,
        imageIndex: index,
        remainingImages: usable(remaining),
        allValidImages: usable(allValid),
        currentImages: images.map((i) => i.url),
      });
      setImages((list) => list.map((image, i) => (i === index ? answer.replacement : image)));
      setRemaining(answer.remaining);
      if (!auto) toast({ title: t('products.ai.replaced'), variant: 'success' });
    } catch (error) {
      toast({ title: t('products.ai.replaceFailed'), description: error instanceof ApiError ? error.serverMessage : undefined, variant: 'destructive' });
    } finally {
      setReplacing(null);
    }
  }

  function onImageError(index: number, url: string) {
    if (broken.current.has(url)) return;
    broken.current.add(url);
    const spares = allValid.filter((i) => !broken.current.has(i.url) && !images.some((shown) => shown.url === i.url));
    if (spares.length === 0) return;
    const id = window.setTimeout(() => {
      toast({ title: t('products.ai.autoReplacing'), variant: 'info' });
      void replace(index, true);
    }, 1000);
    timers.current.push(id);
  }

  return {
    images,
    replacing,
    replace: (index: number) => void replace(index),
    onImageError,
    /** The first image that loads (else the first): the product's image. */
    first: () => images.find((i) => !broken.current.has(i.url)) ?? images[0],
    load(preview: ProductPreview) {
      broken.current.clear();
      setImages(preview.topImages);
      setRemaining(preview.remainingImages);
      setAllValid([...preview.topImages, ...preview.remainingImages]);
    },
    reset,
  };
}

export type AiImages = ReturnType<typeof useAiImages>;
