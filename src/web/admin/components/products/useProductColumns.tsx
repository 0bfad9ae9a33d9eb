import { Badge, Box, Flex, IconButton, Text, Tooltip } from '@radix-ui/themes';
import { EyeOpenIcon, ImageIcon, Pencil1Icon, TrashIcon } from '@radix-ui/react-icons';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { inLanguage, statusColor, type Product } from './types';

const column = createColumnHelper<Product>();

export interface ProductRowActions {
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  onViewPosts: (product: Product) => void;
  onViewImage: (product: Product) => void;
}

/** The Products table's columns: id, product (name, category, description), image, example posts, status, actions. */
export function useProductColumns({ onEdit, onDelete, onViewPosts, onViewImage }: ProductRowActions) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage;
  return useMemo(() => {
    const nameOf = (p: Product) => inLanguage(language, p.name, p.nameEl);
    return [
      column.accessor('id', { header: t('products.columns.id'), cell: (c) => <Text color="gray">#{c.getValue()}</Text>, size: 70 }),
      column.accessor('name', {
        header: t('products.columns.product'),
        cell: (c) => (
          <Box style={{ minWidth: 200, maxWidth: 420 }}>
            <Flex align="center" gap="2">
              <Text weight="medium" lang={language === 'el' && c.row.original.nameEl ? 'el' : 'en'}>
                {inLanguage(language, c.getValue(), c.row.original.nameEl)}
              </Text>
              {c.row.original.categoryName && (
                <Badge variant="outline" color="gray" size="1">
                  {inLanguage(language, c.row.original.categoryName, c.row.original.categoryNameEl)}
                </Badge>
              )}
            </Flex>
            <Text
              as="div"
              size="1"
              color="gray"
              style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              title={inLanguage(language, c.row.original.description, c.row.original.descriptionEl)}
            >
              {inLanguage(language, c.row.original.description, c.row.original.descriptionEl)}
            </Text>
          </Box>
        ),
      }),
      column.accessor('imagePath', {
        header: t('products.columns.image'),
        cell: (c) =>
          c.getValue() ? (
            <button
              type="button"
              className="thumb-button"
              onClick={() => onViewImage(c.row.original)}
              aria-label={t('products.viewImage', { name: nameOf(c.row.original) })}
            >
              <img src={c.getValue()!} alt="" width={48} height={48} loading="lazy" />
            </button>
          ) : (
            <Flex
              align="center"
              justify="center"
              style={{ width: 48, height: 48, background: 'var(--gray-3)', borderRadius: 'var(--radius-2)' }}
              aria-label={t('products.noImage')}
            >
              <ImageIcon color="var(--gray-9)" />
            </Flex>
          ),
        size: 80,
      }),
      column.accessor('examplePostsCount', {
        header: t('products.columns.examplePosts'),
        cell: (c) => (
          <Flex align="center" gap="2">
            <Badge variant="soft" radius="full">
              {c.getValue()}
            </Badge>
            <Tooltip content={t('products.viewPosts')}>
              <IconButton
                size="1"
                variant="ghost"
                onClick={() => onViewPosts(c.row.original)}
                aria-label={t('products.viewPostsOf', { name: nameOf(c.row.original) })}
              >
                <EyeOpenIcon />
              </IconButton>
            </Tooltip>
          </Flex>
        ),
      }),
      column.accessor('status', {
        header: t('products.columns.status'),
        cell: (c) => {
          const creator = c.row.original.createdBy;
          return (
            <Flex direction="column" align="start" gap="1" style={{ maxWidth: 220 }}>
              <Badge color={statusColor(c.getValue())}>{t(`products.status.${c.getValue()}`)}</Badge>
              {creator && (
                <Text size="1" color="gray" data-testid="created-by">
                  {t('products.createdBy', { name: creator.businessName ?? `#${creator.accountId}` })}
                </Text>
              )}
              {creator && c.getValue() === 'draft' && (
                <Text size="1" color="amber">
                  {t('products.clinicDraft')}
                </Text>
              )}
            </Flex>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: t('products.columns.actions'),
        cell: (c) => (
          <Flex gap="3">
            <IconButton size="1" variant="ghost" onClick={() => onEdit(c.row.original)} aria-label={t('products.editOf', { name: nameOf(c.row.original) })}>
              <Pencil1Icon />
            </IconButton>
            <IconButton
              size="1"
              variant="ghost"
              color="red"
              onClick={() => onDelete(c.row.original)}
              aria-label={t('products.deleteOf', { name: nameOf(c.row.original) })}
            >
              <TrashIcon />
            </IconButton>
          </Flex>
        ),
      }),
    ];
  }, [t, language, onEdit, onDelete, onViewPosts, onViewImage]);
}
