import { DateTime } from 'luxon';

/** The calendar's views: a month (its Monday-to-Sunday weeks), a week, or (phones) an agenda of the month's days. */
export type CalendarView = 'month' | 'week' | 'agenda';

/** Local days (yyyy-MM-dd) from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = DateTime.fromISO(from); d.toISODate()! <= to; d = d.plus({ days: 1 })) out.push(d.toISODate()!);
  return out;
}

/**
 * The days a view shows around `anchor` (a local day): a month's whole weeks, Monday to Sunday, as
 * the periods are (at most 6 weeks: the API's limit is 42 days); a week's Monday to Sunday.
 */
export function rangeOf(view: CalendarView, anchor: string): { from: string; to: string } {
  const day = DateTime.fromISO(anchor);
  if (view === 'week') {
    const monday = day.startOf('week');
    return { from: monday.toISODate()!, to: monday.plus({ days: 6 }).toISODate()! };
  }
  const first = day.startOf('month');
  return { from: first.startOf('week').toISODate()!, to: first.endOf('month').endOf('week').toISODate()! };
}

/** The anchor one step before or after (a month or a week). */
export function step(view: CalendarView, anchor: string, by: 1 | -1): string {
  const day = DateTime.fromISO(anchor);
  return (view === 'week' ? day.plus({ weeks: by }) : day.plus({ months: by }).startOf('month')).toISODate()!;
}

/** Today in the account's zone. */
export const todayIn = (zone: string) => DateTime.now().setZone(zone).toISODate()!;

/** HH:mm of an instant in the zone. */
export const wallTime = (instant: string, zone: string) => DateTime.fromISO(instant).setZone(zone).toFormat('HH:mm');

/** The instant of a local day at HH:mm in the zone (DST-correct). */
export function instantAt(day: string, time: string, zone: string): Date {
  const [hour, minute] = time.split(':').map(Number);
  return DateTime.fromISO(day, { zone }).set({ hour, minute, second: 0, millisecond: 0 }).toJSDate();
}

const locale = (language: string) => (language === 'el' ? 'el-GR' : 'en-GB');

/** "March 2026" / "Μάρτιος 2026"; a week's "23 – 29 March 2026". */
export function titleOf(view: CalendarView, anchor: string, language: string): string {
  const { from, to } = rangeOf(view, anchor);
  // Intl's month-and-year is the nominative in Greek ("Δεκέμβριος 2026"); luxon's LLLL gave the genitive.
  if (view !== 'week')
    return new Intl.DateTimeFormat(locale(language), { month: 'long', year: 'numeric' }).format(DateTime.fromISO(anchor).set({ day: 15 }).toJSDate());
  const a = DateTime.fromISO(from).setLocale(locale(language));
  const b = DateTime.fromISO(to).setLocale(locale(language));
  return a.month === b.month ? `${a.toFormat('d')} – ${b.toFormat('d LLLL yyyy')}` : `${a.toFormat('d LLL')} – ${b.toFormat('d LLL yyyy')}`;
}

/** Weekday names Monday to Sunday, short. */
export const weekdayNames = (language: string) =>
  Array.from({ length: 7 }, (_, i) => DateTime.fromISO('2026-03-02').plus({ days: i }).setLocale(locale(language)).toFormat('ccc'));

/** A day as a person reads it: "Monday 23 March". */
export const longDay = (day: string, language: string) => DateTime.fromISO(day).setLocale(locale(language)).toFormat('cccc d LLLL');
