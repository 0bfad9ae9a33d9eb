import { DEFAULT_SETTINGS } from '../../../modules/ai/schema';
import { Badge, Box, Button, Callout, Card, Checkbox, Flex, Grid, Heading, IconButton, Progress, Select, Slider, Spinner, Switch, Tabs, Text, TextArea, TextField } from '@radix-ui/themes';
import { CheckCircledIcon, EyeClosedIcon, EyeOpenIcon, InfoCircledIcon, ResetIcon } from '@radix-ui/react-icons';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { adminFetcher, api, ApiError } from '../../shared/api';
import { useToast } from '../../shared/toast';
import { FieldError } from '../components/products/ProductDialog';

type Platform = 'instagram' | 'twitter' | 'facebook' | 'linkedin';
const PLATFORMS: Platform[] = ['instagram', 'twitter', 'facebook', 'linkedin'];
const TONES = ['professional', 'friendly', 'educational', 'promotional'] as const;
const RECOMMENDED: Record<Platform, string> = { instagram: '125-150', twitter: '100-125', facebook: '150-250', linkedin: '150-250' };

interface PlatformStyle {
  active: boolean;
  postStyle: string;
  maxHashtags: number;
}

/** The editable settings of GET/PUT /api/ai-config (the ai module's AiSettings). */
interface Settings {
  model: string;
  temperature: number;
  targetPostLength: number;
  contentTone: string;
  defaultHashtags: string;
  contentGuidelines: string;
  avoidMedicalClaims: boolean;
  includeCta: boolean;
  complianceCheck: boolean;
  platforms: Record<Platform, PlatformStyle>;
  organizationId: string | null;
  requestTimeoutSeconds: number;
  dailyGenerationLimit: number;
  monthlyBudgetUsd: number;
  sendBudgetAlerts: boolean;
  autoPause: boolean;
}

interface ConfigView extends Settings {
  apiKey: { masked: string | null; source: 'saved' | 'environment' | 'none'; readable: boolean };
  provider: 'offline' | 'openai';
  baseUrlHost: string | null;
  updatedAt: string | null;
  options: { models: readonly { value: string; label: string }[]; platformStyles: Record<Platform, readonly string[]>; maxHashtags: Record<Platform, number> };
}

interface UsageView {
  month: { tokensIn: number; tokensOut: number; tokens: number; costUsd: number; budgetUsd: number; budgetUsedPercent: number };
  today: { generations: number; limit: number };
  lastGenerationAt: string | null;
  provider: 'offline' | 'openai';
  paused: null | 'budget' | 'daily_limit';
}

/** The spec's defaults (admin-area.md §2, §9), as the ai module defines them; Reset to Defaults puts them in the form. */
const DEFAULTS: Settings = {
  ...DEFAULT_SETTINGS,
  platforms: Object.fromEntries(
    Object.entries(DEFAULT_SETTINGS.platforms).map(([name, { active, postStyle, maxHashtags }]) => [name, { active, postStyle, maxHashtags }]),
  ) as Settings['platforms'],
};

const pick = (c: ConfigView): Settings => ({
  model: c.model,
  temperature: c.temperature,
  targetPostLength: c.targetPostLength,
  contentTone: c.contentTone,
  defaultHashtags: c.defaultHashtags ?? '',
  contentGuidelines: c.contentGuidelines ?? '',
  avoidMedicalClaims: c.avoidMedicalClaims,
  includeCta: c.includeCta,
  complianceCheck: c.complianceCheck,
  platforms: Object.fromEntries(PLATFORMS.map((p) => [p, { active: c.platforms[p].active, postStyle: c.platforms[p].postStyle, maxHashtags: c.platforms[p].maxHashtags }])) as Settings['platforms'],
  organizationId: c.organizationId,
  requestTimeoutSeconds: c.requestTimeoutSeconds,
  dailyGenerationLimit: c.dailyGenerationLimit,
  monthlyBudgetUsd: c.monthlyBudgetUsd,
  sendBudgetAlerts: c.sendBudgetAlerts,
  autoPause: c.autoPause,
});

