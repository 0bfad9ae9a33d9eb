import { Button, Spinner } from '@radix-ui/themes';
import { LightningBoltIcon, LinkBreak2Icon, PauseIcon, PlayIcon, StopIcon } from '@radix-ui/react-icons';
import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Notice } from '../../../shared/components/Notice';
import { formatDateTime } from '../../dates';
import type { BulkPostsAnswer, ScheduledPeriod } from './types';

/** Facebook stopped accepting the connection (reconnect on Platforms), nothing is connected yet, or nothing is selected to publish to. */
export function ConnectionNotices({ connection, waiting, base }: { connection: BulkPostsAnswer['connection'] | undefined; waiting: number; base: string }) {
  const { t } = useTranslation('campaigns');
  if (connection?.needsReconnection) {
    const reason = t(`connection.reasons.${connection.reason ?? 'unknown'}`, { defaultValue: t('connection.reasons.unknown') });
    return (
      <Notice
        tone="error"
        icon={<LinkBreak2Icon />}
        mb="3"
        role="alert"
        data-testid="reconnect-banner"
        title={t('connection.reconnectTitle')}
        action={
          <Button asChild size="1" color="red">
            <Link href={`${base}/platforms`}>{t('connection.reconnect')}</Link>
          </Button>
        }
      >
        {t('connection.reconnectBody', { reason })}
      </Notice>
    );
  }
  if (connection && !connection.connected) {
    return (
      <Notice tone="info" mb="3" data-testid="not-connected" title={t('connection.notConnectedTitle')}>
        {t('connection.notConnectedBody')} <Link href={`${base}/platforms`}>{t('connection.connect')}</Link>
      </Notice>
    );
  }
  // Connected, but nothing ticked to publish to: scheduled posts wait (issue 24).
  if (connection && connection.selectedTargets === 0) {
    return (
      <Notice
        tone="warning"
        mb="3"
        role="alert"
        data-testid="no-pages-banner"
        title={t('connection.noPagesTitle')}
        action={
          <Button asChild size="1" color="amber">
            <Link href={`${base}/platforms`}>{t('connection.choosePages')}</Link>
          </Button>
        }
      >
        {t('connection.noPagesBody')} {waiting > 0 && t('connection.waiting', { count: waiting })}
      </Notice>
    );
  }
  return null;
}

/**
 * The scheduling period (issue 24 says what it does): while on, the worker writes each next week's
 * posts as drafts a week ahead (on the Monday before, at the rhythm and posting time) and e-mails them
 * for review; nothing goes out until scheduled. Stop ends the writing; Start again resumes it.
 */
export function PeriodNotice({
  period,
  zone,
  busy,
  onStop,
  onResume,
}: {
  period: ScheduledPeriod;
  zone: string | undefined;
  busy: boolean;
  onStop: () => void;
  onResume: () => void;
}) {
  const { t, i18n } = useTranslation('campaigns');
  const day = (date: DateTime) => formatDateTime(date.toJSDate(), i18n.language, zone).slice(0, 10);
  if (!period.isActive) {
    return (
      <Notice
        tone="info"
        icon={<PauseIcon />}
        mb="3"
        data-testid="period-banner"
        data-active="false"
        title={t('period.stoppedTitle')}
        actionBeside
        action={
          <Button size="2" variant="soft" onClick={onResume} disabled={busy}>
            {busy ? <Spinner /> : <PlayIcon />} {t('period.resume')}
          </Button>
        }
      >
        {t('period.stoppedBody')}
      </Notice>
    );
  }
  // The week starting at nextScheduledDate is written once it is a week away (the worker's hourly roll).
  const week = period.nextScheduledDate ? DateTime.fromISO(period.nextScheduledDate) : null;
  const writtenOn = week?.minus({ days: 7 });
  const until = period.coveredUntil ? DateTime.fromISO(period.coveredUntil, { zone }).toFormat('dd/MM/yyyy') : null;
  return (
    <Notice
      tone="success"
      icon={<LightningBoltIcon />}
      mb="3"
      data-testid="period-banner"
      data-active="true"
      title={t('period.title')}
      actionBeside
      action={
        <Button size="2" color="red" variant="soft" onClick={onStop} disabled={busy}>
          {busy ? <Spinner /> : <StopIcon />} {t('period.stop')}
        </Button>
      }
    >
      {t('period.body')}{' '}
      {week &&
        writtenOn &&
        (writtenOn.toMillis() <= Date.now()
          ? t('period.nextSoon', { week: day(week) })
          : until
            ? t('period.next', { date: day(writtenOn), week: day(week), until })
            : t('period.nextOnly', { date: day(writtenOn), week: day(week) }))}
    </Notice>
  );
}
