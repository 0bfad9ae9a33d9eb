import { Box, Dialog, Flex, IconButton, Select, Spinner, Text, TextArea, TextField } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { PRODUCT_STATUSES } from '../../../../modules/catalog/product-schema';
import { ComplianceFindings } from '../../../shared/components/ComplianceFindings';
import { FieldError } from '../FieldError';
import { FormActions } from '../FormActions';
import { ExamplePostsEditor } from './ExamplePostsEditor';
import { ProductImageField } from './ProductImageField';
import type { Category, Product, ProductStatus } from './types';
import { useProductForm } from './useProductForm';

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
  const form = useProductForm({ open, product, onSaved });
  const { editing, errors, setErrors, loading, saving, confirming, setConfirming, submit } = form;
  const { name, setName, description, setDescription, nameEl, setNameEl, descriptionEl, setDescriptionEl, status, setStatus, categoryId, setCategoryId } =
    form.fields;
  const greek = i18n.resolvedLanguage === 'el';
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
                <TextField.Root
                  name="name"
                  value={name}
                  onChange={(e) => {
                    setName(e.target.value);
                    setErrors((x) => ({ ...x, name: undefined }));
                  }}
                  placeholder={t('products.form.namePlaceholder')}
                  aria-invalid={!!errors.name}
                />
                {errors.name && <FieldError text={errors.name} />}
              </label>
              <label>
                <Text as="div" size="2" weight="medium" mb="1">
                  {t('products.form.nameEl')}
                </Text>
                <TextField.Root
                  name="nameEl"
                  lang="el"
                  value={nameEl}
                  onChange={(e) => {
                    setNameEl(e.target.value);
                    setErrors((x) => ({ ...x, nameEl: undefined }));
                  }}
                  placeholder={t('products.form.nameElPlaceholder')}
                  aria-invalid={!!errors.nameEl}
                  aria-describedby={errors.nameEl ? undefined : 'product-greek-hint'}
                />
                {errors.nameEl ? (
                  <FieldError text={errors.nameEl} />
                ) : (
                  <Text as="div" size="1" color="gray" mt="1" id="product-greek-hint">
                    {t('products.form.greekHint')}
                  </Text>
                )}
              </label>
              <label>
                <Text as="div" size="2" weight="medium" mb="1">
                  {t('products.form.description')}
                </Text>
                <TextArea
                  name="description"
                  value={description}
                  onChange={(e) => {
                    setDescription(e.target.value);
                    setErrors((x) => ({ ...x, description: undefined }));
                  }}
                  placeholder={t('products.form.descriptionPlaceholder')}
                  style={{ minHeight: 100 }}
                  aria-invalid={!!errors.description}
                />
                {errors.description && <FieldError text={errors.description} />}
              </label>
              <label>
                <Text as="div" size="2" weight="medium" mb="1">
                  {t('products.form.descriptionEl')}
                </Text>
                <TextArea
                  name="descriptionEl"
                  lang="el"
                  value={descriptionEl}
                  onChange={(e) => {
                    setDescriptionEl(e.target.value);
                    setErrors((x) => ({ ...x, descriptionEl: undefined }));
                  }}
                  placeholder={t('products.form.descriptionElPlaceholder')}
                  style={{ minHeight: 100 }}
                  aria-invalid={!!errors.descriptionEl}
                />
                {errors.descriptionEl && <FieldError text={errors.descriptionEl} />}
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
                          {greek && c.nameEl ? c.nameEl : c.name}
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                </Box>
              </Flex>
              <ProductImageField shown={form.imageShown} file={form.file} onFile={form.setFile} error={errors.image} />
              <ExamplePostsEditor posts={form.posts} setPosts={form.setPosts} errors={errors} setErrors={setErrors} />
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
