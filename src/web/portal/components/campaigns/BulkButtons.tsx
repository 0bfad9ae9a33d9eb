import { Button, Flex, Spinner } from '@radix-ui/themes';
import { EnvelopeClosedIcon, TimerIcon, TrashIcon } from '@radix-ui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayPublish } from '../../hooks/usePortal';
import type { BulkActions, BulkKind } from './useBulkActions';

/** Schedule all, Unschedule all, Delete future and Test e-mail; the running one shows its progress. */
export function BulkButtons({ actions, disabled }: { actions: BulkActions; disabled: boolean }) {
  const { t } = useTranslation('campaigns');
  const { bulk } = actions;
  const mayPublish = useMayPublish();
  const icon = (kind: BulkKind, idle: ReactNode) => (bulk?.kind === kind ? <Spinner /> : idle);
  const label = (kind: BulkKind, text: string) =>
    bulk?.kind === kind && bulk.total > 0 ? t('actions.progress', { done: bulk.done, total: bulk.total }) : text;
  return (
    <Flex gap="2" wrap="wrap" role="group" aria-label={t('actions.bulkLabel')} pt="3" style={{ borderTop: '1px solid var(--gray-a4)' }}>
      {mayPublish && (
        <Button variant="soft" onClick={actions.scheduleAll} disabled={disabled}>
          {icon('schedule', <TimerIcon />)} {label('schedule', t('actions.scheduleAll'))}
        </Button>
      )}
      <Button variant="soft" color="gray" onClick={actions.unscheduleAll} disabled={disabled}>
        {icon('unschedule', <TimerIcon />)} {label('unschedule', t('actions.unscheduleAll'))}
      </Button>
      <Button variant="soft" color="red" onClick={actions.askDeleteFuture} disabled={disabled}>
        {icon('delete', <TrashIcon />)} {label('delete', t('actions.deleteFuture'))}
      </Button>
      <Button variant="soft" color="gray" onClick={actions.testEmail} disabled={disabled}>
        {icon('email', <EnvelopeClosedIcon />)} {t('actions.testEmail')}
      </Button>
    </Flex>
  );
}
