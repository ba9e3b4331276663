/** A calendar date without a time of day, held as a Date at 00:00 UTC so arithmetic never meets a DST shift. */
export type CalendarDate = Date;

const dayMs = 86_400_000;

export const calendarDate = (year: number, month: number, day: number): CalendarDate =>
  new Date(Date.UTC(year, month - 1, day));

export const addDays = (date: CalendarDate, days: number): CalendarDate => new Date(date.getTime() + days * dayMs);

/** `2026-11-26`: the form of `<time datetime>` and of holiday lookups. */
export const isoDay = (date: CalendarDate): string => date.toISOString().slice(0, 10);

export const isWeekend = (date: CalendarDate): boolean => date.getUTCDay() === 0 || date.getUTCDay() === 6;

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The calendar date and minutes past midnight of an instant on the wall clock of a time zone. */
export function wallClock(instant: Date, timeZone: string): { date: CalendarDate; minutes: number } {
  let clock = wallClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return {
    date: calendarDate(part('year'), part('month'), part('day')),
    minutes: part('hour') * 60 + part('minute'),
  };
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return calendarDate(year, month, day);
}
