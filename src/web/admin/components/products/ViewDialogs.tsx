import { Badge, Box, Card, Dialog, Flex, IconButton, ScrollArea, Spinner, Text } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { useToast } from '../../../shared/toast';
import { deleteProduct, loadProduct } from '../../hooks/useProducts';
import { inLanguage, type ExamplePost, type Product } from './types';

const shownName = (product: Product | null, language: string | undefined) => (product ? inLanguage(language, product.name, product.nameEl) : '');

/** The example posts viewer: loads the product's posts when opened. */
export function ExamplePostsDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const [posts, setPosts] = useState<ExamplePost[] | null>(null);
  useEffect(() => {
    if (!product) return;
    setPosts(null);
    let cancelled = false;
    loadProduct(product.id)
      .then((answer) => !cancelled && setPosts(answer.examplePosts))
      .catch(() => {
        if (cancelled) return;
        toast({ title: t('toasts.error'), description: t('products.errors.loadPosts'), variant: 'destructive' });
        setPosts([]);
      });
    return () => {
      cancelled = true;
    };
  }, [product, t, toast]);
  return (
    <Dialog.Root open={!!product} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="600px" aria-describedby={undefined}>
        <Flex justify="between" align="start">
          <Dialog.Title>{t('products.posts.title', { name: shownName(product, i18n.resolvedLanguage) })}</Dialog.Title>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label={t('common:close')}>
              <Cross2Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        {posts === null ? (
          <Flex gap="2" align="center" justify="center" py="5">
            <Spinner /> <Text color="gray">{t('products.posts.loading')}</Text>
          </Flex>
        ) : posts.length === 0 ? (
          <Text color="gray">{t('products.posts.empty')}</Text>
        ) : (
          <ScrollArea style={{ maxHeight: 460 }}>
            <Flex direction="column" gap="2" pr="3">
              {posts.map((post, index) => (
                <Card key={post.id}>
                  <Flex gap="2" mb="1" align="center">
                    <Text size="1" color="gray">
                      {t('products.posts.number', { n: index + 1 })}
                    </Text>
                    {post.platform && <Badge variant="soft">{post.platform}</Badge>}
                  </Flex>
                  <Text as="p" size="2" style={{ whiteSpace: 'pre-wrap' }}>
                    {post.content}
                  </Text>
                </Card>
              ))}
            </Flex>
          </ScrollArea>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The full-size image viewer. */
export function ImageViewer({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Dialog.Root open={!!product} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="900px" aria-describedby={undefined}>
        <Flex justify="between" align="start" mb="2">
          <Dialog.Title>{shownName(product, i18n.resolvedLanguage)}</Dialog.Title>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label={t('common:close')}>
              <Cross2Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        {product?.imagePath && (
          <Box style={{ textAlign: 'center' }}>
            <img
              src={product.imagePath}
              alt={shownName(product, i18n.resolvedLanguage)}
              style={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain', borderRadius: 'var(--radius-3)' }}
            />
          </Box>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Delete confirmation: it closes whether the delete works or fails (admin-area.md §8). */
export function DeleteProductDialog({ product, onClose, onDeleted }: { product: Product | null; onClose: () => void; onDeleted: (product: Product) => void }) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function confirm() {
    if (!product) return;
    setBusy(true);
    try {
      await deleteProduct(product.id);
      toast({ title: t('products.toasts.deleted'), variant: 'success' });
      onDeleted(product);
    } catch (error) {
      const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : t('products.errors.generic');
      toast({ title: t('products.errors.delete'), description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
      onClose();
    }
  }
  return (
    <ConfirmDialog
      open={!!product}
      title={t('products.delete.title')}
      text={t('products.delete.body', { name: shownName(product, i18n.resolvedLanguage) })}
      confirmLabel={t('products.delete.confirm')}
      cancelLabel={t('actions.cancel')}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
