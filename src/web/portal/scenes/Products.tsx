import { Box, Button, Card, Flex, Grid, Heading, Spinner, Text } from '@radix-ui/themes';
import { ArrowLeftIcon, ArrowRightIcon, CubeIcon, MagicWandIcon, PlusIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { api, ApiError, portalFetcher } from '../../shared/api';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { useToast } from '../../shared/toast';
import { AiProductDialog } from '../components/products/AiProductDialog';
import { CatalogPickerDialog } from '../components/CatalogPickerDialog';
import { PortalGuard } from '../components/PortalGuard';
import { PortalLayout } from '../components/PortalLayout';
import { ProductCard } from '../components/ProductCard';
import { ProductPreviewDialog } from '../components/products/ProductPreviewDialog';
import { SETUP_STATUS_KEY } from '../hooks/usePortal';
import { displayName, type AccountProduct } from '../products';

const KEY = '/api/v2/account-products';

function ProductsStep() {
  const { t, i18n } = useTranslation('portal');
  const toast = useToast();
  const [location, navigate] = useLocation();
  const { mutate: mutateKey } = useSWRConfig();
  const { data, error, isLoading, mutate } = useSWR<{ success: boolean; products: AccountProduct[] }>(KEY, portalFetcher, { revalidateOnFocus: true });
  const [dialog, setDialog] = useState<'ai' | 'catalog' | null>(null);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  /** A product the clinic changed (its own name, description or image): asked about before it is removed. */
  const [asking, setAsking] = useState<AccountProduct | null>(null);
  const base = location.startsWith('/portal') ? '/portal' : '/business';

  const products = data?.products ?? [];
  const previewed = products.find((p) => p.id === previewId);

  async function refresh() {
    await Promise.all([mutate(), mutateKey(SETUP_STATUS_KEY)]);
  }

  function askToRemove(product: AccountProduct) {
    if (product.customName || product.customDescription || product.customImagePath) setAsking(product);
    else void remove(product);
  }

  async function remove(product: AccountProduct) {
    setAsking(null);
    setRemoving(product.id);
    try {
      await api(`/api/v2/account-products/${product.id}`, { method: 'DELETE' });
      toast({ title: t('products.toasts.productRemoved'), description: displayName(product, i18n.resolvedLanguage), variant: 'success' });
      await refresh();
    } catch (e) {
      toast({ title: t('products.errors.remove'), description: e instanceof ApiError ? e.serverMessage : undefined, variant: 'destructive' });
    } finally {
      setRemoving(null);
    }
  }

  function next() {
    if (products.length === 0) {
      toast({ title: t('products.nextBlockedTitle'), description: t('products.nextBlocked'), variant: 'warning' });
      return;
    }
    navigate(`${base}/platforms`);
  }

  return (
    <>
      <Flex justify="between" align="center" gap="3" wrap="wrap" mb="4">
        <Text as="p" color="gray" size="2" style={{ maxWidth: 560 }}>
          {t('products.intro')}
        </Text>
        <Flex gap="2" wrap="wrap">
          <Button variant="soft" onClick={() => setDialog('catalog')}>
            <PlusIcon /> {t('products.addFromCatalog')}
          </Button>
          <Button onClick={() => setDialog('ai')}>
            <MagicWandIcon /> {t('products.createWithAi')}
          </Button>
        </Flex>
      </Flex>

      {error && (
        <Text color="red" as="p" mb="3" role="alert">
          {t('products.errors.fetch')}
        </Text>
      )}
      {isLoading ? (
        <Flex justify="center" p="6">
          <Spinner size="3" />
        </Flex>
      ) : products.length === 0 ? (
        <Card size="4">
          <Flex direction="column" align="center" gap="3" py="6">
            <CubeIcon width={40} height={40} color="var(--gray-9)" />
            <Heading as="h3" size="4">
              {t('products.emptyTitle')}
            </Heading>
            <Text color="gray" size="2" align="center" style={{ maxWidth: 420 }}>
              {t('products.emptyBody')}
            </Text>
            <Flex gap="2" wrap="wrap" justify="center">
              <Button size="3" onClick={() => setDialog('ai')}>
                <MagicWandIcon /> {t('products.createWithAi')}
              </Button>
              <Button size="3" variant="soft" onClick={() => setDialog('catalog')}>
                <PlusIcon /> {t('products.addFromCatalog')}
              </Button>
            </Flex>
          </Flex>
        </Card>
      ) : (
        <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4">
          {products.map((p) => (
            <ProductCard key={p.id} product={p} onPreview={() => setPreviewId(p.id)} onRemove={() => askToRemove(p)} removing={removing === p.id} />
          ))}
        </Grid>
      )}

      <Box mt="5" pt="4" style={{ borderTop: '1px solid var(--gray-a5)' }}>
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Button variant="soft" color="gray" onClick={() => navigate('/business/settings')}>
            <ArrowLeftIcon /> {t('common.back')}
          </Button>
          <Text size="2" color="gray" data-testid="selected-count">
            {t('products.selectedCount', { count: products.length })}
          </Text>
          <Button onClick={next}>
            {t('common.next')} <ArrowRightIcon />
          </Button>
        </Flex>
      </Box>

      <ConfirmDialog
        open={asking !== null}
        title={t('products.removeCustomisedTitle')}
        text={t('products.removeCustomisedBody', { name: asking ? displayName(asking, i18n.resolvedLanguage) : '' })}
        confirmLabel={t('products.removeFromList')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => asking && void remove(asking)}
        onCancel={() => setAsking(null)}
      />
      {dialog === 'ai' && <AiProductDialog onClose={() => setDialog(null)} onSaved={refresh} />}
      {dialog === 'catalog' && <CatalogPickerDialog onClose={() => setDialog(null)} onAdded={refresh} />}
      {previewed && <ProductPreviewDialog key={previewed.id} product={previewed} onClose={() => setPreviewId(null)} onChanged={refresh} />}
    </>
  );
}

/** Step 2 My Products (business-portal.md §2, §4). */
export default function Products() {
  const { t } = useTranslation('portal');
  return (
    <PortalGuard>
      {() => (
        <PortalLayout step="products" title={t('products.title')}>
          <ProductsStep />
        </PortalLayout>
      )}
    </PortalGuard>
  );
}
