import { Box, Button, Flex, Text } from '@radix-ui/themes';
import { ImageIcon } from '@radix-ui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORY_HEIGHT, STORY_WIDTH } from '../../../../modules/stories/story-limits';
import { useUploadMaxMb } from '../../hooks/usePortal';
import { refuseImageFile, type ImageFileRefusal } from '../../image-file';

/**
 * The image input with its preview. Only image files are taken (the spec's "image files only");
 * the preview says how the video will move it, since a wide and a tall image are animated
 * differently (wide: a pan from left to right; tall: fills the frame and drifts).
 */
export function StoryImageInput({
  file,
  onChange,
  error,
  disabled,
}: {
  file: File | null;
  /** `refused` says why a chosen file was not taken: not an image, an SVG (never made into a story), or too large to upload. */
  onChange: (file: File | null, refused: ImageFileRefusal | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('story');
  const uploadMaxMb = useUploadMaxMb();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);

  useEffect(() => {
    setSize(null);
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);

  function pick(chosen: File | undefined) {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const refused = refuseImageFile(chosen, uploadMaxMb);
    onChange(refused ? null : chosen, refused);
  }

  // The renderer's rule (stories/image-slide.ts): clearly wider than 9:16 pans, anything else drifts.
  const wide = size && size.width / size.height > (STORY_WIDTH / STORY_HEIGHT) * 1.1;
  // A portrait photo (3:4, 4:5) is still wider than the 9:16 frame and pans: it is not called "wide" (issue 24).
  const motion = !wide ? 'tall' : size.width > size.height ? 'wide' : 'portraitPan';
  return (
    <Box>
      <Text as="label" htmlFor="story-image" size="2" weight="medium">
        {t('form.image')}
      </Text>
      <input
        ref={input}
        id="story-image"
        name="image"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif,image/tiff,.jpg,.jpeg,.png,.webp,.gif,.avif,.heic,.tif,.tiff"
        hidden
        aria-invalid={!!error}
        onChange={(e) => pick(e.target.files?.[0])}
        data-testid="story-image-input"
      />
      <Flex mt="1" gap="3" align="center" wrap="wrap">
        <Button type="button" variant="soft" onClick={() => input.current?.click()} disabled={disabled}>
          <ImageIcon /> {file ? t('form.changeImage') : t('form.chooseImage')}
        </Button>
        <Text size="2" color="gray" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {file ? file.name : t('form.noImage')}
        </Text>
      </Flex>
      <Text as="div" size="1" color="gray" mt="1">
        {t('form.imageHelp')}
      </Text>
      {error && (
        <Text as="div" size="1" color="red" mt="1" role="alert">
          {error}
        </Text>
      )}
      {url && (
        <Flex mt="3" gap="3" align="start" wrap="wrap">
          <img
            src={url}
            alt={t('form.preview')}
            data-testid="story-image-preview"
            onLoad={(e) => setSize({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
            style={{
              display: 'block',
              maxWidth: '100%',
              width: 220,
              maxHeight: 220,
              objectFit: 'contain',
              background: 'var(--gray-a3)',
              borderRadius: 'var(--radius-2)',
            }}
          />
          {size && (
            <Box style={{ flex: '1 1 140px', minWidth: 0 }}>
              <Text as="div" size="2">
                {size.width} × {size.height}
              </Text>
              <Text as="div" size="2" color="gray" data-testid="story-image-motion">
                {t(`form.${motion}`)}
              </Text>
            </Box>
          )}
        </Flex>
      )}
    </Box>
  );
}
