import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { DEFAULT_SETTINGS, MAX_HASHTAGS_BOUND, PLATFORMS } from '../../../../modules/ai/schema';
import { adminFetcher, api, ApiError } from '../../../shared/api';
import { useToast } from '../../../shared/toast';
import { pick, type ConfigView, type Errors, type Platform, type PlatformForm, type Settings, type UsageView } from './types';

/** The spec's defaults (admin-area.md §2, §9), as the ai module defines them; Reset to Defaults puts them in the form. */
const DEFAULTS: Settings = {
  ...DEFAULT_SETTINGS,
  platforms: Object.fromEntries(
    Object.entries(DEFAULT_SETTINGS.platforms).map(([name, { active, postStyle, maxHashtags }]) => [name, { active, postStyle, maxHashtags }]),
  ) as Settings['platforms'],
};

/** The LLM configuration screen's state: the loaded configuration and usage, the form, its checks, saving, the API key editor and reset. */
export function useLlmConfigForm() {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const config = useSWR<{ config: ConfigView }>('/api/ai-config', adminFetcher, { shouldRetryOnError: false, revalidateOnFocus: false });
  const usage = useSWR<{ usage: UsageView }>('/api/ai-usage', adminFetcher, { shouldRetryOnError: false, revalidateOnFocus: false });
  const [form, setForm] = useState<Settings | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [keyEditing, setKeyEditing] = useState(false);
  const [newKey, setNewKey] = useState('');
  const [showKey, setShowKey] = useState(false);
  const [savingKey, setSavingKey] = useState(false);

  useEffect(() => {
    const loaded = config.data?.config;
    if (loaded) setForm((f) => f ?? pick(loaded));
  }, [config.data]);

  const view = config.data?.config;
  const bounds: Record<Platform, number> = view?.options.maxHashtags ?? MAX_HASHTAGS_BOUND;

  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => setForm((f) => (f ? { ...f, [key]: value } : f));
  const setPlatform = (p: Platform, change: Partial<PlatformForm>) =>
    setForm((f) => (f ? { ...f, platforms: { ...f.platforms, [p]: { ...f.platforms[p], ...change } } } : f));

  function validate(f: Settings): Errors {
    const e: Errors = {};
    const between = (value: number, min: number, max: number) => Number.isFinite(value) && value >= min && value <= max;
    if (!between(f.requestTimeoutSeconds, 5, 300) || !Number.isInteger(f.requestTimeoutSeconds)) e.requestTimeoutSeconds = t('llm.errors.timeout');
    if (!between(f.dailyGenerationLimit, 0, 100000) || !Number.isInteger(f.dailyGenerationLimit)) e.dailyGenerationLimit = t('llm.errors.dailyLimit');
    if (!between(f.accountDailyAllowance, 1, 100000) || !Number.isInteger(f.accountDailyAllowance)) e.accountDailyAllowance = t('llm.errors.accountAllowance');
    if (!between(f.monthlyBudgetUsd, 0, 1_000_000)) e.monthlyBudgetUsd = t('llm.errors.budget');
    for (const p of PLATFORMS) {
      const n = f.platforms[p].maxHashtags;
      if (!Number.isInteger(n) || !between(n, 0, bounds[p])) e[`platforms.${p}.maxHashtags`] = t('llm.errors.maxHashtags', { max: bounds[p] });
    }
    return e;
  }

  async function save() {
    if (!form) return;
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length) {
      toast({ title: t('llm.saveFailed'), description: Object.values(found)[0], variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      const body = { ...form, monthlyBudgetUsd: Math.round(form.monthlyBudgetUsd * 100) / 100, organizationId: form.organizationId || null };
      const answer = await api<{ config: ConfigView }>('/api/ai-config', { method: 'PUT', body, area: 'admin' });
      await config.mutate({ config: answer.config }, { revalidate: false });
      setForm(pick(answer.config));
      void usage.mutate();
      toast({ title: t('llm.saved'), description: t('llm.savedBody'), variant: 'success' });
    } catch (error) {
      const body = (error instanceof ApiError ? error.body : undefined) as { field?: string } | undefined;
      const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : t('products.errors.generic');
      if (body?.field) setErrors({ [body.field]: message });
      toast({ title: t('llm.saveFailed'), description: message, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  async function saveKey() {
    setSavingKey(true);
    try {
      const answer = await api<{ config: ConfigView }>('/api/ai-config', { method: 'PUT', body: { apiKey: newKey.trim() }, area: 'admin' });
      await config.mutate({ config: answer.config }, { revalidate: false });
      setKeyEditing(false);
      setNewKey('');
      setErrors((e) => ({ ...e, apiKey: '' }));
      toast({ title: t('llm.keyUpdated'), variant: 'success' });
    } catch (error) {
      const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : t('products.errors.generic');
      setErrors((e) => ({ ...e, apiKey: message }));
      toast({ title: t('llm.saveFailed'), description: message, variant: 'destructive' });
    } finally {
      setSavingKey(false);
    }
  }

  function reset() {
    setForm(structuredClone(DEFAULTS));
    setErrors({});
    toast({ title: t('llm.resetDone'), description: t('llm.resetDoneBody'), variant: 'info' });
  }

  const lastGenerated = useMemo(() => {
    const at = usage.data?.usage.lastGenerationAt;
    if (!at) return t('llm.neverGenerated');
    const seconds = (new Date(at).getTime() - Date.now()) / 1000;
    const rtf = new Intl.RelativeTimeFormat(i18n.resolvedLanguage === 'el' ? 'el' : 'en', { numeric: 'auto' });
    const units: [Intl.RelativeTimeFormatUnit, number][] = [
      ['day', 86400],
      ['hour', 3600],
      ['minute', 60],
      ['second', 1],
    ];
    const [unit, size] = units.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
    return t('llm.lastGenerated', { when: rtf.format(Math.round(seconds / size), unit) });
  }, [usage.data, i18n.resolvedLanguage, t]);

  return {
    loadFailed: !!config.error,
    view,
    usage: usage.data?.usage,
    form,
    errors,
    bounds,
    set,
    setPlatform,
    save,
    saving,
    reset,
    lastGenerated,
    apiKey: {
      editing: keyEditing,
      setEditing: setKeyEditing,
      value: newKey,
      setValue: setNewKey,
      shown: showKey,
      toggleShown: () => setShowKey((s) => !s),
      save: saveKey,
      saving: savingKey,
    },
  };
}

export type LlmConfigForm = ReturnType<typeof useLlmConfigForm>;
