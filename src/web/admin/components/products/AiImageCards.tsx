import { Badge, Box, Button, Card, Flex, Grid, Spinner, Text } from '@radix-ui/themes';
import { UpdateIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { AiImages } from './useAiImages';

/** The preview's images, the first marked as the main one, each with its score and Replace. */
export function AiImageCards({ images }: { images: AiImages }) {
  const { t } = useTranslation('admin');
  if (images.images.length === 0) {
    return (
      <Text size="2" color="gray">
        {t('products.ai.noImages')}
      </Text>
    );
  }
  return (
    <Grid columns={{ initial: '1', sm: '3' }} gap="3">
      {images.images.map((image, index) => (
        <Card key={`${index}-${image.url}`} data-testid="ai-image-card">
          <Box style={{ position: 'relative', aspectRatio: '4 / 5', background: 'var(--gray-3)', borderRadius: 'var(--radius-2)', overflow: 'hidden' }}>
            <img
              src={image.url}
              alt={image.description ?? ''}
              onError={() => images.onImageError(index, image.url)}
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
            {index === 0 && (
              <Badge style={{ position: 'absolute', top: 8, left: 8 }} color="iris" variant="solid">
                {t('products.ai.mainImage')}
              </Badge>
            )}
          </Box>
          <Flex justify="between" align="center" mt="2">
            <Badge color={(image.score ?? 0) >= 70 ? 'green' : (image.score ?? 0) >= 40 ? 'amber' : 'gray'}>
              {t('products.ai.score', { score: image.score ?? 0 })}
            </Badge>
            <Button size="1" variant="soft" onClick={() => images.replace(index)} disabled={images.replacing !== null}>
              {images.replacing === index ? <Spinner /> : <UpdateIcon />} {t('products.ai.replace')}
            </Button>
          </Flex>
          {image.reason && (
            <Text as="p" size="1" color="gray" mt="2">
              {image.reason}
            </Text>
          )}
        </Card>
      ))}
    </Grid>
  );
}
