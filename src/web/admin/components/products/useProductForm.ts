import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import {
  ExamplePostContentSchema,
  ProductDescriptionElSchema,
  ProductDescriptionSchema,
  ProductNameElSchema,
  ProductNameSchema,
} from '../../../../modules/catalog/product-schema';
import { api, ApiError } from '../../../shared/api';
import { issueMessage } from '../../../shared/messages';
import { confirmationFindings, type Finding } from '../../../shared/components/ComplianceFindings';
import { useToast } from '../../../shared/toast';
import type { Product, ProductDetailAnswer, ProductStatus } from './types';

export interface PostDraft {
  key: number;
  id?: number;
  content: string;
}

export type Errors = Partial<Record<'name' | 'description' | 'nameEl' | 'descriptionEl' | 'image' | `post-${number}`, string>>;

/** The Greek fields' messages from the server, by key, so they show under their field (not in a toast). */
const GREEK_FIELD_KEYS: Record<string, 'nameEl' | 'descriptionEl'> = {
  'catalog.nameElShort': 'nameEl',
  'catalog.nameElLong': 'nameEl',
  'catalog.descriptionElShort': 'descriptionEl',
  'catalog.descriptionElLong': 'descriptionEl',
};

let keys = 0;
export const newPostKey = () => ++keys;

/**
 * The add / edit product form's state: the fields (loaded from GET /api/products/:id when
 * editing), the chosen image and its preview, checks with the catalogue's schemas, and the save
 * (multipart, with the compliance confirmation the server may ask for).
 */
export function useProductForm({ open, product, onSaved }: { open: boolean; product: Product | null; onSaved: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const editing = !!product;
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameEl, setNameEl] = useState('');
  const [descriptionEl, setDescriptionEl] = useState('');
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

  // Any change to the texts needs a fresh check.
  useEffect(() => setConfirming(null), [name, description, nameEl, descriptionEl, posts]);

  useEffect(() => {
    if (!open) return;
    setErrors({});
    setFile(null);
    setPreview(null);
    setName(product?.name ?? '');
    setDescription(product?.description ?? '');
    setNameEl(product?.nameEl ?? '');
    setDescriptionEl(product?.descriptionEl ?? '');
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
        setNameEl(answer.product.nameEl ?? '');
        setDescriptionEl(answer.product.descriptionEl ?? '');
        setStatus(answer.product.status);
        setCategoryId(answer.product.categoryId ? String(answer.product.categoryId) : 'none');
        setPosts(answer.examplePosts.map((p) => ({ key: newPostKey(), id: p.id, content: p.content })));
      })
      .catch(() => !cancelled && toast({ title: t('toasts.error'), description: t('products.errors.loadProduct'), variant: 'destructive' }))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [open, product, t, toast]);

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
    // The Greek texts are optional; given, they follow the English rules (messages shared with the server).
    const greekName = v.safeParse(ProductNameElSchema, nameEl);
    if (!greekName.success) found.nameEl = issueMessage(greekName.issues[0]);
    const greekDescription = v.safeParse(ProductDescriptionElSchema, descriptionEl);
    if (!greekDescription.success) found.descriptionEl = issueMessage(greekDescription.issues[0]);
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
    // Sent even when empty: an empty Greek text shows the English one on Greek screens.
    form.append('nameEl', nameEl.trim());
    form.append('descriptionEl', descriptionEl.trim());
    form.append('status', status);
    form.append('categoryId', categoryId === 'none' ? '' : categoryId);
    form.append('examplePosts', JSON.stringify(kept.map((p) => (p.id ? { id: p.id, content: p.content.trim() } : { content: p.content.trim() }))));
    if (file) form.append('image', file);
    form.append('language', i18n.resolvedLanguage === 'el' ? 'el' : 'en');
    if (confirmed) form.append('confirmCompliance', 'true');
    setSaving(true);
    try {
      const answer = await api<{ findings?: Finding[] }>(editing ? `/api/products/${product.id}` : '/api/products', {
        method: editing ? 'PUT' : 'POST',
        body: form,
        area: 'admin',
      });
      toast({ title: t(editing ? 'products.toasts.updated' : 'products.toasts.created'), variant: 'success' });
      const warnings = answer?.findings?.length ?? 0;
      if (warnings)
        toast({ title: t('compliance:savedWithWarnings'), description: t('compliance:savedWithWarningsBody', { count: warnings }), variant: 'warning' });
      onSaved();
    } catch (error) {
      const findings = confirmationFindings(error);
      if (findings) {
        setConfirming(findings);
        return;
      }
      const field = error instanceof ApiError && error.messageKey ? GREEK_FIELD_KEYS[error.messageKey] : undefined;
      if (field && error instanceof ApiError && error.serverMessage) {
        setErrors((x) => ({ ...x, [field]: error.serverMessage }));
        return;
      }
      const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : t('products.errors.generic');
      toast({ title: t(editing ? 'products.errors.update' : 'products.errors.create'), description: message, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return {
    editing,
    fields: { name, setName, description, setDescription, nameEl, setNameEl, descriptionEl, setDescriptionEl, status, setStatus, categoryId, setCategoryId },
    posts,
    setPosts,
    file,
    setFile,
    imageShown: preview ?? product?.imagePath ?? null,
    errors,
    setErrors,
    loading,
    saving,
    confirming,
    setConfirming,
    submit,
  };
}
