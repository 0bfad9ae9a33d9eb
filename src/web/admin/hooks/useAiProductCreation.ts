import { useCallback } from 'react';
import type { ReplaceProductImageResult } from '../../../modules/catalog/index';
import { api } from '../../shared/api';
import type { Finding } from '../../shared/components/ComplianceFindings';
import { useProductPreview, type PreviewImage as ServerPreviewImage } from '../../shared/hooks/useProductPreview';
import type { Json } from '../../shared/json';

/** admin-area.md §3 "AI preview image": ranked images carry id, rank, score and reason; a replacement may carry fewer. */
export type PreviewImage = Partial<ServerPreviewImage> & { url: string };

/** The product the dialog creates: a brand name (the same in Greek), both descriptions, and the first image. */
export interface AiDraft {
  name: string;
  description: string;
  descriptionEl: string;
  language: 'en' | 'el';
}

/** Which step of creating the product failed: storing its image, or saving the product (the stored image is then reused). */
export class CreateDraftError extends Error {
  constructor(
    readonly step: 'image' | 'product',
    override readonly cause: unknown,
    readonly imageUrl?: string,
  ) {
    super(step);
  }
}

/** POST /api/save-product-images (admin): the chosen image, downloaded into the uploads; answers its path there. */
async function storeImage(productName: string, description: string, image: PreviewImage): Promise<string> {
  const saved = await api<{ success: boolean; downloadedImages?: string[]; error?: string }>('/api/save-product-images', {
    area: 'admin',
    body: { productName, description, selectedImages: [image] },
  });
  const path = saved.downloadedImages?.[0];
  if (!saved.success || !path) throw new Error(saved.error ?? '');
  return path.startsWith('/uploads/') ? path : `/uploads/${path.replace(/^\/+/, '')}`;
}

/**
 * The admin's AI product creation (admin-area.md §2, §4): a preview for a name, the next best image
 * for a slot, and creating the product as a draft.
 */
export function useAiProductCreation() {
  const { generating, requestPreview } = useProductPreview('admin');

  /** POST /api/replace-product-image: the next best image for slot `index` (cycling over all when none remain). */
  const replaceImage = useCallback(
    async (input: { productName: string; imageIndex: number; remainingImages: PreviewImage[]; allValidImages: PreviewImage[]; currentImages: string[] }) => {
      const answer = await api<Partial<Json<ReplaceProductImageResult>> & { success: boolean; error?: string | null }>('/api/replace-product-image', {
        area: 'admin',
        body: input,
      });
      if (!answer.success || !answer.replacementImage) throw new Error(answer.error ?? '');
      return { replacement: answer.replacementImage as PreviewImage, remaining: (answer.remainingImages ?? []) as PreviewImage[] };
    },
    [],
  );

  /**
   * Workflow (one call later: POST /api/products with origin 'ai' and the image's URL, the server
   * storing it): stores the first image, then creates the product as a draft (status draft,
   * origin ai). A prescription-only medicine is refused with a 409 until `confirmed`; `imageUrl`
   * (the image stored by the first try, carried by the error) saves storing it again.
   */
  const createDraft = useCallback(async (draft: AiDraft, image: PreviewImage | string, confirmed = false) => {
    let imageUrl: string;
    try {
      imageUrl = typeof image === 'string' ? image : await storeImage(draft.name, draft.description, image);
    } catch (error) {
      throw new CreateDraftError('image', error);
    }
    try {
      return await api<{ findings?: Finding[] }>('/api/products', {
        area: 'admin',
        // A product name is a brand, written the same in Greek.
        body: {
          name: draft.name,
          description: draft.description.trim(),
          nameEl: draft.name,
          descriptionEl: draft.descriptionEl.trim(),
          status: 'active',
          origin: 'ai',
          imageUrl,
          language: draft.language,
          ...(confirmed ? { confirmCompliance: true } : {}),
        },
      });
    } catch (error) {
      throw new CreateDraftError('product', error, imageUrl);
    }
  }, []);

  return { generating, requestPreview, replaceImage, createDraft };
}
