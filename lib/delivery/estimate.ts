import { addDays, isoDay, wallClock, type CalendarDate } from './calendar';
import { isWorkingDay } from './holidays';

/** The warehouse (Milan): orders placed on an Italian working day before the cut-off leave the same day. */
export const dispatch = { country: 'IT', timeZone: 'Europe/Rome', cutOffMinutes: 14 * 60 } as const;

/** `'2-4'` (the working-day range of lib/commerce/markets) as numbers; undefined when it is not one. */
export function parseLeadDays(days: string): [number, number] | undefined {
  const match = /^(\d+)\s*[-–]\s*(\d+)$/.exec(days.trim()) ?? /^(\d+)$/.exec(days.trim());
  if (!match) return undefined;
  const min = Number(match[1]);
  const max = Number(match[2] ?? match[1]);
  return min <= max ? [min, max] : undefined;
}

export function dispatchDay(now: Date): CalendarDate {
  const { date, minutes } = wallClock(now, dispatch.timeZone);
  if (isWorkingDay(dispatch.country, date) && minutes < dispatch.cutOffMinutes) return date;
  let day = addDays(date, 1);
  while (!isWorkingDay(dispatch.country, day)) day = addDays(day, 1);
  return day;
}

function addWorkingDays(country: string, from: CalendarDate, count: number): CalendarDate {
  let day = from;
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (isWorkingDay(country, day)) left -= 1;
  }
  return day;
}

export type Arrival = { from: string; to: string };

/** First and last arrival day (ISO dates) of an order placed at `now` for `country`, `leadDays` working days from dispatch. */
export function estimateArrival(now: Date, country: string, leadDays: [number, number]): Arrival {
  const leaves = dispatchDay(now);
  const destination = country.toUpperCase();
  return {
    from: isoDay(addWorkingDays(destination, leaves, leadDays[0])),
    to: isoDay(addWorkingDays(destination, leaves, leadDays[1])),
  };
}
