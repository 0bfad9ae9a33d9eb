import { Badge, Box, Button, Flex, Grid, Text } from '@radix-ui/themes';
import { CheckIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreviewImage } from '../../../shared/hooks/useProductPreview';
import { proxiedSrc } from '../../products';
import { ProductImage } from '../ProductImage';

/** How many of the ranked images are shown (and preselected) before "more". */
export const TOP = 3;

function ImageChoice({ image, rank, on, onToggle }: { image: PreviewImage; rank: number; on: boolean; onToggle: () => void }) {
  const { t } = useTranslation('portal');
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t('ai.imageLabel', { rank })}
      onClick={onToggle}
      title={image.reason}
      style={{
        position: 'relative',
        padding: 0,
        textAlign: 'left',
        cursor: 'pointer',
        background: 'var(--color-panel-solid)',
        color: 'inherit',
        borderRadius: 'var(--radius-3)',
        border: on ? '3px solid var(--accent-9)' : '3px solid var(--gray-a4)',
        overflow: 'hidden',
      }}
    >
      <ProductImage
        src={proxiedSrc(image.url)}
        fallbackSrc={image.url}
        alt=""
        style={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'contain', background: 'var(--gray-a2)' }}
      />
      <Badge variant="solid" color={rank <= TOP ? 'iris' : 'gray'} style={{ position: 'absolute', top: 6, left: 6 }}>
        #{rank}
      </Badge>
      {on && (
        <Flex
          align="center"
          justify="center"
          style={{ position: 'absolute', top: 6, right: 6, width: 24, height: 24, borderRadius: '50%', background: 'var(--accent-9)', color: 'white' }}
        >
          <CheckIcon />
        </Flex>
      )}
      {image.reason && (
        <Box p="2">
          <Text as="div" size="1" color="gray" style={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {image.reason}
          </Text>
        </Box>
      )}
    </button>
  );
}

/** The ranked images, best first: the top 3, or all of them; a click picks or drops one. */
export function AiImagePicker({ images, selected, onToggle }: { images: PreviewImage[]; selected: ReadonlySet<string>; onToggle: (url: string) => void }) {
  const { t } = useTranslation('portal');
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? images : images.slice(0, TOP);
  return (
    <>
      <Flex justify="between" align="center" wrap="wrap" gap="2">
        <Text size="2" weight="medium">
          {t('ai.imagesLabel', { selected: selected.size, total: images.length })}
        </Text>
        {images.length > TOP && (
          <Button variant="ghost" size="1" onClick={() => setShowAll((s) => !s)}>
            {showAll ? t('ai.showTop') : t('ai.moreImages', { count: images.length - TOP })}
          </Button>
        )}
      </Flex>
      {images.length === 0 ? (
        <Text size="2" color="gray">
          {t('ai.noImages')}
        </Text>
      ) : (
        <Grid columns={{ initial: '2', sm: '3' }} gap="3" data-testid="ai-images">
          {shown.map((image, index) => (
            <ImageChoice key={`${image.id}-${image.url}`} image={image} rank={index + 1} on={selected.has(image.url)} onToggle={() => onToggle(image.url)} />
          ))}
        </Grid>
      )}
    </>
  );
}
