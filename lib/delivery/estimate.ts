import { addDays, isoDay, wallClock, type CalendarDate } from './calendar';
import { isWorkingDay } from './holidays';

/** The warehouse (Milan): orders placed on an Italian working day before the cut-off leave the same day. */
export const dispatch = { country: 'IT', timeZone: 'Europe/Rome', cutOffMinutes: 14 * 60 } as const;

/** `'2-4'` (the working-day range of lib/markets/regions) as numbers; undefined when it is not one. */
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

const minuteMs = 60_000;
const sameArrival = (a: Arrival, b: Arrival) => a.from === b.from && a.to === b.to;

/**
 * The arrival of an order placed at `from`, then each change of it until `until` with the minute it takes effect.
 * It only moves later as time passes (at a cut-off), so each change is found by bisection over whole minutes.
 */
export function arrivalsUntil(
  from: Date,
  until: Date,
  country: string,
  leadDays: [number, number],
): { at: number; arrival: Arrival }[] {
  const at = (minute: number) => estimateArrival(new Date(minute * minuteMs), country, leadDays);
  const last = Math.floor(until.getTime() / minuteMs);
  const lastArrival = at(last);
  const changes = [{ at: from.getTime(), arrival: at(Math.floor(from.getTime() / minuteMs)) }];
  let low = Math.floor(from.getTime() / minuteMs);
  while (!sameArrival(changes[changes.length - 1].arrival, lastArrival)) {
    const current = changes[changes.length - 1].arrival;
    let high = last;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (sameArrival(at(middle), current)) low = middle;
      else high = middle;
    }
    changes.push({ at: high * minuteMs, arrival: at(high) });
    low = high;
  }
  return changes;
}
