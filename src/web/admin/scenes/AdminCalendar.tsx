import { Button, Dialog, Flex, Select, Text } from '@radix-ui/themes';
import { ExternalLinkIcon } from '@radix-ui/react-icons';
import { DateTime } from 'luxon';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { adminFetcher } from '../../shared/api';
import { PageHeader } from '../../shared/components/PageHeader';
import { CalendarToolbar, useNarrow } from '../../portal/components/calendar/CalendarToolbar';
import { AgendaView, MonthView, WeekView, type ViewProps } from '../../portal/components/calendar/CalendarViews';
import { longDay, rangeOf, type CalendarView } from '../../portal/components/calendar/days';
import { PostChip } from '../../portal/components/calendar/PostChip';
import { matches, type AdminCalendarData, type CalendarEntry } from '../../portal/components/calendar/types';
import { StatusBadge } from '../../portal/components/campaigns/StatusBadge';
import { formatDateTime } from '../../portal/dates';
import { AdminGuard } from '../components/AdminGuard';
import { DashboardFrame } from '../components/DashboardFrame';
import { LIST_SWR } from '../hooks/listOptions';
import { useQueryState } from '../hooks/useQueryState';

const ALL = 'all';
const PER_CELL = 3;
const portalOf = (post: CalendarEntry) => `/portal/calendar?account=${post.accountId}&date=${post.day}`;

/** /admin/calendar (issue 20): the Content Calendar over every account, or one; read-only, each post opens its account's portal. */
export default function AdminCalendarScreen() {
  return <AdminGuard>{() => <DashboardFrame section="calendar">{<AdminCalendar />}</DashboardFrame>}</AdminGuard>;
}

function AdminCalendar() {
  const { t, i18n } = useTranslation(['calendar', 'campaigns']);
  const [state, setState] = useQueryState({ view: 'month', date: '', account: '', status: '', platform: '', product: '' });
  const narrow = useNarrow();
  const today = DateTime.now().toISODate();
  const view: CalendarView = state.view === 'week' ? 'week' : 'month';
  const anchor = /^\d{4}-\d{2}-\d{2}$/.test(state.date) && DateTime.fromISO(state.date).isValid ? state.date : today;
  const { from, to } = rangeOf(view, anchor);
  const account = /^\d{1,9}$/.test(state.account) ? state.account : '';
  const query = new URLSearchParams({ from, to, ...(account ? { accountId: account } : {}), ...(state.status ? { status: state.status } : {}) });
  const { data, error, isValidating } = useSWR<AdminCalendarData>(`/api/admin/calendar?${query}`, adminFetcher, {
    keepPreviousData: true,
    revalidateOnFocus: true,
  });
  const accounts = useSWR<{ accounts: { id: number; businessName: string }[] }>('/api/accounts', adminFetcher, LIST_SWR);
  const [open, setOpen] = useState<CalendarEntry | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const filters = { platform: state.platform, status: state.status, product: '' };

  const { postsByDay, names, zones } = useMemo(() => {
    const byDay = new Map<string, CalendarEntry[]>();
    for (const p of data?.posts ?? []) if (matches(p, filters)) (byDay.get(p.day) ?? byDay.set(p.day, []).get(p.day)!).push(p);
    return {
      postsByDay: byDay,
      names: new Map((data?.accounts ?? []).map((a) => [a.id, a.name])),
      zones: new Map((data?.accounts ?? []).map((a) => [a.id, a.zone])),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the filters are two strings, listed
  }, [data, filters.platform, filters.status]);

  const props: ViewProps = {
    from,
    to,
    month: view === 'month' ? anchor.slice(0, 7) : undefined,
    today,
    zone: 'UTC',
    zoneOf: (post) => zones.get(post.accountId) ?? 'UTC',
    language: i18n.language,
    postsByDay,
    storiesByDay: new Map(),
    emptyDays: new Set(),
    perCell: PER_CELL,
    accountNames: names,
    canMove: () => false,
    chip: { onOpen: setOpen },
    onShowDay: setDay,
  };

  const accountFilter = (
    <Select.Root value={account || ALL} onValueChange={(v) => setState({ account: v === ALL ? '' : v })}>
      <Select.Trigger aria-label={t('filters.account')} variant="soft" color="gray" style={{ maxWidth: 240 }} />
      <Select.Content>
        <Select.Item value={ALL}>{t('admin.allAccounts')}</Select.Item>
        {(accounts.data?.accounts ?? []).map((a) => (
          <Select.Item key={a.id} value={String(a.id)}>
            {a.businessName}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );

  return (
    <>
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      <CalendarToolbar
        view={view}
        anchor={anchor}
        today={today}
        language={i18n.language}
        filters={filters}
        platforms={[]}
        products={[]}
        loading={isValidating}
        extra={accountFilter}
        onChange={(changes) => setState(changes)}
      />
      {error && !data ? (
        <Text color="red" role="alert">
          {t('loadError')}
        </Text>
      ) : narrow ? (
        <AgendaView {...props} perCell={undefined} />
      ) : view === 'week' ? (
        <WeekView {...props} />
      ) : (
        <MonthView {...props} />
      )}
      {open && (
        <Dialog.Root open onOpenChange={(o) => !o && setOpen(null)}>
          <Dialog.Content maxWidth="480px" aria-describedby={undefined} data-testid="admin-calendar-post">
            <Dialog.Title>{open.productName ?? t('panelTitle')}</Dialog.Title>
            <Flex direction="column" gap="2">
              <Text size="2">
                {t('admin.account')}: <strong>{names.get(open.accountId)}</strong>
              </Text>
              <Text size="2">
                {t('admin.time')}: {formatDateTime(open.scheduledDate, i18n.language, zones.get(open.accountId))}
              </Text>
              <StatusBadge status={open.status} />
              <Text size="2" color="gray">
                {open.excerpt}
              </Text>
            </Flex>
            <Flex gap="2" mt="4" justify="end">
              <Button variant="soft" color="gray" onClick={() => setOpen(null)}>
                {t('close')}
              </Button>
              <Button asChild>
                <a href={portalOf(open)} target="_blank" rel="noopener">
                  {t('admin.openPortal')} <ExternalLinkIcon />
                </a>
              </Button>
            </Flex>
          </Dialog.Content>
        </Dialog.Root>
      )}
      {day && (
        <Dialog.Root open onOpenChange={(o) => !o && setDay(null)}>
          <Dialog.Content maxWidth="560px" aria-describedby={undefined} data-testid="admin-calendar-day">
            <Dialog.Title>{t('admin.dayTitle', { day: longDay(day, i18n.language) })}</Dialog.Title>
            <Flex direction="column" gap="1" style={{ maxHeight: '60vh', overflowY: 'auto' }}>
              {(postsByDay.get(day) ?? []).map((post) => (
                <PostChip
                  key={post.id}
                  post={post}
                  zone={zones.get(post.accountId) ?? 'UTC'}
                  movable={false}
                  accountName={names.get(post.accountId)}
                  onOpen={(p) => {
                    setDay(null);
                    setOpen(p);
                  }}
                />
              ))}
            </Flex>
          </Dialog.Content>
        </Dialog.Root>
      )}
    </>
  );
}
