import { Box, Button, Flex, Text } from '@radix-ui/themes';
import { MagicWandIcon, PlusIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_PAGE_SIZES } from '../../../modules/catalog/product-schema';
import { DataTable } from '../../shared/components/DataTable';
import { PageHeader } from '../../shared/components/PageHeader';
import { useToast } from '../../shared/toast';
import { AiProductDialog } from '../components/products/AiProductDialog';
import { ProductDialog } from '../components/products/ProductDialog';
import { ProductFilters } from '../components/products/ProductFilters';
import type { Product } from '../components/products/types';
import { useProductColumns } from '../components/products/useProductColumns';
import { DeleteProductDialog, ExamplePostsDialog, ImageViewer } from '../components/products/ViewDialogs';
import { useProducts } from '../hooks/useProducts';

/** admin-area.md §2 "Products screen". */
export default function Products() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const { state, setState, sort, pageSize, origin, list, categories, refresh, showSaved, showAfterDelete } = useProducts();
  const { data, error, isLoading, isValidating } = list;
  const [editing, setEditing] = useState<Product | null | undefined>(undefined);
  const [aiOpen, setAiOpen] = useState(false);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [viewingPosts, setViewingPosts] = useState<Product | null>(null);
  const [viewingImage, setViewingImage] = useState<Product | null>(null);
  const columns = useProductColumns({ onEdit: setEditing, onDelete: setDeleting, onViewPosts: setViewingPosts, onViewImage: setViewingImage });

  async function refreshList() {
    if (!(await refresh())) toast({ title: t('products.refreshFailed'), description: t('products.refreshFailedBody'), variant: 'destructive' });
  }

  function afterSave() {
    setEditing(undefined);
    setAiOpen(false);
    showSaved();
  }

  return (
    <Box>
      <PageHeader
        title={t('products.title')}
        description={t('products.subtitle')}
        actions={
          <Flex gap="2" wrap="wrap">
            <Button variant="soft" onClick={() => setAiOpen(true)}>
              <MagicWandIcon /> {t('products.aiGenerate')}
            </Button>
            <Button onClick={() => setEditing(null)}>
              <PlusIcon /> {t('products.add')}
            </Button>
          </Flex>
        }
      />
      <ProductFilters
        query={state.q}
        origin={origin}
        sort={sort}
        refreshing={isValidating}
        onSearch={(q) => setState({ q, page: 1 })}
        onOrigin={(value) => setState({ origin: value, page: 1 })}
        onSort={(value) => setState({ sort: value, page: 1 })}
        onRefresh={() => void refreshList()}
      />
      {error && !data ? (
        <Text as="div" color="red" my="4">
          {t('products.loadFailed')}
        </Text>
      ) : (
        <DataTable
          label={t('products.title')}
          columns={columns}
          data={data?.products ?? []}
          getRowId={(p) => String(p.id)}
          loading={isLoading || (isValidating && !data)}
          loadingText={t('products.loading')}
          emptyText={
            // A search or filter that matches nothing says so and offers to clear it, rather than
            // inviting a first product into a catalogue that has some (issue 24); the spec's
            // sentence stays for a catalogue that is really empty.
            state.q || origin ? (
              <Flex direction="column" align="center" gap="2" data-testid="products-no-match">
                <span>{state.q ? t('products.noMatch', { query: state.q }) : t('products.noMatchFilters')}</span>
                <Button variant="soft" size="1" onClick={() => setState({ q: '', origin: '', page: 1 })}>
                  {state.q ? t('products.clearSearch') : t('products.clearFilters')}
                </Button>
              </Flex>
            ) : (
              t('products.empty')
            )
          }
          pagination={{
            page: state.page,
            pageSize,
            total: data?.total ?? 0,
            onPageChange: (page) => setState({ page }),
            onPageSizeChange: (size) => setState({ pageSize: size, page: 1 }),
            pageSizes: PRODUCT_PAGE_SIZES,
            maxLinks: 5,
          }}
        />
      )}
      <ProductDialog open={editing !== undefined} product={editing ?? null} categories={categories} onClose={() => setEditing(undefined)} onSaved={afterSave} />
      <AiProductDialog open={aiOpen} onClose={() => setAiOpen(false)} onCreated={afterSave} />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} onDeleted={showAfterDelete} />
      <ExamplePostsDialog product={viewingPosts} onClose={() => setViewingPosts(null)} />
      <ImageViewer product={viewingImage} onClose={() => setViewingImage(null)} />
    </Box>
  );
}
