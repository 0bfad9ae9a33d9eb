import { Box, Button, Flex, Select, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { SimilarProduct } from '../../../../modules/catalog/index';
import { api, ApiError, portalFetcher } from '../../../shared/api';
import { Notice } from '../../../shared/components/Notice';
import { useToast } from '../../../shared/toast';
import { inLanguage } from '../../products';

const NO_CATEGORY = 'none';

/** The category a clinic gives its AI product (GET /api/categories); none: uncategorised. */
export function AiCategoryField({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t, i18n } = useTranslation('portal');
  const { data } = useSWR<{ categories: { id: number; name: string; nameEl: string | null }[] }>('/api/categories', portalFetcher);
  return (
    <Flex direction="column" gap="1" mt="3" style={{ maxWidth: 320 }}>
      <Text as="label" size="2" weight="medium" id="ai-product-category-label">
        {t('catalog.category')}
      </Text>
      <Select.Root value={value === null ? NO_CATEGORY : String(value)} onValueChange={(v) => onChange(v === NO_CATEGORY ? null : Number(v))}>
        <Select.Trigger aria-labelledby="ai-product-category-label" data-testid="ai-product-category" />
        <Select.Content>
          <Select.Item value={NO_CATEGORY}>{t('ai.noCategory')}</Select.Item>
          {data?.categories.map((c) => (
            <Select.Item key={c.id} value={String(c.id)}>
              {inLanguage(i18n.resolvedLanguage, c.name, c.nameEl)}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}

/**
 * Catalogue products the typed name resembles: adding one gives the clinic a checked description
 * and images at once (POST /api/v2/account-products), instead of a draft of its own.
 */
export function SimilarProducts({ products, onAdded }: { products: SimilarProduct[]; onAdded: () => void }) {
  const { t, i18n } = useTranslation('portal');
  const toast = useToast();
  const [adding, setAdding] = useState<number | null>(null);
  if (!products.length) return null;
  async function add(product: SimilarProduct) {
    setAdding(product.id);
    try {
      await api('/api/v2/account-products', { method: 'POST', body: { productIds: [product.id] } });
      toast({
        title: t('products.toasts.productsAdded', { count: 1 }),
        description: inLanguage(i18n.resolvedLanguage, product.name, product.nameEl),
        variant: 'success',
      });
      onAdded();
    } catch (e) {
      toast({ title: t('ai.errors.save'), description: e instanceof ApiError ? e.serverMessage : undefined, variant: 'destructive' });
    } finally {
      setAdding(null);
    }
  }
  return (
    <Box mt="3">
      <Notice tone="info" size="1" variant="surface" data-testid="similar-products" title={t('ai.similarTitle')}>
        <Text as="p" size="2">
          {t('ai.similarBody')}
        </Text>
        <Flex direction="column" gap="2" mt="2">
          {products.map((p) => {
            const name = inLanguage(i18n.resolvedLanguage, p.name, p.nameEl);
            return (
              <Flex key={p.id} gap="2" align="center" wrap="wrap">
                <Text size="2" weight="medium">
                  {name}
                </Text>
                {p.inList ? (
                  <Text size="1" color="gray">
                    {t('ai.similarInList')}
                  </Text>
                ) : (
                  <Button size="1" variant="soft" disabled={adding !== null} onClick={() => void add(p)} aria-label={t('ai.similarAdd', { name })}>
                    {t('ai.similarAddShort')}
                  </Button>
                )}
              </Flex>
            );
          })}
        </Flex>
      </Notice>
    </Box>
  );
}
