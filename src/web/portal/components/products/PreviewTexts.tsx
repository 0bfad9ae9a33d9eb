import { Badge, Box, Flex, Heading, Switch, Text, TextArea, TextField } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../dates';
import { displayCategory, displayDescription, displayName, type AccountProduct } from '../../products';

/** The dialog's title line: the category, a draft badge, when it was added, and the Edit switch. */
export function PreviewHeader({
  product,
  editing,
  onEditing,
  title,
}: {
  product: AccountProduct;
  editing: boolean;
  onEditing: (on: boolean) => void;
  title: ReactNode;
}) {
  const { t, i18n } = useTranslation('portal');
  return (
    <Flex justify="between" align="start" gap="3" mb="3">
      <Box>
        {title}
        <Flex gap="2" align="center" wrap="wrap">
          <Badge color={product.categoryName ? 'iris' : 'gray'} variant="soft">
            {displayCategory(product, i18n.resolvedLanguage) ?? t('products.noCategory')}
          </Badge>
          {product.productStatus === 'draft' && <Badge color="amber">{t('products.draftBadge')}</Badge>}
          <Text size="1" color="gray">
            {t('products.addedOn', { date: formatDate(product.createdAt, i18n.resolvedLanguage ?? 'en') })}
          </Text>
        </Flex>
      </Box>
      <Text as="label" size="2">
        <Flex gap="2" align="center">
          <Switch checked={editing} onCheckedChange={onEditing} aria-label={t('products.edit')} />
          {t('products.edit')}
        </Flex>
      </Text>
    </Flex>
  );
}

export interface PreviewTextsProps {
  product: AccountProduct;
  editing: boolean;
  name: string;
  description: string;
  onName: (text: string) => void;
  onDescription: (text: string) => void;
}

/** The product's name and description as the account shows them, or their fields in edit mode. */
export function PreviewTexts({ product, editing, name, description, onName, onDescription }: PreviewTextsProps) {
  const { t, i18n } = useTranslation('portal');
  return (
    <Flex direction="column" gap="3">
      {editing ? (
        <>
          <label>
            <Text as="div" size="2" weight="medium" mb="1">
              {t('products.name')}
            </Text>
            <TextField.Root value={name} onChange={(e) => onName(e.target.value)} maxLength={200} name="name" />
          </label>
          <label>
            <Text as="div" size="2" weight="medium" mb="1">
              {t('products.description')}
            </Text>
            <TextArea value={description} onChange={(e) => onDescription(e.target.value)} rows={10} maxLength={5000} name="description" />
          </label>
          <Text size="1" color="gray">
            {t('products.editHelp')}
          </Text>
        </>
      ) : (
        <>
          <Heading as="h3" size="5">
            {displayName(product, i18n.resolvedLanguage)}
          </Heading>
          <Text as="p" size="2" style={{ whiteSpace: 'pre-wrap' }}>
            {displayDescription(product, i18n.resolvedLanguage)}
          </Text>
        </>
      )}
    </Flex>
  );
}
