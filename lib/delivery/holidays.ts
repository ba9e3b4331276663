import { addDays, calendarDate, easterSunday, isoDay, isWeekend, type CalendarDate } from './calendar';

/**
 * Nationwide public holidays (days without parcel delivery) of the shop's main destinations; regional holidays
 * are left out. Sources: Italy L. 260/1949, L. 54/1977 and L. 151/2025 (4 October from 2026); Germany's
 * federal holidays; Austria's Feiertagsruhegesetz 1957; France's Code du travail L3133-1; England and Wales'
 * Banking and Financial Dealings Act 1971 with gov.uk's substitute-day rule; Ireland's Organisation of Working
 * Time Act 1997 (St Brigid's Day from 2023); Belgium's law of 4 January 1974; the Netherlands' Algemene
 * termijnenwet; Spain's national holidays (ET art. 37.2, the days no region replaces). Other countries: weekends only.
 */
type Rule = (year: number, easter: CalendarDate) => CalendarDate[];

const fixed =
  (...days: [month: number, day: number][]): Rule =>
  (year) =>
    days.map(([month, day]) => calendarDate(year, month, day));

const afterEaster =
  (...offsets: number[]): Rule =>
  (_year, easter) =>
    offsets.map((offset) => addDays(easter, offset));

/** The nth given weekday (0 Sunday … 6 Saturday) of a month; n = -1 is the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): CalendarDate {
  if (n < 0) {
    const last = calendarDate(year, month + 1, 0);
    return addDays(last, -((last.getUTCDay() - weekday + 7) % 7));
  }
  const first = calendarDate(year, month, 1);
  return addDays(first, ((weekday - first.getUTCDay() + 7) % 7) + (n - 1) * 7);
}

const mondays =
  (...days: [month: number, n: number][]): Rule =>
  (year) =>
    days.map(([month, n]) => nthWeekday(year, month, 1, n));

/** England and Wales: a holiday on a weekend moves to the next weekday that is not already one. */
const substituted =
  (rule: Rule): Rule =>
  (year, easter) => {
    const days = rule(year, easter);
    const taken = new Set(days.filter((day) => !isWeekend(day)).map(isoDay));
    return days.map((day) => {
      if (!isWeekend(day)) return day;
      let substitute = addDays(day, 1);
      while (isWeekend(substitute) || taken.has(isoDay(substitute))) substitute = addDays(substitute, 1);
      taken.add(isoDay(substitute));
      return substitute;
    });
  };

const goodFriday = -2;
const easterMonday = 1;
const ascension = 39;
const whitMonday = 50;
const corpusChristi = 60;

const rules: Record<string, Rule[]> = {
  IT: [
    fixed([1, 1], [1, 6], [4, 25], [5, 1], [6, 2], [8, 15], [11, 1], [12, 8], [12, 25], [12, 26]),
    afterEaster(easterMonday),
    (year) => (year >= 2026 ? [calendarDate(year, 10, 4)] : []),
  ],
  DE: [
    fixed([1, 1], [5, 1], [10, 3], [12, 25], [12, 26]),
    afterEaster(goodFriday, easterMonday, ascension, whitMonday),
  ],
  AT: [
    fixed([1, 1], [1, 6], [5, 1], [8, 15], [10, 26], [11, 1], [12, 8], [12, 25], [12, 26]),
    afterEaster(easterMonday, ascension, whitMonday, corpusChristi),
  ],
  FR: [
    fixed([1, 1], [5, 1], [5, 8], [7, 14], [8, 15], [11, 1], [11, 11], [12, 25]),
    afterEaster(easterMonday, ascension, whitMonday),
  ],
  GB: [
    substituted(fixed([1, 1], [12, 25], [12, 26])),
    afterEaster(goodFriday, easterMonday),
    mondays([5, 1], [5, -1], [8, -1]),
  ],
  IE: [
    fixed([1, 1], [3, 17], [12, 25], [12, 26]),
    afterEaster(easterMonday),
    mondays([5, 1], [6, 1], [8, 1], [10, -1]),
    (year) => [calendarDate(year, 2, 1).getUTCDay() === 5 ? calendarDate(year, 2, 1) : nthWeekday(year, 2, 1, 1)],
  ],
  BE: [
    fixed([1, 1], [5, 1], [7, 21], [8, 15], [11, 1], [11, 11], [12, 25]),
    afterEaster(easterMonday, ascension, whitMonday),
  ],
  NL: [
    fixed([1, 1], [12, 25], [12, 26]),
    afterEaster(easterMonday, ascension, whitMonday),
    (year) => [calendarDate(year, 4, calendarDate(year, 4, 27).getUTCDay() === 0 ? 26 : 27)],
  ],
  ES: [fixed([1, 1], [1, 6], [5, 1], [8, 15], [10, 12], [11, 1], [12, 6], [12, 8], [12, 25]), afterEaster(goodFriday)],
};

const byYear = new Map<string, Set<string>>();

function holidaysOf(country: string, year: number): Set<string> {
  const key = `${country}-${year}`;
  let days = byYear.get(key);
  if (!days) {
    const easter = easterSunday(year);
    days = new Set((rules[country] ?? []).flatMap((rule) => rule(year, easter)).map(isoDay));
    byYear.set(key, days);
  }
  return days;
}

export function isHoliday(country: string, date: CalendarDate): boolean {
  return holidaysOf(country.toUpperCase(), date.getUTCFullYear()).has(isoDay(date));
}

/** A day a carrier delivers (or the warehouse ships) in the country: a weekday that is no public holiday. */
export const isWorkingDay = (country: string, date: CalendarDate): boolean =>
  !isWeekend(date) && !isHoliday(country, date);
