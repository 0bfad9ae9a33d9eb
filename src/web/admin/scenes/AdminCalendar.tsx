import { Button, Dialog, Flex, Select, Spinner, Text } from '@radix-ui/themes';
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
  const platform = state.platform === 'facebook' || state.platform === 'instagram' ? state.platform : '';
  const filterQuery: Record<string, string> = {
    ...(account ? { accountId: account } : {}),
    ...(state.status ? { status: state.status } : {}),
    ...(platform ? { platform } : {}),
  };
  // The month (and the phone's agenda of it) asks for each day's first posts and every day's count: its
  // cells show three and "N more", which opens the day's own list; the week is asked for whole.
  const perDay: Record<string, string> = view === 'month' ? { perDay: String(PER_CELL) } : {};
  const query = new URLSearchParams({ from, to, ...filterQuery, ...perDay });
  const { data, error, isValidating } = useSWR<AdminCalendarData>(`/api/admin/calendar?${query}`, adminFetcher, {
    keepPreviousData: true,
    revalidateOnFocus: true,
  });
  // Every account (hundreds) is read, and its choices drawn, only when the account filter opens: reading and
  // drawing them with the month took a third of its time; the trigger names the chosen one from the month's answer.
  const [accountsOpen, setAccountsOpen] = useState(false);
  const accounts = useSWR<{ accounts: { id: number; businessName: string }[] }>(accountsOpen ? '/api/accounts' : null, adminFetcher, LIST_SWR);
  const [opened, setOpened] = useState<{ post: CalendarEntry; account?: string; zone?: string } | null>(null);
  const open = opened?.post ?? null;
  const details = useSWR<{ post: CalendarEntry }>(open ? `/api/admin/calendar/posts/${open.id}` : null, adminFetcher);
  const [day, setDay] = useState<string | null>(null);
  const filters = { platform: state.platform, status: state.status, product: '' };

  const { postsByDay, dayCounts, names, zones } = useMemo(() => {
    const byDay = new Map<string, CalendarEntry[]>();
    // The month's answer is lean (no first words, no image: tens of thousands of posts); an opened post loads them.
    for (const lean of data?.posts ?? []) {
      if (!matches(lean, filters)) continue;
      const p: CalendarEntry = { ...lean, excerpt: '', productImage: null, accountProductId: null };
      (byDay.get(p.day) ?? byDay.set(p.day, []).get(p.day)!).push(p);
    }
    return {
      postsByDay: byDay,
      dayCounts: data?.dayCounts ? new Map(Object.entries(data.dayCounts)) : undefined,
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
    dayCounts: view === 'month' ? dayCounts : undefined,
    accountNames: names,
    canMove: () => false,
    chip: { onOpen: (post) => setOpened({ post, account: names.get(post.accountId), zone: zones.get(post.accountId) }) },
    onShowDay: setDay,
  };

  const accountFilter = (
    <Select.Root value={account || ALL} open={accountsOpen} onOpenChange={setAccountsOpen} onValueChange={(v) => setState({ account: v === ALL ? '' : v })}>
      <Select.Trigger aria-label={t('filters.account')} variant="soft" color="gray" style={{ maxWidth: 240 }}>
        {account
          ? (names.get(Number(account)) ?? accounts.data?.accounts.find((a) => String(a.id) === account)?.businessName ?? `#${account}`)
          : t('admin.allAccounts')}
      </Select.Trigger>
      <Select.Content>
        <Select.Item value={ALL}>{t('admin.allAccounts')}</Select.Item>
        {accountsOpen &&
          (accounts.data?.accounts ?? []).map((a) => (
            <Select.Item key={a.id} value={String(a.id)}>
              {a.businessName}
            </Select.Item>
          ))}
        {accountsOpen && !accounts.data && <Spinner m="2" />}
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
        <Dialog.Root open onOpenChange={(o) => !o && setOpened(null)}>
          <Dialog.Content maxWidth="480px" aria-describedby={undefined} data-testid="admin-calendar-post">
            <Dialog.Title>{open.productName ?? t('panelTitle')}</Dialog.Title>
            <Flex direction="column" gap="2">
              <Text size="2">
                {t('admin.account')}: <strong>{opened?.account}</strong>
              </Text>
              <Text size="2">
                {t('admin.time')}: {formatDateTime(open.scheduledDate, i18n.language, opened?.zone)}
              </Text>
              <StatusBadge status={open.status} />
              <Text size="2" color="gray" data-testid="admin-calendar-excerpt">
                {details.data?.post.id === open.id ? details.data.post.excerpt : details.error ? t('panelGone') : t('loading')}
              </Text>
            </Flex>
            <Flex gap="2" mt="4" justify="end">
              <Button variant="soft" color="gray" onClick={() => setOpened(null)}>
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
        <DayList
          day={day}
          query={filterQuery}
          onOpen={(post, account, zone) => {
            setDay(null);
            setOpened({ post, account, zone });
          }}
          onClose={() => setDay(null)}
        />
      )}
    </>
  );
}

/** A day's "N more": that day's whole list (the month's answer has only its first posts), each post opening its summary. */
function DayList({
  day,
  query,
  onOpen,
  onClose,
}: {
  day: string;
  query: Record<string, string>;
  onOpen: (post: CalendarEntry, account: string | undefined, zone: string | undefined) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['calendar', 'campaigns']);
  const { data, error } = useSWR<AdminCalendarData>(`/api/admin/calendar?${new URLSearchParams({ from: day, to: day, ...query })}`, adminFetcher);
  const names = new Map((data?.accounts ?? []).map((a) => [a.id, a.name]));
  const zones = new Map((data?.accounts ?? []).map((a) => [a.id, a.zone]));
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
      <Dialog.Content maxWidth="560px" aria-describedby={undefined} data-testid="admin-calendar-day">
        <Dialog.Title>{t('admin.dayTitle', { day: longDay(day, i18n.language) })}</Dialog.Title>
        {!data && !error && <Spinner />}
        {error && !data && (
          <Text color="red" role="alert">
            {t('loadError')}
          </Text>
        )}
        <Flex direction="column" gap="1" style={{ maxHeight: '60vh', overflowY: 'auto' }}>
          {(data?.posts ?? []).map((lean) => {
            const post: CalendarEntry = { ...lean, excerpt: '', productImage: null, accountProductId: null };
            return (
              <PostChip
                key={post.id}
                post={post}
                zone={zones.get(post.accountId) ?? 'UTC'}
                movable={false}
                accountName={names.get(post.accountId)}
                onOpen={(p) => onOpen(p, names.get(p.accountId), zones.get(p.accountId))}
              />
            );
          })}
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
