import { Box, Button, Card, Flex, Grid, IconButton, Progress, Spinner, Text, TextField } from '@radix-ui/themes';
import { EyeClosedIcon, EyeOpenIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../shared/components/Notice';
import { translateMessage } from '../../../shared/messages';
import { CheckRow, Field } from './fields';
import type { LlmConfigForm } from './useLlmConfigForm';
import type { ConfigView, Errors, Settings, UsageView } from './types';

/** The API Settings tab: the API key, organization, timeout, this month's usage, daily limit, allowance per clinic, budget and alerts. */
export function ApiTab({
  form,
  errors,
  view,
  usage,
  set,
  apiKey,
}: {
  form: Settings;
  errors: Errors;
  view: ConfigView;
  usage: UsageView | undefined;
  set: LlmConfigForm['set'];
  apiKey: LlmConfigForm['apiKey'];
}) {
  const { t } = useTranslation('admin');
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4">
      <Box style={{ gridColumn: '1 / -1' }}>
        <ApiKeyField view={view} error={errors.apiKey || undefined} apiKey={apiKey} />
      </Box>
      <Field label={t('llm.organization')} id="llm-org" error={errors.organizationId}>
        <TextField.Root id="llm-org" value={form.organizationId ?? ''} onChange={(e) => set('organizationId', e.target.value)} placeholder="org-..." />
      </Field>
      <Field label={t('llm.timeout')} id="llm-timeout" error={errors.requestTimeoutSeconds}>
        <TextField.Root
          id="llm-timeout"
          type="number"
          min={5}
          max={300}
          value={Number.isNaN(form.requestTimeoutSeconds) ? '' : String(form.requestTimeoutSeconds)}
          onChange={(e) => set('requestTimeoutSeconds', e.target.value === '' ? NaN : Number(e.target.value))}
        />
      </Field>
      <Box style={{ gridColumn: '1 / -1' }}>
        <UsagePanel usage={usage} />
      </Box>
      <Field label={t('llm.dailyLimit')} id="llm-daily" error={errors.dailyGenerationLimit}>
        <TextField.Root
          id="llm-daily"
          type="number"
          min={0}
          value={Number.isNaN(form.dailyGenerationLimit) ? '' : String(form.dailyGenerationLimit)}
          onChange={(e) => set('dailyGenerationLimit', e.target.value === '' ? NaN : Number(e.target.value))}
        />
      </Field>
      <Field label={t('llm.accountAllowance')} id="llm-account-allowance" hint={t('llm.accountAllowanceHint')} error={errors.accountDailyAllowance}>
        <TextField.Root
          id="llm-account-allowance"
          type="number"
          min={1}
          value={Number.isNaN(form.accountDailyAllowance) ? '' : String(form.accountDailyAllowance)}
          onChange={(e) => set('accountDailyAllowance', e.target.value === '' ? NaN : Number(e.target.value))}
        />
      </Field>
      <Field label={t('llm.budget')} id="llm-budget" error={errors.monthlyBudgetUsd}>
        <TextField.Root
          id="llm-budget"
          type="number"
          min={0}
          step={0.01}
          value={Number.isNaN(form.monthlyBudgetUsd) ? '' : String(form.monthlyBudgetUsd)}
          onChange={(e) => set('monthlyBudgetUsd', e.target.value === '' ? NaN : Number(e.target.value))}
        />
      </Field>
      <Flex direction="column" gap="2">
        <CheckRow label={t('llm.budgetAlert')} checked={form.sendBudgetAlerts} onChange={(v) => set('sendBudgetAlerts', v)} />
        <CheckRow label={t('llm.autoPause')} checked={form.autoPause} onChange={(v) => set('autoPause', v)} />
      </Flex>
      <Flex direction="column" gap="1" style={{ gridColumn: '1 / -1' }}>
        <CheckRow label={t('llm.offlineFallback')} checked={form.offlineFallback} onChange={(v) => set('offlineFallback', v)} />
        <Text size="1" color="gray">
          {t('llm.offlineFallbackHint')}
        </Text>
        {view.lastFailure && <LastFailure failure={view.lastFailure} />}
      </Flex>
    </Grid>
  );
}

