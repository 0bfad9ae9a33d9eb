import { Badge, Box, Button, Flex, Heading, IconButton, Select, Text, TextField, Tooltip } from '@radix-ui/themes';
import { EyeOpenIcon, MagicWandIcon, MagnifyingGlassIcon, Pencil1Icon, PlusIcon, ReloadIcon, TrashIcon, ImageIcon } from '@radix-ui/react-icons';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { PRODUCT_ORIGINS, PRODUCT_PAGE_SIZES, PRODUCT_SORTS } from '../../../modules/catalog/product-schema';
import { adminFetcher } from '../../shared/api';
import { DataTable } from '../../shared/components/DataTable';
import { useToast } from '../../shared/toast';
import { AiProductDialog } from '../components/products/AiProductDialog';
import { ProductDialog } from '../components/products/ProductDialog';
import { DeleteProductDialog, ExamplePostsDialog, ImageViewer } from '../components/products/ViewDialogs';
import { inLanguage, statusColor, type Category, type Product, type ProductListAnswer } from '../components/products/types';
import { useQueryState } from '../hooks/useQueryState';

/** SWR as the spec's client: no retry, no refetch on focus or interval, fresh until told otherwise. */
// A page is fetched again when it is shown again, since rows move between pages after any change.
export const listSWR = { shouldRetryOnError: false, revalidateOnFocus: false, revalidateOnReconnect: false, keepPreviousData: true } as const;

const column = createColumnHelper<Product>();

