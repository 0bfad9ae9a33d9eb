import { FindingsConfirmHost } from '../components/campaigns/FindingsConfirm';
import { PostConfirmHost } from '../components/campaigns/PostConfirm';
import { Button, Flex, Text } from '@radix-ui/themes';
import { ListBulletIcon } from '@radix-ui/react-icons';
import { DateTime } from 'luxon';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Link, useLocation } from 'wouter';
import { portalFetcher } from '../../shared/api';
import { useToast } from '../../shared/toast';
import { useQueryState } from '../../admin/hooks/useQueryState';
import { CalendarToolbar, useNarrow } from '../components/calendar/CalendarToolbar';
import { AgendaView, MonthView, WeekView, type ViewProps } from '../components/calendar/CalendarViews';
import { daysBetween, instantAt, longDay, rangeOf, todayIn, type CalendarView } from '../components/calendar/days';
import { MoveDialog } from '../components/calendar/MoveDialog';
import { PostPanel } from '../components/calendar/PostPanel';
import { matches, type CalendarEntry } from '../components/calendar/types';
import { GenerateDialog } from '../components/campaigns/GenerateDialog';
import { describeError } from '../components/campaigns/messages';
import { canMove, type ScheduledPeriod } from '../components/campaigns/types';
import { PortalGuard } from '../components/PortalGuard';
import { PortalLayout } from '../components/PortalLayout';
import { zoneLabel } from '../dates';
import { useCalendar } from '../hooks/useCalendar';
import { useCompanyInfo } from '../hooks/useCompanyInfo';

/** The calendar's posts carry `status`; the rule is My Campaigns' (canMove). */
const movable = (post: CalendarEntry) => canMove({ postStatus: post.status, scheduledDate: post.scheduledDate });

