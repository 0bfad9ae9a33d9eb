import { Button, Flex, Text } from '@radix-ui/themes';
import { MagicWandIcon } from '@radix-ui/react-icons';
import { DateTime } from 'luxon';
import { memo, useEffect, useMemo, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { daysBetween, longDay, weekdayNames } from './days';
import { PostChip, StoryChip, type PostChipProps } from './PostChip';
import type { CalendarEntry, CalendarStoryEntry } from './types';

export interface ViewProps {
  from: string;
  to: string;
  /** The month shown (its other days are dimmed); none for a week. */
  month?: string;
  today: string;
  zone: string;
  language: string;
  postsByDay: Map<string, CalendarEntry[]>;
  storiesByDay: Map<string, CalendarStoryEntry[]>;
  /** Days of an active period that have no post yet (a gap in the rhythm). */
  emptyDays: Set<string>;
  /** How many posts a cell shows before "N more" (the admin's view of every account). */
  perCell?: number;
  /** Each day's count when `postsByDay` holds only its first posts (the admin's month answers no more): "N more" counts from it. */
  dayCounts?: Map<string, number>;
  accountNames?: Map<number, string>;
  /** Each account's own zone (the admin's view): a post's time is told in its account's zone. */
  zoneOf?: (post: CalendarEntry) => string;
  canMove: (post: CalendarEntry) => boolean;
  chip: Pick<PostChipProps, 'onOpen' | 'onKeyMove'>;
  /** A post dropped on a day (month, agenda) or a day and hour (week). */
  onDrop?: (post: CalendarEntry, day: string, hour?: number) => void;
  onGenerate?: (day: string) => void;
  onShowDay?: (day: string) => void;
}

/** Where a dragged post is: one at a time, shared by the cells (so a cell knows to accept a drop). */
function useDrag(props: ViewProps) {
  const [dragging, setDragging] = useState<CalendarEntry | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const target = (key: string, day: string, hour?: number) => ({
    'data-drop-over': over === key ? true : undefined,
    onDragOver: (event: DragEvent) => {
      if (!dragging || !props.onDrop) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (over !== key) setOver(key);
    },
    onDragLeave: () => setOver((o) => (o === key ? null : o)),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const post = dragging;
      setDragging(null);
      setOver(null);
      if (post && props.onDrop) props.onDrop(post, day, hour);
    },
  });
  const chipDrag = { onDragStart: setDragging, onDragEnd: () => (setDragging(null), setOver(null)) };
  return { target, chipDrag };
}

function Chips({ posts, props, compact, drag }: { posts: CalendarEntry[]; props: ViewProps; compact: boolean; drag: ReturnType<typeof useDrag>['chipDrag'] }) {
  return (
    <>
      {posts.map((post) => (
        <PostChip
          key={post.id}
          post={post}
          zone={props.zoneOf?.(post) ?? props.zone}
          compact={compact}
          movable={!!props.onDrop && props.canMove(post)}
          accountName={props.accountNames?.get(post.accountId)}
          {...props.chip}
          {...drag}
        />
      ))}
    </>
  );
}

function More({ day, count, props }: { day: string; count: number; props: ViewProps }) {
  const { t } = useTranslation('calendar');
  if (count <= 0) return null;
  return (
    <Button size="1" variant="ghost" onClick={() => props.onShowDay?.(day)} data-testid="calendar-more">
      {t('more', { count })}
    </Button>
  );
}

function EmptyDay({ day, props }: { day: string; props: ViewProps }) {
  const { t } = useTranslation('calendar');
  if (!props.emptyDays.has(day)) return null;
  return (
    <Flex direction="column" gap="1" className="calendar-gap" data-testid="calendar-gap">
      <Text size="1" color="amber">
        {t('gap')}
      </Text>
      {props.onGenerate && (
        <Button
          size="1"
          variant="soft"
          onClick={() => props.onGenerate!(day)}
          aria-label={t('generateFor', { day: longDay(day, props.language) })}
          style={{ alignSelf: 'start' }}
        >
          <MagicWandIcon /> {t('generate')}
        </Button>
      )}
    </Flex>
  );
}