/** admin-area.md §2 "Products screen". */
export default function Products() {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage;
  const toast = useToast();
  const [state, setState] = useQueryState({ q: '', sort: 'newest', page: 1, pageSize: 5, origin: '' });
  const sort = (PRODUCT_SORTS as readonly string[]).includes(state.sort) ? state.sort : 'newest';
  const pageSize = (PRODUCT_PAGE_SIZES as readonly number[]).includes(state.pageSize) ? state.pageSize : 5;
  const [search, setSearch] = useState(state.q);
  const origin = (PRODUCT_ORIGINS as readonly string[]).includes(state.origin) ? state.origin : '';
  const key = `/api/products?${new URLSearchParams({ q: state.q, sort, page: String(state.page), pageSize: String(pageSize), ...(origin ? { origin } : {}) })}`;
  const { data, error, isLoading, isValidating, mutate } = useSWR<ProductListAnswer>(key, adminFetcher, listSWR);
  const { data: categoryData } = useSWR<{ categories: Category[] }>('/api/categories', adminFetcher, listSWR);
  const [editing, setEditing] = useState<Product | null | undefined>(undefined);
  const [aiOpen, setAiOpen] = useState(false);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [viewingPosts, setViewingPosts] = useState<Product | null>(null);
  const [viewingImage, setViewingImage] = useState<Product | null>(null);

  // Search as you type (debounced); a new search starts at page 1.
  useEffect(() => {
    if (search.trim() === state.q) return;
    const id = window.setTimeout(() => setState({ q: search.trim(), page: 1 }), 300);
    return () => window.clearTimeout(id);
  }, [search]);
  useEffect(() => setSearch(state.q), [state.q]);

  // A page past the end (rows deleted elsewhere, a stale link) goes to the last page.
  useEffect(() => {
    if (data && data.products.length === 0 && data.total > 0 && state.page > 1) setState({ page: Math.ceil(data.total / pageSize) });
  }, [data]);

  async function refresh() {
    try {
      await mutate(await adminFetcher(key), { revalidate: false });
    } catch {
      toast({ title: t('products.refreshFailed'), description: t('products.refreshFailedBody'), variant: 'destructive' });
    }
  }

  function afterSave() {
    setEditing(undefined);
    setAiOpen(false);
    if (state.page === 1) void mutate();
    else setState({ page: 1 });
  }

  function afterDelete() {
    const emptied = (data?.products.length ?? 0) <= 1 && state.page > 1;
    const page = emptied ? state.page - 1 : 1;
    if (page === state.page) void mutate();
    else setState({ page });
  }

  const columns = useMemo(
    () => [
      column.accessor('id', { header: t('products.columns.id'), cell: (c) => <Text color="gray">#{c.getValue()}</Text>, size: 70 }),
      column.accessor('name', {
        header: t('products.columns.product'),
        cell: (c) => (
          <Box style={{ minWidth: 200, maxWidth: 420 }}>
            <Flex align="center" gap="2">
              <Text weight="medium" lang={language === 'el' && c.row.original.nameEl ? 'el' : 'en'}>{inLanguage(language, c.getValue(), c.row.original.nameEl)}</Text>
              {c.row.original.categoryName && (
                <Badge variant="outline" color="gray" size="1">
                  {inLanguage(language, c.row.original.categoryName, c.row.original.categoryNameEl)}
                </Badge>
              )}
            </Flex>
            <Text as="div" size="1" color="gray" style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={inLanguage(language, c.row.original.description, c.row.original.descriptionEl)}>
              {inLanguage(language, c.row.original.description, c.row.original.descriptionEl)}
            </Text>
          </Box>
        ),
      }),
      column.accessor('imagePath', {
        header: t('products.columns.image'),
        cell: (c) =>
          c.getValue() ? (
            <button type="button" className="thumb-button" onClick={() => setViewingImage(c.row.original)} aria-label={t('products.viewImage', { name: inLanguage(language, c.row.original.name, c.row.original.nameEl) })}>
              <img src={c.getValue()!} alt="" width={48} height={48} loading="lazy" />
            </button>
          ) : (
            <Flex align="center" justify="center" style={{ width: 48, height: 48, background: 'var(--gray-3)', borderRadius: 'var(--radius-2)' }} aria-label={t('products.noImage')}>
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
              <IconButton size="1" variant="ghost" onClick={() => setViewingPosts(c.row.original)} aria-label={t('products.viewPostsOf', { name: inLanguage(language, c.row.original.name, c.row.original.nameEl) })}>
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
            <IconButton size="1" variant="ghost" onClick={() => setEditing(c.row.original)} aria-label={t('products.editOf', { name: inLanguage(language, c.row.original.name, c.row.original.nameEl) })}>
              <Pencil1Icon />
            </IconButton>
            <IconButton size="1" variant="ghost" color="red" onClick={() => setDeleting(c.row.original)} aria-label={t('products.deleteOf', { name: inLanguage(language, c.row.original.name, c.row.original.nameEl) })}>
              <TrashIcon />
            </IconButton>
          </Flex>
        ),
      }),
    ],
    [t, language],
  );

  return (
    <Box>
      <Flex justify="between" align="start" wrap="wrap" gap="3" mb="4">
        <Box>
          <Heading size="6">{t('products.title')}</Heading>
          <Text color="gray" size="2">
            {t('products.subtitle')}
          </Text>
        </Box>
        <Flex gap="2" wrap="wrap">
          <Button variant="soft" onClick={() => setAiOpen(true)}>
            <MagicWandIcon /> {t('products.aiGenerate')}
          </Button>
          <Button onClick={() => setEditing(null)}>
            <PlusIcon /> {t('products.add')}
          </Button>
        </Flex>
      </Flex>
      <Flex gap="2" mb="3" wrap="wrap" align="center">
        <TextField.Root placeholder={t('products.search')} value={search} onChange={(e) => setSearch(e.target.value)} style={{ flex: 1, minWidth: 220 }} aria-label={t('products.search')} type="search">
          <TextField.Slot>
            <MagnifyingGlassIcon />
          </TextField.Slot>
        </TextField.Root>
        <Select.Root value={origin || 'all'} onValueChange={(value) => setState({ origin: value === 'all' ? '' : value, page: 1 })}>
          <Select.Trigger aria-label={t('products.originLabel')} style={{ minWidth: 170 }} />
          <Select.Content>
            {['all', ...PRODUCT_ORIGINS].map((o) => (
              <Select.Item key={o} value={o}>
                {t(`products.origin.${o}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
        <Select.Root value={sort} onValueChange={(value) => setState({ sort: value, page: 1 })}>
          <Select.Trigger aria-label={t('products.sortLabel')} style={{ minWidth: 170 }} />
          <Select.Content>
            {PRODUCT_SORTS.map((s) => (
              <Select.Item key={s} value={s}>
                {t(`products.sort.${s}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
        <Tooltip content={t('products.refresh')}>
          <IconButton variant="soft" color="gray" onClick={refresh} aria-label={t('products.refresh')} disabled={isValidating}>
            <ReloadIcon className={isValidating ? 'spin' : undefined} />
          </IconButton>
        </Tooltip>
      </Flex>
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
          emptyText={t('products.empty')}
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
      <ProductDialog open={editing !== undefined} product={editing ?? null} categories={categoryData?.categories ?? []} onClose={() => setEditing(undefined)} onSaved={afterSave} />
      <AiProductDialog open={aiOpen} onClose={() => setAiOpen(false)} onCreated={afterSave} />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} onDeleted={afterDelete} />
      <ExamplePostsDialog product={viewingPosts} onClose={() => setViewingPosts(null)} />
      <ImageViewer product={viewingImage} onClose={() => setViewingImage(null)} />
    </Box>
  );
}
