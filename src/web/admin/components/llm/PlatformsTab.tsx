import { Badge, Card, Flex, Grid, Select, Switch, Text, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PLATFORMS } from '../../../../modules/ai/schema';
import { Field } from './fields';
import type { ConfigView, Errors, Platform, PlatformForm, Settings } from './types';

const RECOMMENDED: Record<Platform, string> = { instagram: '125-150', twitter: '100-125', facebook: '150-250', linkedin: '150-250' };

/** The Platform Settings tab: per platform, active, post style and maximum hashtags. */
export function PlatformsTab(props: {
  form: Settings;
  errors: Errors;
  view: ConfigView;
  bounds: Record<Platform, number>;
  setPlatform: (p: Platform, change: Partial<PlatformForm>) => void;
}) {
  const { form, errors, view, bounds, setPlatform } = props;
  const { t } = useTranslation('admin');
  const styles = view.options.platformStyles;
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="3">
      {PLATFORMS.map((p) => (
        <Card key={p} variant="surface" data-testid={`platform-${p}`}>
          <Flex justify="between" align="center" mb="3">
            <Text weight="bold">{t(`llm.platforms.${p}`)}</Text>
            <Flex align="center" gap="2">
              <Badge color={form.platforms[p].active ? 'green' : 'gray'}>{form.platforms[p].active ? t('llm.active') : t('llm.inactive')}</Badge>
              <Switch
                checked={form.platforms[p].active}
                onCheckedChange={(v) => setPlatform(p, { active: v })}
                aria-label={t('llm.platformActive', { platform: t(`llm.platforms.${p}`) })}
              />
            </Flex>
          </Flex>
          <Flex direction="column" gap="3">
            <Field label={t('llm.postStyle')}>
              <Select.Root value={form.platforms[p].postStyle} onValueChange={(value) => setPlatform(p, { postStyle: value as PlatformForm['postStyle'] })}>
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
  );
}
