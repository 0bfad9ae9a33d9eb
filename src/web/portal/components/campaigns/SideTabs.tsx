import { Button, Flex, Spinner } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Side } from '../../hooks/useCampaigns';

/** Future / Past, with each side's count; a spinner while the list is refetched. */
export function SideTabs({
  side,
  counts,
  refreshing,
  onShow,
}: {
  side: Side;
  counts: Record<Side, number>;
  refreshing: boolean;
  onShow: (side: Side) => void;
}) {
  const { t } = useTranslation('campaigns');
  return (
    <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
      <Flex gap="1" p="1" role="group" aria-label={t('tabs.label')} style={{ background: 'var(--gray-a3)', borderRadius: 'var(--radius-3)' }}>
        {(['future', 'past'] as const).map((s) => (
          <Button
            key={s}
            size="2"
            variant={side === s ? 'solid' : 'ghost'}
            color={side === s ? undefined : 'gray'}
            aria-pressed={side === s}
            onClick={() => onShow(s)}
            style={{ margin: 0 }}
          >
            {t(`tabs.${s}`, { count: counts[s] })}
          </Button>
        ))}
      </Flex>
      {refreshing && <Spinner aria-label={t('loading')} />}
    </Flex>
  );
}
