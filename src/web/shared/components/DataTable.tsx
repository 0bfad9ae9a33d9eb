import { Box, Button, Flex, IconButton, Select, Spinner, Table, Text } from '@radix-ui/themes';
import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The one generic table of the web app, on @tanstack/react-table v8. Sorting, filtering and
 * paging happen on the server (manual mode): the table renders one page of rows; the caller keeps
 * page and page size (in the URL) and passes the total.
 */
interface DataTablePagination {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Without it, no items-per-page select is shown. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizes?: readonly number[];
  /** 'links': up to `maxLinks` numbered page links; 'simple': Previous, the current page, Next. */
  variant?: 'links' | 'simple';
  maxLinks?: number;
}

export interface DataTableProps<T> {
  columns: ColumnDef<T, any>[];
  data: T[];
  getRowId?: (row: T) => string;
  loading?: boolean;
  loadingText: string;
  /** What an empty table says: a sentence, or a sentence with an action (e.g. clear the search). */
  emptyText: ReactNode;
  pagination?: DataTablePagination;
  /** Accessible name of the table. */
  label?: string;
}

/** The page numbers to show: a window of at most `max` links around the current page. */
function pageWindow(page: number, pageCount: number, max = 5): number[] {
  const size = Math.min(max, pageCount);
  let start = Math.max(1, page - Math.floor(size / 2));
  start = Math.min(start, Math.max(1, pageCount - size + 1));
  return Array.from({ length: size }, (_, i) => start + i);
}

export function DataTable<T>({ columns, data, getRowId, loading, loadingText, emptyText, pagination, label }: DataTableProps<T>) {
  const { t } = useTranslation('admin');
  const pageCount = pagination ? Math.max(1, Math.ceil(pagination.total / pagination.pageSize)) : 1;
  const table = useReactTable({
    data,
    columns,
    getRowId: getRowId ? (row) => getRowId(row) : undefined,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    pageCount,
  });
  const showEmpty = !loading && data.length === 0;
  return (
    <Box>
      <Box style={{ overflowX: 'auto' }}>
        <Table.Root variant="surface" aria-label={label} aria-busy={loading || undefined}>
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id}>
                {group.headers.map((header) => (
                  <Table.ColumnHeaderCell
                    key={header.id}
                    style={{
                      width: header.column.columnDef.size && header.column.columnDef.size !== 150 ? header.column.columnDef.size : undefined,
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                  </Table.ColumnHeaderCell>
                ))}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>
            {loading && data.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={columns.length}>
                  <Flex align="center" justify="center" gap="2" py="6">
                    <Spinner />
                    <Text color="gray">{loadingText}</Text>
                  </Flex>
                </Table.Cell>
              </Table.Row>
            )}
            {showEmpty && (
              <Table.Row>
                <Table.Cell colSpan={columns.length}>
                  {/* Held in view on a phone, where the table scrolls sideways and its centre is off screen. */}
                  <Text as="div" align="center" color="gray" my="6" style={{ position: 'sticky', left: 0, width: 'min(100%, calc(100vw - 64px))' }}>
                    {emptyText}
                  </Text>
                </Table.Cell>
              </Table.Row>
            )}
            {table.getRowModel().rows.map((row) => (
              <Table.Row key={row.id} align="center" style={{ opacity: loading ? 0.6 : 1 }}>
                {row.getVisibleCells().map((cell) => (
                  <Table.Cell key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {pagination && <Pager pagination={pagination} pageCount={pageCount} t={t} />}
    </Box>
  );
}

function Pager({ pagination, pageCount, t }: { pagination: DataTablePagination; pageCount: number; t: (k: string, o?: Record<string, unknown>) => string }) {
  const { page, pageSize, total, onPageChange, onPageSizeChange, pageSizes, variant = 'links', maxLinks = 5 } = pagination;
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Flex align="center" justify="between" gap="3" mt="3" wrap="wrap">
      <Flex align="center" gap="2">
        {onPageSizeChange && pageSizes && (
          <>
            <Text size="2" color="gray">
              {t('table.itemsPerPage')}
            </Text>
            <Select.Root value={String(pageSize)} onValueChange={(value) => onPageSizeChange(Number(value))} size="1">
              <Select.Trigger aria-label={t('table.itemsPerPage')} />
              <Select.Content>
                {pageSizes.map((size) => (
                  <Select.Item key={size} value={String(size)}>
                    {size}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </>
        )}
        <Text size="2" color="gray">
          {t('table.range', { from, to, total })}
        </Text>
      </Flex>
      <Flex align="center" gap="1" role="navigation" aria-label={t('table.pagination')}>
        {variant === 'simple' ? (
          <>
            <Button size="1" variant="soft" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
              <ChevronLeftIcon /> {t('table.previous')}
            </Button>
            <Text size="2" weight="medium" mx="2" aria-current="page">
              {page}
            </Text>
            <Button size="1" variant="soft" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
              {t('table.next')} <ChevronRightIcon />
            </Button>
          </>
        ) : (
          <>
            <IconButton size="1" variant="soft" disabled={page <= 1} onClick={() => onPageChange(page - 1)} aria-label={t('table.previous')}>
              <ChevronLeftIcon />
            </IconButton>
            {pageWindow(page, pageCount, maxLinks).map((n) => (
              <Button
                key={n}
                size="1"
                variant={n === page ? 'solid' : 'soft'}
                color={n === page ? undefined : 'gray'}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('table.page', { page: n })}
                onClick={() => onPageChange(n)}
              >
                {n}
              </Button>
            ))}
            <IconButton size="1" variant="soft" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)} aria-label={t('table.next')}>
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
      </Flex>
    </Flex>
  );
}
