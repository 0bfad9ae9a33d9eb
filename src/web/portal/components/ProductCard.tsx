import { Badge, Box, Button, Card, Flex, Heading, IconButton, Text, Tooltip } from '@radix-ui/themes';
import { EyeOpenIcon, TrashIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { displayCategory, displayDescription, displayImagePath, displayName, imageSrc, type AccountProduct } from '../products';
import { ProductImage } from './ProductImage';

/** A selected product: image, category badge, name, two-line description, Preview and 'remove from list'. */
export function ProductCard({
  product,
  onPreview,
  onRemove,
  removing,
}: {
  product: AccountProduct;
  onPreview: () => void;
  onRemove: () => void;
  removing: boolean;
}) {
  const { t, i18n } = useTranslation('portal');
  const name = displayName(product, i18n.resolvedLanguage);
  return (
    <Card size="1" data-testid="product-card" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box mx="-3" mt="-3" mb="3" style={{ position: 'relative' }}>
        <ProductImage
          key={displayImagePath(product) ?? ''}
          src={imageSrc(displayImagePath(product))}
          alt={name}
          style={{
            width: '100%',
            aspectRatio: '4 / 3',
            objectFit: 'contain',
            background: 'var(--gray-a2)',
            borderRadius: 'var(--radius-3) var(--radius-3) 0 0',
          }}
        />
        {product.productStatus === 'draft' && (
          <Tooltip content={t('products.draftExplanation')}>
            <Badge color="amber" variant="solid" tabIndex={0} aria-label={t('products.draftExplanation')} style={{ position: 'absolute', top: 8, right: 8 }}>
              {t('products.draftBadge')}
            </Badge>
          </Tooltip>
        )}
      </Box>
      <Flex direction="column" gap="2" style={{ flex: 1 }}>
        <Box>
          <Badge color={product.categoryName ? 'iris' : 'gray'} variant="soft">
            {displayCategory(product, i18n.resolvedLanguage) ?? t('products.noCategory')}
          </Badge>
        </Box>
        <Heading as="h3" size="3">
          {name}
        </Heading>
        <Text size="2" color="gray" style={{ flex: 1, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {displayDescription(product, i18n.resolvedLanguage)}
        </Text>
        <Flex gap="2" justify="between" mt="2">
          <Button variant="soft" onClick={onPreview}>
            <EyeOpenIcon /> {t('products.preview')}
          </Button>
          <Tooltip content={t('products.removeFromList')}>
            <IconButton variant="soft" color="red" onClick={onRemove} disabled={removing} aria-label={`${t('products.removeFromList')}: ${name}`}>
              <TrashIcon />
            </IconButton>
          </Tooltip>
        </Flex>
      </Flex>
    </Card>
  );
}
