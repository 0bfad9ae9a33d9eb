import { Button, Flex, Select, Text } from '@radix-ui/themes';
import { DownloadIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';

export const ANALYTICS_PERIODS = ['7', '28', '90'] as const;
const PLATFORMS = ['all', 'facebook', 'instagram'] as const;

/**
 * The analytics screens' bar (the clinic's and the admin's): the period and the platform, and the
 * CSV of what they show (a plain download: the session cookie signs it in). Selects, not Radix's
 * SegmentedControl, which would put its CSS on the sign-in pages too (scripts/vite-plugins.test.ts).
 */
export function AnalyticsFilters(props: {
  idPrefix: string;
  days: string;
  platform: string;
  onChange: (change: { days?: string; platform?: string }) => void;
  csvHref: string;
}) {
  const { t } = useTranslation('analytics');
  const { idPrefix, days, platform, onChange } = props;
  return (
    <Flex gap="3" align="end" wrap="wrap">
      <Flex direction="column" gap="1">
        <Text size="2" weight="medium" id={`${idPrefix}-period`}>
          {t('period')}
        </Text>
        <Select.Root value={days} onValueChange={(value) => onChange({ days: value })}>
          <Select.Trigger aria-labelledby={`${idPrefix}-period`} data-testid={`${idPrefix}-period`} />
          <Select.Content>
            {ANALYTICS_PERIODS.map((p) => (
              <Select.Item key={p} value={p}>
                {t('days', { count: Number(p) })}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      <Flex direction="column" gap="1">
        <Text size="2" weight="medium" id={`${idPrefix}-platform`}>
          {t('platform')}
        </Text>
        <Select.Root value={platform} onValueChange={(value) => onChange({ platform: value })}>
          <Select.Trigger aria-labelledby={`${idPrefix}-platform`} />
          <Select.Content>
            {PLATFORMS.map((p) => (
              <Select.Item key={p} value={p}>
                {t(`platforms.${p}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      <Button asChild variant="soft">
        <a href={props.csvHref} download>
          <DownloadIcon /> {t('download')}
        </a>
      </Button>
    </Flex>
  );
}
