import { Dialog, Text } from '@radix-ui/themes';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { TimeEditor } from '../campaigns/TimeEditor';
import type { CalendarEntry } from './types';

/**
 * The keyboard's way to move a post (M on a focused post): My Campaigns' date and time editor in a
 * dialog; the move then goes through the same time edit as a drag.
 */
export function MoveDialog({
  post,
  zone,
  zoneLabel,
  saving,
  onMove,
  onClose,
}: {
  post: CalendarEntry;
  zone: string;
  zoneLabel: string;
  saving: boolean;
  onMove: (day: string, time: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('calendar');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="520px" aria-describedby="calendar-move-help" data-testid="calendar-move-dialog">
        <Dialog.Title>{t('moveTitle', { product: post.productName ?? '' })}</Dialog.Title>
        <Text as="p" size="2" color="gray" id="calendar-move-help">
          {t('moveHelp')}
        </Text>
        <TimeEditor
          value={post.scheduledDate}
          zone={zone}
          zoneLabel={zoneLabel}
          saving={saving}
          onSave={(instant) => {
            const local = DateTime.fromJSDate(instant).setZone(zone);
            onMove(local.toISODate()!, local.toFormat('HH:mm'));
          }}
          onCancel={onClose}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
