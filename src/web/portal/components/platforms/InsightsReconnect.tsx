import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { InfoCircledIcon, ReloadIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { portalFetcher } from '../../../shared/api';

/**
 * A connection made before Connect asked for the insights permissions (issue 21) publishes as before;
 * this asks the clinic, once per visit of the page, to reconnect so its posts' figures can be read.
 */
export function InsightsReconnect({ onReconnect }: { onReconnect?: () => void }) {
  const { t } = useTranslation('portal');
  const { data } = useSWR<{ connected: boolean; missingScopes: string[] }>('/api/analytics/permission', portalFetcher);
  if (!data?.connected || data.missingScopes.length === 0) return null;
  return (
    <Callout.Root color="blue" data-testid="insights-reconnect" mb="4">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2" style={{ minWidth: 0 }}>
        <Text weight="bold" size="3">
          {t('platforms.insightsReconnect.title')}
        </Text>
        <Text size="2">{t('platforms.insightsReconnect.body')}</Text>
        {onReconnect && (
          <Flex>
            <Button onClick={onReconnect}>
              <ReloadIcon /> {t('platforms.insightsReconnect.button')}
            </Button>
          </Flex>
        )}
      </Flex>
    </Callout.Root>
  );
}
