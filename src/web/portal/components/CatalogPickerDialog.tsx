import { Badge, Box, Button, Checkbox, Dialog, Flex, ScrollArea, Select, Spinner, Text, TextField } from '@radix-ui/themes';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { api, ApiError, portalFetcher } from '../../shared/api';
import { useToast } from '../../shared/toast';
import { displayCategory, imageSrc, inLanguage } from '../products';
import { ProductImage } from './ProductImage';

interface CatalogProduct {
  id: number;
  name: string;
  description: string;
  nameEl: string | null;
  descriptionEl: string | null;
  imagePath: string | null;
  categoryId: number | null;
  categoryName: string | null;
  categoryNameEl: string | null;
  inList: boolean;
}

/** The catalogue picker: the admins' active products (search, category) to add to the account's list. */
export function CatalogPickerDialog({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const { t, i18n } = useTranslation('portal');
  const language = i18n.resolvedLanguage;
  const toast = useToast();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('all');
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);

  const params = new URLSearchParams();
  if (query) params.set('search', query);
  if (category !== 'all') params.set('categoryId', category);
  const { data, isLoading } = useSWR<{ success: boolean; products: CatalogProduct[]; categories: { id: number; name: string; nameEl: string | null }[] }>(
    `/api/v2/catalog-products?${params}`,
    portalFetcher,
    { keepPreviousData: true },
  );

  function toggle(id: number) {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function add() {
    setAdding(true);
    try {
      await api('/api/v2/account-products', { method: 'POST', body: { productIds: [...chosen] } });
      toast({ title: t('products.toasts.productsAdded', { count: chosen.size }), variant: 'success' });
      onAdded();
      onClose();
    } catch (e) {
      toast({ title: t('products.errors.addProducts'), description: e instanceof ApiError ? e.serverMessage : undefined, variant: 'destructive' });
    } finally {
      setAdding(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="680px">
        <Dialog.Title>{t('catalog.title')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="3">
          {t('catalog.description')}
        </Dialog.Description>
        <Flex gap="2" mb="3" wrap="wrap">
          <Box style={{ flex: 1, minWidth: 200 }}>
            <TextField.Root placeholder={t('catalog.search')} value={search} onChange={(e) => setSearch(e.target.value)} aria-label={t('catalog.search')}>
              <TextField.Slot>
                <MagnifyingGlassIcon />
              </TextField.Slot>
            </TextField.Root>
          </Box>
          <Select.Root value={category} onValueChange={setCategory}>
            <Select.Trigger aria-label={t('catalog.category')} style={{ minWidth: 180 }} />
            <Select.Content>
              <Select.Item value="all">{t('catalog.allCategories')}</Select.Item>
              {data?.categories.map((c) => (
                <Select.Item key={c.id} value={String(c.id)}>
                  {inLanguage(language, c.name, c.nameEl)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
        <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 420 }}>
          <Flex direction="column" gap="2" pr="3">
            {isLoading && !data && <Spinner />}
            {data && data.products.length === 0 && (
              <Text color="gray" size="2">
                {t('catalog.empty')}
              </Text>
            )}
            {data?.products.map((p) => (
              <Text as="label" key={p.id} size="2" style={{ cursor: p.inList ? 'default' : 'pointer' }}>
                <Flex gap="3" align="center" p="2" style={{ border: '1px solid var(--gray-a5)', borderRadius: 'var(--radius-3)', opacity: p.inList ? 0.6 : 1 }}>
                  <Checkbox
                    checked={p.inList || chosen.has(p.id)}
                    disabled={p.inList}
                    onCheckedChange={() => toggle(p.id)}
                    aria-label={inLanguage(language, p.name, p.nameEl)}
                  />
                  <ProductImage src={imageSrc(p.imagePath)} alt="" style={{ width: 56, height: 56, borderRadius: 'var(--radius-2)', flexShrink: 0 }} />
                  <Box style={{ minWidth: 0, flex: 1 }}>
                    <Flex gap="2" align="center" wrap="wrap">
                      <Text weight="bold">{inLanguage(language, p.name, p.nameEl)}</Text>
                      {p.categoryName && (
                        <Badge variant="soft" size="1">
                          {displayCategory(p, language)}
                        </Badge>
                      )}
                      {p.inList && (
                        <Badge color="green" size="1">
                          {t('catalog.inList')}
                        </Badge>
                      )}
                    </Flex>
                    <Text
                      as="div"
                      size="1"
                      color="gray"
                      style={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                    >
                      {inLanguage(language, p.description, p.descriptionEl)}
                    </Text>
                  </Box>
                </Flex>
              </Text>
            ))}
          </Flex>
        </ScrollArea>
        <Flex justify="end" gap="3" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('common.cancel')}
            </Button>
          </Dialog.Close>
          <Button onClick={add} disabled={chosen.size === 0 || adding}>
            {adding ? t('catalog.adding') : t('catalog.add', { count: chosen.size })}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
