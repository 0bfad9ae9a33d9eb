import { Button } from '@radix-ui/themes';
import { LightningBoltIcon, LinkBreak2Icon, StopIcon } from '@radix-ui/react-icons';
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

/** The active scheduling period: when the next post goes out, how far posts are written, and Stop. */
export function PeriodNotice({ period, zone, onStop }: { period: ScheduledPeriod; zone: string | undefined; onStop: () => void }) {
  const { t, i18n } = useTranslation('campaigns');
  const next = period.nextScheduledDate && formatDateTime(period.nextScheduledDate, i18n.language, zone).slice(0, 10);
  return (
    <Notice
      tone="success"
      icon={<LightningBoltIcon />}
      mb="3"
      data-testid="period-banner"
      title={t('period.title')}
      actionBeside
      action={
        <Button size="2" color="red" variant="soft" onClick={onStop}>
          <StopIcon /> {t('period.stop')}
        </Button>
      }
    >
      {next &&
        (period.coveredUntil
          ? t('period.next', { date: next, until: DateTime.fromISO(period.coveredUntil).toFormat('dd/MM/yyyy') })
          : t('period.nextOnly', { date: next }))}
    </Notice>
  );
}