/** The month: its whole weeks, Monday to Sunday; days of other months dimmed; today marked. */
export const MonthView = memo(function MonthView(props: ViewProps) {
  const { t } = useTranslation('calendar');
  const drag = useDrag(props);
  const days = daysBetween(props.from, props.to);
  const names = weekdayNames(props.language);
  const per = props.perCell ?? Infinity;
  return (
    <div className="calendar-month" role="grid" aria-label={t('monthLabel')} data-testid="calendar-month">
      <div role="row" className="calendar-weekdays">
        {names.map((n) => (
          <div role="columnheader" key={n}>
            {n}
          </div>
        ))}
      </div>
      {Array.from({ length: days.length / 7 }, (_, w) => (
        <div role="row" className="calendar-week-row" key={days[w * 7]}>
          {days.slice(w * 7, w * 7 + 7).map((day) => {
            const posts = props.postsByDay.get(day) ?? [];
            const stories = props.storiesByDay.get(day) ?? [];
            const outside = props.month !== undefined && day.slice(0, 7) !== props.month;
            const past = day < props.today;
            return (
              <div
                role="gridcell"
                key={day}
                className={`calendar-day${outside ? ' outside' : ''}${day === props.today ? ' today' : ''}${past ? ' past' : ''}`}
                data-testid="calendar-day"
                data-day={day}
                aria-label={`${longDay(day, props.language)}${day === props.today ? `, ${t('today')}` : ''}`}
                {...drag.target(day, day)}
              >
                <span className="calendar-day-number" aria-hidden>
                  {Number(day.slice(8))}
                </span>
                <Chips posts={posts.slice(0, per)} props={props} compact drag={drag.chipDrag} />
                <More day={day} count={(props.dayCounts?.get(day) ?? posts.length) - Math.min(per, posts.length)} props={props} />
                {stories.map((s) => (
                  <StoryChip key={`s${s.id}`} story={s} zone={props.zone} />
                ))}
                {posts.length === 0 && <EmptyDay day={day} props={props} />}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
});

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** The week: Monday to Sunday by hour; a post dropped on an hour keeps its minutes. */
export const WeekView = memo(function WeekView(props: ViewProps) {
  const { t } = useTranslation('calendar');
  const drag = useDrag(props);
  const days = daysBetween(props.from, props.to);
  const per = props.perCell ?? Infinity;
  // Opens on the working day (07:00 at the top), not on midnight.
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = body.current?.querySelector<HTMLElement>('[data-hour-row="7"]');
    if (body.current && row) body.current.scrollTop = row.offsetTop - body.current.offsetTop;
  }, []);
  const byHour = useMemo(() => {
    const map = new Map<string, CalendarEntry[]>();
    for (const [day, posts] of props.postsByDay) {
      for (const post of posts) {
        const key = `${day}T${DateTime.fromISO(post.scheduledDate).setZone(props.zone).hour}`;
        (map.get(key) ?? map.set(key, []).get(key)!).push(post);
      }
    }
    return map;
  }, [props.postsByDay, props.zone]);
  return (
    <div className="calendar-weekview" role="grid" aria-label={t('weekLabel')} data-testid="calendar-week">
      <div role="row" className="calendar-weekview-head">
        <div role="columnheader" aria-label={t('hour')} />
        {days.map((day) => (
          <div role="columnheader" key={day} className={day === props.today ? 'today' : undefined}>
            <Text size="1" weight="bold">
              {DateTime.fromISO(day)
                .setLocale(props.language === 'el' ? 'el-GR' : 'en-GB')
                .toFormat('ccc d')}
            </Text>
            {(props.storiesByDay.get(day) ?? []).map((s) => (
              <StoryChip key={`s${s.id}`} story={s} zone={props.zone} />
            ))}
            {!(props.postsByDay.get(day) ?? []).length && <EmptyDay day={day} props={props} />}
          </div>
        ))}
      </div>
      <div role="rowgroup" className="calendar-weekview-body" ref={body}>
        {HOURS.map((hour) => (
          <div role="row" key={hour} className="calendar-hour-row" data-hour-row={hour}>
            <div role="rowheader" className="calendar-hour-label">
              {String(hour).padStart(2, '0')}:00
            </div>
            {days.map((day) => {
              const posts = byHour.get(`${day}T${hour}`) ?? [];
              return (
                <div
                  role="gridcell"
                  key={day}
                  className={`calendar-slot${day === props.today ? ' today' : ''}${day < props.today ? ' past' : ''}`}
                  data-testid="calendar-slot"
                  data-day={day}
                  data-hour={hour}
                  aria-label={`${longDay(day, props.language)} ${String(hour).padStart(2, '0')}:00`}
                  {...drag.target(`${day}T${hour}`, day, hour)}
                >
                  <Chips posts={posts.slice(0, per)} props={props} compact={false} drag={drag.chipDrag} />
                  <More day={day} count={posts.length - per} props={props} />
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
});

/** Phones: the days as a list, each with its posts and stories, gaps of an active period marked. */
export const AgendaView = memo(function AgendaView(props: ViewProps & { header?: ReactNode }) {
  const { t } = useTranslation('calendar');
  const drag = useDrag(props);
  const days = daysBetween(props.from, props.to).filter((d) => props.month === undefined || d.slice(0, 7) === props.month);
  const shown = days.filter((d) => (props.postsByDay.get(d)?.length ?? 0) + (props.storiesByDay.get(d)?.length ?? 0) > 0 || props.emptyDays.has(d));
  if (!shown.length) {
    return (
      <Text as="p" color="gray" size="2" data-testid="calendar-agenda-empty">
        {t('agendaEmpty')}
      </Text>
    );
  }
  return (
    <ol className="calendar-agenda" data-testid="calendar-agenda" aria-label={t('agendaLabel')}>
      {shown.map((day) => (
        <li
          key={day}
          className={`calendar-agenda-day${day === props.today ? ' today' : ''}`}
          data-testid="calendar-day"
          data-day={day}
          {...drag.target(day, day)}
        >
          <Text as="div" size="2" weight="bold" mb="1">
            {longDay(day, props.language)}
            {day === props.today && ` · ${t('today')}`}
          </Text>
          <Flex direction="column" gap="1">
            <Chips posts={props.postsByDay.get(day) ?? []} props={props} compact={false} drag={drag.chipDrag} />
            <More day={day} count={(props.dayCounts?.get(day) ?? 0) - (props.postsByDay.get(day)?.length ?? 0)} props={props} />
            {(props.storiesByDay.get(day) ?? []).map((s) => (
              <StoryChip key={`s${s.id}`} story={s} zone={props.zone} />
            ))}
            {!(props.postsByDay.get(day) ?? []).length && <EmptyDay day={day} props={props} />}
          </Flex>
        </li>
      ))}
    </ol>
  );
});