/** The AI service's last failure of a clinic's request, with its technical message (clinics read only that writing is unavailable). */
function LastFailure({ failure }: { failure: NonNullable<ConfigView['lastFailure']> }) {
  const { t, i18n } = useTranslation('admin');
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'el' ? 'el-GR' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(failure.at),
  );
  return (
    <Notice tone="warning" size="1" variant="surface" data-testid="ai-last-failure">
      {t('llm.lastFailure', { when, message: translateMessage(failure.message, failure.messageKey, failure.params) })}
    </Notice>
  );
}

/** The saved key, masked, with Update Key; while editing, the new key (shown or hidden), Save Key and Cancel. */
function ApiKeyField({ view, error, apiKey }: { view: ConfigView; error: string | undefined; apiKey: LlmConfigForm['apiKey'] }) {
  const { t } = useTranslation('admin');
  return (
    <Field label={t('llm.apiKey')} error={error}>
      {apiKey.editing ? (
        <Flex gap="2">
          <TextField.Root
            style={{ flex: 1 }}
            type={apiKey.shown ? 'text' : 'password'}
            value={apiKey.value}
            autoComplete="off"
            placeholder={t('llm.newKeyPlaceholder')}
            onChange={(e) => apiKey.setValue(e.target.value)}
            aria-label={t('llm.newKey')}
          >
            <TextField.Slot side="right">
              <IconButton size="1" variant="ghost" type="button" onClick={apiKey.toggleShown} aria-label={t(apiKey.shown ? 'actions.hide' : 'actions.show')}>
                {apiKey.shown ? <EyeClosedIcon /> : <EyeOpenIcon />}
              </IconButton>
            </TextField.Slot>
          </TextField.Root>
          <Button onClick={apiKey.save} disabled={apiKey.saving}>
            {apiKey.saving && <Spinner />} {t('llm.saveKey')}
          </Button>
          <Button variant="soft" color="gray" onClick={() => apiKey.setEditing(false)}>
            {t('actions.cancel')}
          </Button>
        </Flex>
      ) : (
        <Flex gap="2" align="center">
          <TextField.Root style={{ flex: 1 }} readOnly value={view.apiKey.masked ?? t('llm.noKey')} aria-label={t('llm.apiKey')} />
          <Button variant="soft" onClick={() => apiKey.setEditing(true)}>
            {t('llm.updateKey')}
          </Button>
        </Flex>
      )}
      <Text as="div" size="1" color="gray" mt="1">
        {t(`llm.keySource.${view.apiKey.source}`)}
        {!view.apiKey.readable && ` ${t('llm.keyUnreadable')}`}
      </Text>
    </Field>
  );
}

/** This month's cost against the budget, tokens, today's generations against the limit, and why generation is paused. */
function UsagePanel({ usage: u }: { usage: UsageView | undefined }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.resolvedLanguage === 'el' ? 'el-GR' : 'en-US';
  const fmtUsd = (n: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(n);
  const fmtInt = (n: number) => new Intl.NumberFormat(locale).format(n);
  return (
    <Card variant="surface" data-testid="usage-panel">
      <Flex justify="between" mb="2" wrap="wrap" gap="2">
        <Text weight="medium">{t('llm.usageTitle')}</Text>
        <Text size="2" color="gray">
          {u ? t('llm.usagePercent', { percent: u.month.budgetUsedPercent }) : '…'}
        </Text>
      </Flex>
      <Progress
        value={Math.min(100, u?.month.budgetUsedPercent ?? 0)}
        color={(u?.month.budgetUsedPercent ?? 0) >= 80 ? 'red' : undefined}
        aria-label={t('llm.usageTitle')}
      />
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
  );
}
