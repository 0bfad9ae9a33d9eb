import { Flex, IconButton, Select, TextField, Tooltip } from '@radix-ui/themes';
import { MagnifyingGlassIcon, ReloadIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { PRODUCT_ORIGINS, PRODUCT_SORTS } from '../../../../modules/catalog/product-schema';
import { useSearchInput } from '../../hooks/useSearchInput';

export interface ProductFiltersProps {
  query: string;
  origin: string;
  sort: string;
  refreshing: boolean;
  onSearch: (query: string) => void;
  onOrigin: (origin: string) => void;
  onSort: (sort: string) => void;
  onRefresh: () => void;
}

/** Search as you type, the origin filter, the sort and Refresh above the Products table. */
export function ProductFilters({ query, origin, sort, refreshing, onSearch, onOrigin, onSort, onRefresh }: ProductFiltersProps) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchInput(query, onSearch);
  return (
    <Flex gap="2" mb="3" wrap="wrap" align="center">
      <TextField.Root
        placeholder={t('products.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        style={{ flex: 1, minWidth: 220 }}
        aria-label={t('products.search')}
        type="search"
      >
        <TextField.Slot>
          <MagnifyingGlassIcon />
        </TextField.Slot>
      </TextField.Root>
      <Select.Root value={origin || 'all'} onValueChange={(value) => onOrigin(value === 'all' ? '' : value)}>
        <Select.Trigger aria-label={t('products.originLabel')} style={{ minWidth: 170 }} />
        <Select.Content>
          {['all', ...PRODUCT_ORIGINS].map((o) => (
            <Select.Item key={o} value={o}>
              {t(`products.origin.${o}`)}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      <Select.Root value={sort} onValueChange={onSort}>
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
        <IconButton variant="soft" color="gray" onClick={onRefresh} aria-label={t('products.refresh')} disabled={refreshing}>
          <ReloadIcon className={refreshing ? 'spin' : undefined} />
        </IconButton>
      </Tooltip>
    </Flex>
  );
}