type Errors = Record<string, string>;

/** admin-area.md §2 "AI configuration screen", made real: loads and saves /api/ai-config, usage from /api/ai-usage. */
export default function LlmConfig() {
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
    if (config.data && !form) setForm(pick(config.data.config));
  }, [config.data]);

  const view = config.data?.config;
  const models = view?.options.models ?? [{ value: 'gpt-4o', label: 'GPT-4o (recommended)' }];
  const bounds = view?.options.maxHashtags ?? { instagram: 30, twitter: 5, facebook: 30, linkedin: 30 };
  const styles = view?.options.platformStyles;

  const set = <K extends keyof Settings>(key: K, value: Settings[K]) => setForm((f) => (f ? { ...f, [key]: value } : f));
  const setPlatform = (p: Platform, change: Partial<PlatformStyle>) => setForm((f) => (f ? { ...f, platforms: { ...f.platforms, [p]: { ...f.platforms[p], ...change } } } : f));

  function validate(f: Settings): Errors {
    const e: Errors = {};
    const between = (value: number, min: number, max: number) => Number.isFinite(value) && value >= min && value <= max;
    if (!between(f.requestTimeoutSeconds, 5, 300) || !Number.isInteger(f.requestTimeoutSeconds)) e.requestTimeoutSeconds = t('llm.errors.timeout');
    if (!between(f.dailyGenerationLimit, 0, 100000) || !Number.isInteger(f.dailyGenerationLimit)) e.dailyGenerationLimit = t('llm.errors.dailyLimit');
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
    const units: [Intl.RelativeTimeFormatUnit, number][] = [['day', 86400], ['hour', 3600], ['minute', 60], ['second', 1]];
    const [unit, size] = units.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
    return t('llm.lastGenerated', { when: rtf.format(Math.round(seconds / size), unit) });
  }, [usage.data, i18n.resolvedLanguage]);

  if (config.error) {
    return (
      <Callout.Root color="red">
        <Callout.Text>{t('llm.loadFailed')}</Callout.Text>
      </Callout.Root>
    );
  }
  if (!form || !view) {
    return (
      <Flex align="center" gap="2" py="6" justify="center">
        <Spinner /> <Text color="gray">{t('llm.loading')}</Text>
      </Flex>
    );
  }
  const u = usage.data?.usage;
  const fmtUsd = (n: number) => new Intl.NumberFormat(i18n.resolvedLanguage === 'el' ? 'el-GR' : 'en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(n);
  const fmtInt = (n: number) => new Intl.NumberFormat(i18n.resolvedLanguage === 'el' ? 'el-GR' : 'en-US').format(n);

  return (
    <Box>
      <Flex justify="between" align="start" wrap="wrap" gap="3" mb="4">
        <Box>
          <Heading size="6">{t('llm.title')}</Heading>
          <Text color="gray" size="2">
            {t('llm.subtitle')}
          </Text>
        </Box>
        <Flex gap="2" align="center">
          <Badge color="green" size="2">
            <CheckCircledIcon /> {t('llm.connected')}
          </Badge>
          <Badge color={view.provider === 'offline' ? 'amber' : 'blue'} size="2">
            {view.provider === 'offline' ? t('llm.providerOffline') : t('llm.providerOpenai', { host: view.baseUrlHost ?? 'api.openai.com' })}
          </Badge>
        </Flex>
      </Flex>
      {view.provider === 'offline' && (
        <Callout.Root color="amber" mb="3" size="1">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>{t('llm.offlineNote')}</Callout.Text>
        </Callout.Root>
      )}
      <Card size="2">
        <Tabs.Root defaultValue="content">
          <Tabs.List>
            <Tabs.Trigger value="content">{t('llm.tabs.content')}</Tabs.Trigger>
            <Tabs.Trigger value="platforms">{t('llm.tabs.platforms')}</Tabs.Trigger>
            <Tabs.Trigger value="api">{t('llm.tabs.api')}</Tabs.Trigger>
          </Tabs.List>
          <Box pt="4">
            <Tabs.Content value="content">
              <Grid columns={{ initial: '1', md: '2' }} gap="4">
                <Field label={t('llm.model')} id="llm-model">
                  <Select.Root value={form.model} onValueChange={(value) => set('model', value)}>
                    <Select.Trigger id="llm-model" aria-label={t('llm.model')} style={{ width: '100%' }} />
                    <Select.Content>
                      {models.map((m) => (
                        <Select.Item key={m.value} value={m.value}>
                          {m.label}
                        </Select.Item>
                      ))}
                      {!models.some((m) => m.value === form.model) && <Select.Item value={form.model}>{form.model}</Select.Item>}
                    </Select.Content>
                  </Select.Root>
                </Field>
                <Field label={t('llm.tone')} id="llm-tone">
                  <Select.Root value={form.contentTone} onValueChange={(value) => set('contentTone', value)}>
                    <Select.Trigger aria-label={t('llm.tone')} style={{ width: '100%' }} />
                    <Select.Content>
                      {TONES.map((tone) => (
                        <Select.Item key={tone} value={tone}>
                          {t(`llm.tones.${tone}`)}
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                </Field>
                <Field label={`${t('llm.creativity')}: ${form.temperature.toFixed(1)}`} hint={t('llm.creativityHint')} error={errors.temperature}>
                  <Slider value={[form.temperature]} min={0} max={1} step={0.1} onValueChange={([value]) => set('temperature', Math.round(value * 10) / 10)} aria-label={t('llm.creativity')} />
                </Field>
                <Field label={`${t('llm.length')}: ${t('llm.words', { count: form.targetPostLength })}`} hint={t('llm.lengthHint')} error={errors.targetPostLength}>
                  <Slider value={[form.targetPostLength]} min={50} max={300} step={10} onValueChange={([value]) => set('targetPostLength', value)} aria-label={t('llm.length')} />
                </Field>
                <Field label={t('llm.hashtags')} id="llm-hashtags" error={errors.defaultHashtags}>
                  <TextField.Root id="llm-hashtags" value={form.defaultHashtags} onChange={(e) => set('defaultHashtags', e.target.value)} />
                </Field>
                <Box />
                <Box style={{ gridColumn: '1 / -1' }}>
                  <Field label={t('llm.guidelines')} id="llm-guidelines" error={errors.contentGuidelines}>
                    <TextArea id="llm-guidelines" value={form.contentGuidelines} onChange={(e) => set('contentGuidelines', e.target.value)} placeholder={t('llm.guidelinesPlaceholder')} style={{ minHeight: 100 }} />
                  </Field>
                </Box>
                <Flex direction="column" gap="2">
                  <CheckRow label={t('llm.avoidClaims')} checked={form.avoidMedicalClaims} onChange={(v) => set('avoidMedicalClaims', v)} />
                  <CheckRow label={t('llm.includeCta')} checked={form.includeCta} onChange={(v) => set('includeCta', v)} />
                  <CheckRow label={t('llm.compliance')} checked={form.complianceCheck} onChange={(v) => set('complianceCheck', v)} />
                </Flex>
              </Grid>
            </Tabs.Content>
            <Tabs.Content value="platforms">
              <Grid columns={{ initial: '1', md: '2' }} gap="3">
                {PLATFORMS.map((p) => (
                  <Card key={p} variant="surface" data-testid={`platform-${p}`}>
                    <Flex justify="between" align="center" mb="3">
                      <Text weight="bold">{t(`llm.platforms.${p}`)}</Text>
                      <Flex align="center" gap="2">
                        <Badge color={form.platforms[p].active ? 'green' : 'gray'}>{form.platforms[p].active ? t('llm.active') : t('llm.inactive')}</Badge>
                        <Switch checked={form.platforms[p].active} onCheckedChange={(v) => setPlatform(p, { active: v })} aria-label={t('llm.platformActive', { platform: t(`llm.platforms.${p}`) })} />
                      </Flex>
                    </Flex>
                    <Flex direction="column" gap="3">
                      <Field label={t('llm.postStyle')}>
                        <Select.Root value={form.platforms[p].postStyle} onValueChange={(value) => setPlatform(p, { postStyle: value })}>
                          <Select.Trigger aria-label={t('llm.postStyleOf', { platform: t(`llm.platforms.${p}`) })} style={{ width: '100%' }} />
                          <Select.Content>
                            {(styles?.[p] ?? [form.platforms[p].postStyle]).map((s) => (
                              <Select.Item key={s} value={s}>
                                {t(`llm.styles.${s}`, s)}
                              </Select.Item>
                            ))}
                          </Select.Content>
                        </Select.Root>
                      </Field>
                      <Field label={t('llm.maxHashtags', { max: bounds[p] })} error={errors[`platforms.${p}.maxHashtags`]}>
                        <TextField.Root
                          type="number"
                          min={0}
                          max={bounds[p]}
                          value={String(form.platforms[p].maxHashtags)}
                          onChange={(e) => setPlatform(p, { maxHashtags: e.target.value === '' ? NaN : Number(e.target.value) })}
                          aria-label={t('llm.maxHashtagsOf', { platform: t(`llm.platforms.${p}`) })}
                        />
                      </Field>
                      <Text size="1" color="gray">
                        {t('llm.recommended', { range: RECOMMENDED[p] })}
                      </Text>
                    </Flex>
                  </Card>
                ))}
              </Grid>
            </Tabs.Content>
            <Tabs.Content value="api">
              <Grid columns={{ initial: '1', md: '2' }} gap="4">
                <Box style={{ gridColumn: '1 / -1' }}>
                  <Field label={t('llm.apiKey')} error={errors.apiKey || undefined}>
                    {keyEditing ? (
                      <Flex gap="2">
                        <TextField.Root
                          style={{ flex: 1 }}
                          type={showKey ? 'text' : 'password'}
                          value={newKey}
                          autoComplete="off"
                          placeholder={t('llm.newKeyPlaceholder')}
                          onChange={(e) => setNewKey(e.target.value)}
                          aria-label={t('llm.newKey')}
                        >
                          <TextField.Slot side="right">
                            <IconButton size="1" variant="ghost" type="button" onClick={() => setShowKey((s) => !s)} aria-label={t(showKey ? 'actions.hide' : 'actions.show')}>
                              {showKey ? <EyeClosedIcon /> : <EyeOpenIcon />}
                            </IconButton>
                          </TextField.Slot>
                        </TextField.Root>
                        <Button onClick={saveKey} disabled={savingKey}>
                          {savingKey && <Spinner />} {t('llm.saveKey')}
                        </Button>
                        <Button variant="soft" color="gray" onClick={() => setKeyEditing(false)}>
                          {t('actions.cancel')}
                        </Button>
                      </Flex>
                    ) : (
                      <Flex gap="2" align="center">
                        <TextField.Root style={{ flex: 1 }} readOnly value={view.apiKey.masked ?? t('llm.noKey')} aria-label={t('llm.apiKey')} />
                        <Button variant="soft" onClick={() => setKeyEditing(true)}>
                          {t('llm.updateKey')}
                        </Button>
                      </Flex>
                    )}
                    <Text as="div" size="1" color="gray" mt="1">
                      {t(`llm.keySource.${view.apiKey.source}`)}
                      {!view.apiKey.readable && ` ${t('llm.keyUnreadable')}`}
                    </Text>
                  </Field>
                </Box>
                <Field label={t('llm.organization')} id="llm-org" error={errors.organizationId}>
                  <TextField.Root id="llm-org" value={form.organizationId ?? ''} onChange={(e) => set('organizationId', e.target.value)} placeholder="org-..." />
                </Field>
                <Field label={t('llm.timeout')} id="llm-timeout" error={errors.requestTimeoutSeconds}>
                  <TextField.Root id="llm-timeout" type="number" min={5} max={300} value={Number.isNaN(form.requestTimeoutSeconds) ? '' : String(form.requestTimeoutSeconds)} onChange={(e) => set('requestTimeoutSeconds', e.target.value === '' ? NaN : Number(e.target.value))} />
                </Field>
                <Box style={{ gridColumn: '1 / -1' }}>
                  <Card variant="surface" data-testid="usage-panel">
                    <Flex justify="between" mb="2" wrap="wrap" gap="2">
                      <Text weight="medium">{t('llm.usageTitle')}</Text>
                      <Text size="2" color="gray">
                        {u ? t('llm.usagePercent', { percent: u.month.budgetUsedPercent }) : '…'}
                      </Text>
                    </Flex>
                    <Progress value={Math.min(100, u?.month.budgetUsedPercent ?? 0)} color={(u?.month.budgetUsedPercent ?? 0) >= 80 ? 'red' : undefined} aria-label={t('llm.usageTitle')} />
                    {u && (
                      <Flex justify="between" mt="2" wrap="wrap" gap="2">
                        <Text size="1" color="gray">
                          {t('llm.usageCost', { cost: fmtUsd(u.month.costUsd), budget: fmtUsd(u.month.budgetUsd) })}
                        </Text>
                        <Text size="1" color="gray">
                          {t('llm.usageTokens', { tokens: fmtInt(u.month.tokens) })}
                        </Text>
                        <Text size="1" color="gray">
                          {t('llm.usageToday', { count: u.today.generations, limit: u.today.limit })}
                        </Text>
                      </Flex>
                    )}
                    {u?.paused && (
                      <Text as="div" size="1" color="red" mt="2">
                        {t(`llm.paused.${u.paused}`)}
                      </Text>
                    )}
                  </Card>
                </Box>
                <Field label={t('llm.dailyLimit')} id="llm-daily" error={errors.dailyGenerationLimit}>
                  <TextField.Root id="llm-daily" type="number" min={0} value={Number.isNaN(form.dailyGenerationLimit) ? '' : String(form.dailyGenerationLimit)} onChange={(e) => set('dailyGenerationLimit', e.target.value === '' ? NaN : Number(e.target.value))} />
                </Field>
                <Field label={t('llm.budget')} id="llm-budget" error={errors.monthlyBudgetUsd}>
                  <TextField.Root id="llm-budget" type="number" min={0} step={0.01} value={Number.isNaN(form.monthlyBudgetUsd) ? '' : String(form.monthlyBudgetUsd)} onChange={(e) => set('monthlyBudgetUsd', e.target.value === '' ? NaN : Number(e.target.value))} />
                </Field>
                <Flex direction="column" gap="2">
                  <CheckRow label={t('llm.budgetAlert')} checked={form.sendBudgetAlerts} onChange={(v) => set('sendBudgetAlerts', v)} />
                  <CheckRow label={t('llm.autoPause')} checked={form.autoPause} onChange={(v) => set('autoPause', v)} />
                </Flex>
              </Grid>
            </Tabs.Content>
          </Box>
        </Tabs.Root>
        <Flex justify="between" align="center" mt="5" pt="3" wrap="wrap" gap="3" style={{ borderTop: '1px solid var(--gray-a5)' }}>
          <Text size="2" color="gray" data-testid="last-generated">
            {lastGenerated}
          </Text>
          <Flex gap="2">
            <Button variant="soft" color="gray" onClick={reset}>
              <ResetIcon /> {t('llm.reset')}
            </Button>
            <Button onClick={save} disabled={saving}>
              {saving && <Spinner />} {t('llm.save')}
            </Button>
          </Flex>
        </Flex>
      </Card>
    </Box>
  );
}

function Field({ label, id, hint, error, children }: { label: string; id?: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="label" htmlFor={id} size="2" weight="medium" mb="1" style={{ display: 'block' }}>
        {label}
      </Text>
      {children}
      {hint && !error && (
        <Text as="div" size="1" color="gray" mt="1">
          {hint}
        </Text>
      )}
      {error && <FieldError text={error} />}
    </Box>
  );
}

function CheckRow({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <Text as="label" size="2">
      <Flex gap="2" align="center">
        <Checkbox checked={checked} onCheckedChange={(v) => onChange(v === true)} />
        {label}
      </Flex>
    </Text>
  );
}
