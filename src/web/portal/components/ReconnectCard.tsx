import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon, ReloadIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ReconnectReason } from '../hooks/useFacebook';

/**
 * Meta stopped accepting the stored connection (expired, revoked, password changed...): says why in
 * the user's language and offers to connect again. Without a reason (the pages could not be
 * fetched) it shows the error text as a reconnection hint (business-portal.md §8).
 */
export function ReconnectCard({ reason, errorText, onReconnect }: { reason?: ReconnectReason | null; errorText?: string; onReconnect?: () => void }) {
  const { t } = useTranslation('portal');
  return (
    <Callout.Root color="amber" role="alert" data-testid="reconnect-card" mb="4">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2" style={{ minWidth: 0 }}>
        <Text weight="bold" size="3">
          {reason ? t('facebook.reconnect.title') : t('facebook.reconnect.fetchFailedTitle')}
        </Text>
        <Text size="2" style={{ overflowWrap: 'anywhere' }}>
          {reason ? t(`facebook.reconnect.reasons.${reason}`) : errorText}
        </Text>
        <Text size="2" color="gray">
          {t('facebook.reconnect.help')}
        </Text>
        {onReconnect && (
          <Flex>
            <Button color="amber" onClick={onReconnect}>
              <ReloadIcon /> {t('facebook.reconnect.button')}
            </Button>
          </Flex>
        )}
      </Flex>
    </Callout.Root>
  );
}
