import { Box, Button, Flex, Spinner, Text, TextField } from '@radix-ui/themes';
import { DateTime } from 'luxon';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

const TIME = /^(\d{1,2}):(\d{2})$/;

export type TimeCheck = { ok: true; instant: Date } | { ok: false; error: 'noScheduleDateError' | 'invalidTimeFormat' | 'mustBeFuture' };

/**
 * business-portal.md §5 "Reschedule": date and time both required, time HH:MM with numeric parts,
 * the result strictly in the future; seconds are zero. The wall time is read in the account's
 * zone (the one the card shows), so 09:00 means 09:00 where the clinic is.
 */
function checkNewTime(date: string, time: string, zone: string | undefined, now = Date.now()): TimeCheck {
  if (!date.trim() || !time.trim()) return { ok: false, error: 'noScheduleDateError' };
  const match = TIME.exec(time.trim());
  if (!match) return { ok: false, error: 'invalidTimeFormat' };
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (hour > 23 || minute > 59) return { ok: false, error: 'invalidTimeFormat' };
  const local = DateTime.fromISO(date, { zone: zone ?? 'local' }).set({ hour, minute, second: 0, millisecond: 0 });
  if (!local.isValid) return { ok: false, error: 'noScheduleDateError' };
  if (local.toMillis() <= now) return { ok: false, error: 'mustBeFuture' };
  return { ok: true, instant: local.toJSDate() };
}

/** The inline "edit time" form: a date picker that disables past days and an HH:MM field. */
export function TimeEditor({
  value,
  zone,
  zoneLabel,
  saving,
  onSave,
  onCancel,
}: {
  value: string;
  zone?: string;
  zoneLabel: string;
  saving: boolean;
  onSave: (instant: Date) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('campaigns');
  const current = DateTime.fromISO(value).setZone(zone ?? 'local');
  const [date, setDate] = useState(current.toISODate() ?? '');
  const [time, setTime] = useState(current.toFormat('HH:mm'));
  const [error, setError] = useState<string | null>(null);
  const today =
    DateTime.now()
      .setZone(zone ?? 'local')
      .toISODate() ?? undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkNewTime(date, time, zone);
    if (!checked.ok) {
      setError(t(`validation.${checked.error}`));
      return;
    }
    setError(null);
    onSave(checked.instant);
  }

  return (
    <Box asChild my="2" p="3" style={{ border: '1px solid var(--accent-a6)', borderRadius: 'var(--radius-3)', background: 'var(--accent-a2)' }}>
      <form onSubmit={submit} noValidate aria-label={t('timeEditor.legend')} data-testid="time-editor">
        <Flex gap="3" wrap="wrap" align="end">
          <label>
            <Text as="div" size="1" weight="medium" mb="1">
              {t('timeEditor.date')}
            </Text>
            <TextField.Root type="date" name="date" min={today} value={date} onChange={(e) => setDate(e.target.value)} aria-invalid={!!error} />
          </label>
          <label>
            <Text as="div" size="1" weight="medium" mb="1">
              {t('timeEditor.time')}
            </Text>
            <TextField.Root
              name="time"
              inputMode="numeric"
              placeholder="HH:MM"
              maxLength={5}
              value={time}
              onChange={(e) => setTime(e.target.value)}
              style={{ width: 90 }}
              aria-invalid={!!error}
            />
          </label>
          <Flex gap="2">
            <Button type="submit" disabled={saving}>
              {saving && <Spinner />} {t('card.save')}
            </Button>
            <Button type="button" variant="soft" color="gray" onClick={onCancel} disabled={saving}>
              {t('card.cancel')}
            </Button>
          </Flex>
        </Flex>
        <Text as="p" size="1" color="gray" mt="2">
          {t('timeEditor.zone', { zone: zoneLabel })}
        </Text>
        {error && (
          <Text as="p" size="2" color="red" mt="1" role="alert">
            {error}
          </Text>
        )}
      </form>
    </Box>
  );
}
