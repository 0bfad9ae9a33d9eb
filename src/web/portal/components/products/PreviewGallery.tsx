import { Box, Button, Flex, IconButton, Spinner, Text, Tooltip } from '@radix-ui/themes';
import { Cross2Icon, ResetIcon, UploadIcon } from '@radix-ui/react-icons';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSrc, type ProductImage as Image } from '../../products';
import { ProductImage } from '../ProductImage';

export interface PreviewGalleryProps {
  /** The product's images; empty while none are listed (the product's own image then shows). */
  images: Image[];
  loading: boolean;
  /** The image paths to show (the list's, else the product's own). */
  gallery: string[];
  selected: number;
  onSelect: (index: number) => void;
  alt: string;
  editing: boolean;
  /** Images marked for removal by Save. */
  removed: ReadonlySet<number>;
  onToggleRemoved: (id: number) => void;
  saving: boolean;
  /** Uploading is offered for a catalogue product only. */
  canUpload: boolean;
  uploading: boolean;
  onUpload: (file: File | undefined, input: HTMLInputElement) => void;
}

/** The main image, the thumbnails (in edit mode each marked for removal or unmarked) and the upload button. */
export function PreviewGallery(props: PreviewGalleryProps) {
  const { t } = useTranslation('portal');
  const fileInput = useRef<HTMLInputElement>(null);
  const { removed, editing } = props;
  const main = props.gallery[Math.min(props.selected, props.gallery.length - 1)];
  return (
    <Box>
      {props.loading ? (
        <Flex align="center" justify="center" style={{ aspectRatio: '4 / 3' }}>
          <Spinner />
        </Flex>
      ) : (
        <ProductImage
          key={main ?? 'none'}
          src={imageSrc(main)}
          alt={props.alt}
          style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'contain', background: 'var(--gray-a2)', borderRadius: 'var(--radius-3)' }}
        />
      )}
      <Flex gap="2" mt="2" wrap="wrap" data-testid="preview-images">
        {props.images.map((image, index) => {
          const marked = removed.has(image.id);
          const removeLabel = image.own ? t('products.deleteImage') : t('products.hideImage');
          return (
            <Box key={image.id} style={{ position: 'relative', opacity: marked ? 0.4 : 1 }} data-marked={marked || undefined}>
              <button
                type="button"
                onClick={() => props.onSelect(index)}
                aria-label={t('products.showImage', { n: index + 1 })}
                style={{
                  padding: 0,
                  border: index === props.selected ? '2px solid var(--accent-9)' : '2px solid transparent',
                  borderRadius: 'var(--radius-2)',
                  background: 'none',
                  cursor: 'pointer',
                }}
              >
                <ProductImage src={imageSrc(image.imagePath)} alt="" style={{ width: 64, height: 64, borderRadius: 'var(--radius-2)' }} />
              </button>
              {editing && (
                <Tooltip content={marked ? t('products.undoRemoveImage') : removeLabel}>
                  <IconButton
                    size="1"
                    color={marked ? 'gray' : 'red'}
                    variant="solid"
                    radius="full"
                    disabled={props.saving}
                    onClick={() => props.onToggleRemoved(image.id)}
                    aria-label={marked ? t('products.undoRemoveImageN', { n: index + 1 }) : removeLabel}
                    style={{ position: 'absolute', top: -6, right: -6 }}
                  >
                    {marked ? <ResetIcon /> : <Cross2Icon />}
                  </IconButton>
                </Tooltip>
              )}
            </Box>
          );
        })}
      </Flex>
      {editing && removed.size > 0 && (
        <Text as="p" size="1" color="red" mt="2" data-testid="images-marked">
          {t('products.imagesMarked', { count: removed.size })}
        </Text>
      )}
      {editing && props.canUpload && (
        <Box mt="3">
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            hidden
            data-testid="image-upload-input"
            onChange={(e) => props.onUpload(e.target.files?.[0], e.target)}
          />
          <Button variant="soft" size="2" onClick={() => fileInput.current?.click()} disabled={props.uploading}>
            <UploadIcon /> {props.uploading ? t('products.uploading') : t('products.uploadImage')}
          </Button>
          <Text as="p" size="1" color="gray" mt="2">
            {t('products.imagesHelp')}
          </Text>
        </Box>
      )}
    </Box>
  );
}
