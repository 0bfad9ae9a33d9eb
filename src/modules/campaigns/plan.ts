import { DateTime } from 'luxon';

/**
 * When the posts of a period go out: one every `frequencyDays` days at the local time, in the
 * account's zone (DST-correct: 09:00 stays 09:00 local across the change), never in the past, never
 * on a day that already has a post. The rhythm continues from the last post before the window;
 * with none, it starts at the first slot still ahead.
 */
export interface PlanOptions {
  zone: string;
  /** HH:MM wall time in `zone`. */
  localTime: string;
  frequencyDays: number;
  /** First local day of the window (yyyy-MM-dd), inclusive. */
  from: string;
  /** Local day after the window (yyyy-MM-dd), exclusive. */
  until: string;
  /** Days (yyyy-MM-dd, local) that already have a post. */
  takenDays: Set<string>;
  /** The last day with a post before `from`, if any: the rhythm continues from it. */
  anchorDay?: string | null;
  now: Date;
}

export interface PlannedSlot {
  day: string;
  instant: Date;
}

export function instantOf(zone: string, day: string, localTime: string): Date {
  const [hour, minute] = localTime.split(':').map(Number);
  return DateTime.fromISO(day, { zone }).set({ hour, minute, second: 0, millisecond: 0 }).toJSDate();
}

export function planSlots(options: PlanOptions): PlannedSlot[] {
  const { zone, localTime, frequencyDays, takenDays, now } = options;
  const step = Math.max(1, Math.min(30, Math.round(frequencyDays)));
  const from = DateTime.fromISO(options.from, { zone });
  const until = DateTime.fromISO(options.until, { zone });
  let day: DateTime;
  if (options.anchorDay) {
    day = DateTime.fromISO(options.anchorDay, { zone }).plus({ days: step });
    while (day < from) day = day.plus({ days: step });
  } else {
    const today = DateTime.fromJSDate(now, { zone }).startOf('day');
    day = today > from ? today : from;
    if (instantOf(zone, day.toISODate()!, localTime).getTime() <= now.getTime()) day = day.plus({ days: 1 });
  }
  const slots: PlannedSlot[] = [];
  for (; day < until; day = day.plus({ days: step })) {
    const iso = day.toISODate()!;
    if (takenDays.has(iso)) continue;
    const instant = instantOf(zone, iso, localTime);
    if (instant.getTime() <= now.getTime()) continue;
    slots.push({ day: iso, instant });
  }
  return slots;
}

/** Monday 00:00 of the week `now` falls in, in the zone (yyyy-MM-dd). */
export function weekStart(now: Date, zone: string): string {
  return DateTime.fromJSDate(now, { zone }).startOf('week').toISODate()!;
}

export const addDays = (day: string, days: number, zone: string) => DateTime.fromISO(day, { zone }).plus({ days }).toISODate()!;
export const localDay = (instant: Date, zone: string) => DateTime.fromJSDate(instant, { zone }).toISODate()!;
