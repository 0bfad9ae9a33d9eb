import { Box, Flex, Grid, Select, TextArea, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { CONTENT_TONES } from '../../../../modules/ai/schema';
import { CheckRow, Field, NamedSlider } from './fields';
import type { ConfigView, Errors, Settings } from './types';

/** The Content Settings tab: model, tone, creativity, length, hashtags, guidelines and the three checks. */
export function ContentTab({
  form,
  errors,
  view,
  set,
}: {
  form: Settings;
  errors: Errors;
  view: ConfigView;
  set: <K extends keyof Settings>(key: K, value: Settings[K]) => void;
}) {
  const { t } = useTranslation('admin');
  const models = view.options.models;
  // Model names are names; only the spec's "(recommended)" is words.
  const modelLabel = (label: string) => {
    const name = label.replace(/ \(recommended\)$/, '');
    return name === label ? label : t('llm.modelRecommended', { model: name });
  };
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4">
      <Field label={t('llm.model')} id="llm-model">
        <Select.Root value={form.model} onValueChange={(value) => set('model', value)}>
          <Select.Trigger id="llm-model" aria-label={t('llm.model')} style={{ width: '100%' }} />
          <Select.Content>
            {models.map((m) => (
              <Select.Item key={m.value} value={m.value}>
                {modelLabel(m.label)}
              </Select.Item>
            ))}
            {!models.some((m) => m.value === form.model) && <Select.Item value={form.model}>{form.model}</Select.Item>}
          </Select.Content>
        </Select.Root>
      </Field>
      <Field label={t('llm.tone')} id="llm-tone">
        <Select.Root value={form.contentTone} onValueChange={(value) => set('contentTone', value as Settings['contentTone'])}>
          <Select.Trigger aria-label={t('llm.tone')} style={{ width: '100%' }} />
          <Select.Content>
            {CONTENT_TONES.map((tone) => (
              <Select.Item key={tone} value={tone}>
                {t(`llm.tones.${tone}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Field>
      <Field label={`${t('llm.creativity')}: ${form.temperature.toFixed(1)}`} hint={t('llm.creativityHint')} error={errors.temperature}>
        <NamedSlider
          value={[form.temperature]}
          min={0}
          max={1}
          step={0.1}
          onValueChange={([value]) => set('temperature', Math.round(value * 10) / 10)}
          label={t('llm.creativity')}
        />
      </Field>
      <Field label={`${t('llm.length')}: ${t('llm.words', { count: form.targetPostLength })}`} hint={t('llm.lengthHint')} error={errors.targetPostLength}>
        <NamedSlider
          value={[form.targetPostLength]}
          min={50}
          max={300}
          step={10}
          onValueChange={([value]) => set('targetPostLength', value)}
          label={t('llm.length')}
        />
      </Field>
      <Field label={t('llm.hashtags')} id="llm-hashtags" error={errors.defaultHashtags}>
        <TextField.Root id="llm-hashtags" value={form.defaultHashtags} onChange={(e) => set('defaultHashtags', e.target.value)} />
      </Field>
      <Box />
      <Box style={{ gridColumn: '1 / -1' }}>
        <Field label={t('llm.guidelines')} id="llm-guidelines" error={errors.contentGuidelines}>
          <TextArea
            id="llm-guidelines"
            value={form.contentGuidelines}
            onChange={(e) => set('contentGuidelines', e.target.value)}
            placeholder={t('llm.guidelinesPlaceholder')}
            style={{ minHeight: 100 }}
          />
        </Field>
      </Box>
      <Flex direction="column" gap="2">
        <CheckRow label={t('llm.avoidClaims')} checked={form.avoidMedicalClaims} onChange={(v) => set('avoidMedicalClaims', v)} />
        <CheckRow label={t('llm.includeCta')} checked={form.includeCta} onChange={(v) => set('includeCta', v)} />
        <CheckRow label={t('llm.compliance')} checked={form.complianceCheck} onChange={(v) => set('complianceCheck', v)} />
      </Flex>
    </Grid>
  );
}
