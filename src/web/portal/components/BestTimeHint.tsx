import { Button, Flex, Text } from '@radix-ui/themes';
import { ClockIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { portalFetcher } from '../../shared/api';

interface BestTime {
  time: string;
  basis: 'history' | 'default';
  postsCounted: number;
  liftPercent: number | null;
}

/**
 * Setup's offer beside the posting time (issue 21): the best time to post, from the account's own
 * figures (or the stated default for clinics while there are too few), with why, and a button that
 * puts it in the field (saved with the form, as any change).
 */
export function BestTimeHint({ current, onUse, disabled }: { current: string; onUse: (time: string) => void; disabled?: boolean }) {
  const { t } = useTranslation('portal');
  const { data } = useSWR<{ bestTime: BestTime }>('/api/analytics/best-time', portalFetcher, { revalidateOnFocus: false });
  const best = data?.bestTime;
  if (!best) return null;
  const why =
    best.basis === 'default'
      ? t('setup.bestTime.default', { time: best.time })
      : best.liftPercent && best.liftPercent > 0
        ? t('setup.bestTime.history', { time: best.time, lift: best.liftPercent, count: best.postsCounted })
        : t('setup.bestTime.historyFlat', { time: best.time, count: best.postsCounted });
  return (
    <Flex gap="2" align="start" mt="1" data-testid="best-time-hint" style={{ maxWidth: 560 }}>
      <ClockIcon color="var(--accent-11)" style={{ flexShrink: 0, marginTop: 3 }} aria-hidden />
      <Flex direction="column" gap="1" align="start">
        <Text size="1" color="gray">
          {why}
        </Text>
        {current !== best.time && (
          <Button type="button" size="1" variant="soft" onClick={() => onUse(best.time)} disabled={disabled}>
            {t('setup.bestTime.use', { time: best.time })}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
