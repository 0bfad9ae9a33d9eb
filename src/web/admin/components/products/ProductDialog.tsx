import { Box, Button, Callout, Dialog, Flex, IconButton, Select, Spinner, Text, TextArea, TextField } from '@radix-ui/themes';
import { FormActions } from '../FormActions';
import { Cross2Icon, PlusIcon, TrashIcon, UploadIcon } from '@radix-ui/react-icons';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { ExamplePostContentSchema, ProductDescriptionSchema, ProductNameSchema, PRODUCT_STATUSES } from '../../../../modules/catalog/product-schema';
import { api, ApiError } from '../../../shared/api';
import { ComplianceFindings, confirmationFindings, type Finding } from '../../../shared/components/ComplianceFindings';
import { useToast } from '../../../shared/toast';
import type { Category, Product, ProductDetailAnswer, ProductStatus } from './types';

interface PostDraft {
  key: number;
  id?: number;
  content: string;
}

type Errors = Partial<Record<'name' | 'description' | 'image' | `post-${number}`, string>>;

let keys = 0;

/**
 * Add or edit a product (admin-area.md §2, §5): name, description, status, category, an image
 * file, and example posts added, edited and removed; blank posts are dropped before sending.
 */
export function ProductDialog({
  open,
  product,
  categories,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The product to edit; null to add one. */
  product: Product | null;
  categories: Category[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const editing = !!product;
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [status, setStatus] = useState<ProductStatus>('active');
  const [categoryId, setCategoryId] = useState('none');
  const [posts, setPosts] = useState<PostDraft[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  /** Set when the server asks to confirm a prescription-only medicine in the texts. */
  const [confirming, setConfirming] = useState<Finding[] | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // Any change to the texts needs a fresh check.
  useEffect(() => setConfirming(null), [name, description, posts]);

  useEffect(() => {
    if (!open) return;
    setErrors({});
    setFile(null);
    setPreview(null);
    setName(product?.name ?? '');
    setDescription(product?.description ?? '');
    setStatus(product?.status ?? 'active');
    setCategoryId(product?.categoryId ? String(product.categoryId) : 'none');
    setPosts([]);
    if (!product) return;
    let cancelled = false;
    setLoading(true);
    api<ProductDetailAnswer>(`/api/products/${product.id}`, { area: 'admin' })
      .then((answer) => {
        if (cancelled) return;
        setName(answer.product.name);
        setDescription(answer.product.description);
        setStatus(answer.product.status);
        setCategoryId(answer.product.categoryId ? String(answer.product.categoryId) : 'none');
        setPosts(answer.examplePosts.map((p) => ({ key: ++keys, id: p.id, content: p.content })));
      })
      .catch(() => !cancelled && toast({ title: t('toasts.error'), description: t('products.errors.loadProduct'), variant: 'destructive' }))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [open, product?.id]);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function validate(kept: PostDraft[]): Errors {
    const found: Errors = {};
    if (!v.safeParse(ProductNameSchema, name).success) found.name = t('products.form.errors.name');
    if (!v.safeParse(ProductDescriptionSchema, description).success) found.description = t('products.form.errors.description');
    kept.forEach((p) => {
      if (!v.safeParse(ExamplePostContentSchema, p.content).success) found[`post-${p.key}`] = t('products.form.errors.examplePost');
    });
    if (file && !file.type.startsWith('image/')) found.image = t('products.form.errors.image');
    return found;
  }

  async function submit(event?: FormEvent, confirmed = false) {
    event?.preventDefault();
    const kept = posts.filter((p) => p.content.trim() !== '');
    const found = validate(kept);
    setErrors(found);
    if (Object.keys(found).length) return;
    const form = new FormData();
    form.append('name', name.trim());
    form.append('description', description.trim());
    form.append('status', status);
    form.append('categoryId', categoryId === 'none' ? '' : categoryId);
    form.append('examplePosts', JSON.stringify(kept.map((p) => (p.id ? { id: p.id, content: p.content.trim() } : { content: p.content.trim() }))));
    if (file) form.append('image', file);
    form.append('language', i18n.resolvedLanguage === 'el' ? 'el' : 'en');
    if (confirmed) form.append('confirmCompliance', 'true');
    setSaving(true);
    try {
      const answer = await api<{ findings?: Finding[] }>(editing ? `/api/products/${product!.id}` : '/api/products', { method: editing ? 'PUT' : 'POST', body: form, area: 'admin' });
      toast({ title: t(editing ? 'products.toasts.updated' : 'products.toasts.created'), variant: 'success' });
      const warnings = answer?.findings?.length ?? 0;
      if (warnings) toast({ title: t('compliance:savedWithWarnings'), description: t('compliance:savedWithWarningsBody', { count: warnings }), variant: 'warning' });
      onSaved();
    } catch (error) {
      const findings = confirmationFindings(error);
      if (findings) {
        setConfirming(findings);
        return;
      }
      const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : t('products.errors.generic');
      toast({ title: t(editing ? 'products.errors.update' : 'products.errors.create'), description: message, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  const imageShown = preview ?? product?.imagePath ?? null;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !saving && onClose()}>
      <Dialog.Content maxWidth="640px" aria-describedby={undefined}>
        <Flex justify="between" align="start">
          <Dialog.Title>{t(editing ? 'products.form.editTitle' : 'products.form.addTitle')}</Dialog.Title>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label={t('common:close')}>
              <Cross2Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        {loading ? (
          <Flex align="center" gap="2" py="6" justify="center">
            <Spinner /> <Text color="gray">{t('products.form.loading')}</Text>
          </Flex>
        ) : (
          <form onSubmit={submit} noValidate>
            <Flex direction="column" gap="3">
              <label>
                <Text as="div" size="2" weight="medium" mb="1">
                  {t('products.form.name')}
                </Text>
                <TextField.Root name="name" value={name} onChange={(e) => {
                    setName(e.target.value);
                    setErrors((x) => ({ ...x, name: undefined }));
                  }} placeholder={t('products.form.namePlaceholder')} aria-invalid={!!errors.name} />
                {errors.name && <FieldError text={errors.name} />}
              </label>
              <label>
                <Text as="div" size="2" weight="medium" mb="1">
                  {t('products.form.description')}
                </Text>
                <TextArea name="description" value={description} onChange={(e) => {
                    setDescription(e.target.value);
                    setErrors((x) => ({ ...x, description: undefined }));
                  }} placeholder={t('products.form.descriptionPlaceholder')} style={{ minHeight: 100 }} aria-invalid={!!errors.description} />
                {errors.description && <FieldError text={errors.description} />}
              </label>
              <Flex gap="3" wrap="wrap">
                <Box style={{ flex: 1, minWidth: 180 }}>
                  <Text as="div" size="2" weight="medium" mb="1" id="product-status-label">
                    {t('products.form.status')}
                  </Text>
                  <Select.Root value={status} onValueChange={(value) => setStatus(value as ProductStatus)}>
                    <Select.Trigger aria-labelledby="product-status-label" style={{ width: '100%' }} />
                    <Select.Content>
                      {PRODUCT_STATUSES.map((s) => (
                        <Select.Item key={s} value={s}>
                          {t(`products.status.${s}`)}
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                </Box>
                <Box style={{ flex: 1, minWidth: 180 }}>
                  <Text as="div" size="2" weight="medium" mb="1" id="product-category-label">
                    {t('products.form.category')}
                  </Text>
                  <Select.Root value={categoryId} onValueChange={setCategoryId}>
                    <Select.Trigger aria-labelledby="product-category-label" style={{ width: '100%' }} />
                    <Select.Content>
                      <Select.Item value="none">{t('products.form.noCategory')}</Select.Item>
                      {categories.map((c) => (
                        <Select.Item key={c.id} value={String(c.id)}>
                          {c.name}
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                </Box>
              </Flex>
              <Box>
                <Text as="div" size="2" weight="medium" mb="1">
                  {t('products.form.image')}
                </Text>
                <Flex gap="3" align="center">
                  {imageShown ? (
                    <img src={imageShown} alt="" width={64} height={64} style={{ objectFit: 'cover', borderRadius: 'var(--radius-2)', border: '1px solid var(--gray-a5)' }} />
                  ) : null}
                  <input
                    ref={fileInput}
                    type="file"
                    name="image"
                    accept="image/*"
                    aria-label={t('products.form.image')}
                    style={{ display: 'none' }}
                    onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                  />
                  <Button type="button" variant="soft" onClick={() => fileInput.current?.click()}>
                    <UploadIcon /> {t(imageShown ? 'products.form.changeImage' : 'products.form.chooseImage')}
                  </Button>
                  <Text size="1" color="gray" style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {file ? file.name : t('products.form.imageHint')}
                  </Text>
                </Flex>
                {errors.image && <FieldError text={errors.image} />}
              </Box>
              <Box>
                <Flex justify="between" align="center" mb="1">
                  <Text size="2" weight="medium">
                    {t('products.form.examplePosts')}
                  </Text>
                  <Button type="button" size="1" variant="soft" onClick={() => setPosts((list) => [...list, { key: ++keys, content: '' }])}>
                    <PlusIcon /> {t('products.form.addExamplePost')}
                  </Button>
                </Flex>
                {posts.length === 0 && (
                  <Text size="1" color="gray">
                    {t('products.form.noExamplePosts')}
                  </Text>
                )}
                <Flex direction="column" gap="2">
                  {posts.map((post, index) => (
                    <Box key={post.key}>
                      <Flex gap="2" align="start">
                        <TextArea
                          style={{ flex: 1 }}
                          value={post.content}
                          aria-label={t('products.form.examplePostN', { n: index + 1 })}
                          placeholder={t('products.form.examplePostPlaceholder')}
                          onChange={(e) => {
                            setPosts((list) => list.map((p) => (p.key === post.key ? { ...p, content: e.target.value } : p)));
                            setErrors((x) => ({ ...x, [`post-${post.key}`]: undefined }));
                          }}
                        />
                        <IconButton type="button" color="red" variant="soft" aria-label={t('products.form.removeExamplePost', { n: index + 1 })} onClick={() => setPosts((list) => list.filter((p) => p.key !== post.key))}>
                          <TrashIcon />
                        </IconButton>
                      </Flex>
                      {errors[`post-${post.key}`] && <FieldError text={errors[`post-${post.key}`]!} />}
                    </Box>
                  ))}
                </Flex>
              </Box>
              {confirming && (
                <ComplianceFindings
                  findings={confirming}
                  confirm
                  busy={saving}
                  confirmLabel={t('compliance:saveAnyway')}
                  onConfirm={() => void submit(undefined, true)}
                  onEdit={() => setConfirming(null)}
                />
              )}
              <FormActions onCancel={onClose} saving={saving} submitLabel={t(editing ? 'products.form.save' : 'products.form.create')} />
            </Flex>
          </form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}

export function FieldError({ text }: { text: string }) {
  return (
    <Text as="div" size="1" color="red" mt="1" role="alert">
      {text}
    </Text>
  );
}

export function ErrorCallout({ text }: { text: string }) {
  return (
    <Callout.Root color="red" size="1">
      <Callout.Text>{text}</Callout.Text>
    </Callout.Root>
  );
}