function CalendarScreen() {
  const { t, i18n } = useTranslation(['calendar', 'campaigns']);
  const toast = useToast();
  const [location] = useLocation();
  const base = location.startsWith('/portal') ? '/portal' : '/business';
  const company = useCompanyInfo();
  const zone = company.data?.companyInfo?.timezone || 'UTC';
  const today = todayIn(zone);
  const [state, setState] = useQueryState({ view: 'month', date: '', platform: '', status: '', product: '' });
  const narrow = useNarrow();
  const view: CalendarView = state.view === 'week' ? 'week' : 'month';
  const anchor = /^\d{4}-\d{2}-\d{2}$/.test(state.date) && DateTime.fromISO(state.date).isValid ? state.date : today;
  const { from, to } = rangeOf(view, anchor);
  const { calendar, move, calls, refresh } = useCalendar(from, to);
  const period = useSWR<{ scheduledPeriod: ScheduledPeriod | null }>('/api/scheduled-periods', portalFetcher);
  const [open, setOpen] = useState<number | null>(null);
  const [moving, setMoving] = useState<{ post: CalendarEntry; saving: boolean } | null>(null);
  const [generateOn, setGenerateOn] = useState<string | null>(null);
  const data = calendar.data;
  const filters = { platform: state.platform, status: state.status, product: state.product };

  const { postsByDay, storiesByDay } = useMemo(() => {
    const posts = new Map<string, CalendarEntry[]>();
    for (const p of data?.posts ?? []) if (matches(p, filters)) (posts.get(p.day) ?? posts.set(p.day, []).get(p.day)!).push(p);
    const stories = new Map<string, NonNullable<typeof data>['stories']>();
    for (const s of data?.stories ?? []) {
      const day = DateTime.fromISO(s.createdAt).setZone(zone).toISODate()!;
      stories.set(day, [...(stories.get(day) ?? []), s]);
    }
    return { postsByDay: posts, storiesByDay: stories };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filters are three strings, listed
  }, [data, zone, filters.platform, filters.status, filters.product]);

  const emptyDays = useMemo(() => {
    const active = period.data?.scheduledPeriod;
    const until = active?.isActive ? active.coveredUntil?.slice(0, 10) : null;
    if (!until || !data) return new Set<string>();
    const taken = new Set(data.posts.map((p) => p.day));
    return new Set(daysBetween(from < today ? today : from, until < to ? until : to).filter((d) => !taken.has(d)));
  }, [period.data, data, from, to, today]);

  const doMove = useCallback(
    async (post: CalendarEntry, day: string, localTime?: string) => {
      try {
        await move(post, day, localTime);
        toast({ title: t('moved'), description: t('movedBody', { product: post.productName ?? '', day: longDay(day, i18n.language) }), variant: 'success' });
        return true;
      } catch (error) {
        toast({ title: t('moveRefused'), description: describeError(error, t), variant: 'destructive' });
        return false;
      }
    },
    [move, t, toast, i18n.language],
  );

  const onDrop = useCallback(
    (post: CalendarEntry, day: string, hour?: number) => {
      const minutes = DateTime.fromISO(post.scheduledDate).setZone(zone).toFormat('mm');
      const time = hour === undefined ? undefined : `${String(hour).padStart(2, '0')}:${minutes}`;
      if (day === post.day && (time === undefined || time === DateTime.fromISO(post.scheduledDate).setZone(zone).toFormat('HH:mm'))) return;
      void doMove(post, day, time);
    },
    [doMove, zone],
  );

  const chip = useMemo(
    () => ({
      onOpen: (post: CalendarEntry) => setOpen(post.id),
      onKeyMove: (post: CalendarEntry, key: 'dialog' | number) => {
        if (key === 'dialog') setMoving({ post, saving: false });
        else void doMove(post, DateTime.fromISO(post.day).plus({ days: key }).toISODate()!);
      },
    }),
    [doMove],
  );

  const props: ViewProps = {
    from,
    to,
    month: view === 'month' ? anchor.slice(0, 7) : undefined,
    today,
    zone,
    language: i18n.language,
    postsByDay,
    storiesByDay,
    emptyDays,
    canMove: movable,
    chip,
    onDrop,
    onGenerate: setGenerateOn,
  };
  const products = useMemo(() => [...new Set((data?.posts ?? []).map((p) => p.productName).filter((n): n is string => !!n))].sort(), [data]);
  const info = company.data?.companyInfo;

  return (
    <>
      <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
        <Text as="p" color="gray" size="2" style={{ maxWidth: 720 }}>
          {t('intro')}
        </Text>
        <Button asChild variant="soft" color="gray">
          <Link href={`${base}/campaigns`}>
            <ListBulletIcon /> {t('toList')}
          </Link>
        </Button>
      </Flex>
      <CalendarToolbar
        view={view}
        anchor={anchor}
        today={today}
        language={i18n.language}
        filters={filters}
        platforms={data?.platforms ?? []}
        products={products}
        loading={calendar.isValidating}
        onChange={setState}
      />
      <Text as="p" size="1" color="gray" id="calendar-keys-help" mb="2">
        {t('keysHelp')}
      </Text>
      {calendar.error && !data ? (
        <Text color="red" role="alert">
          {t('loadError')}
        </Text>
      ) : narrow ? (
        <AgendaView {...props} />
      ) : view === 'week' ? (
        <WeekView {...props} />
      ) : (
        <MonthView {...props} />
      )}
      {open !== null && (
        <PostPanel
          postId={open}
          zone={zone}
          zoneLabel={zoneLabel(zone, i18n.language)}
          pagesSelected={(data?.platforms.length ?? 0) > 0}
          postCalls={{ calls, refresh }}
          onClose={() => setOpen(null)}
        />
      )}
      {moving && (
        <MoveDialog
          post={moving.post}
          zone={zone}
          zoneLabel={zoneLabel(zone, i18n.language)}
          saving={moving.saving}
          onMove={(day, time) => {
            setMoving({ ...moving, saving: true });
            void doMove(moving.post, day, time).then((ok) => (ok ? setMoving(null) : setMoving({ ...moving, saving: false })));
          }}
          onClose={() => setMoving(null)}
        />
      )}
      {generateOn && (
        <GenerateDialog
          zone={zone}
          base={base}
          calls={calls}
          at={instantAt(generateOn, info?.scheduledLocalTime || '10:00', zone)}
          onClose={() => setGenerateOn(null)}
          onSaved={() => void refresh()}
        />
      )}
    </>
  );
}

/** The Content Calendar (issue 20): every post of the account by month, week or (phones) day list. */
export default function Calendar() {
  const { t } = useTranslation('calendar');
  return (
    <PortalGuard>
      {() => (
        <PortalLayout calendar title={t('title')}>
          <CalendarScreen />
          <FindingsConfirmHost />
          <PostConfirmHost />
        </PortalLayout>
      )}
    </PortalGuard>
  );
}
