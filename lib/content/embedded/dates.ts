import { invalidQuery } from './query-error';
import type { QueryValue } from './query-parser';

const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A date or timestamp field value → epoch ms; `2026-03-01+0000` style offsets included. */
export function toTime(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value === '') return undefined;
  const normalized = value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const time = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : normalized);
  return Number.isNaN(time) ? undefined : time;
}

function argTime(arg: QueryValue | undefined): number {
  const time = toTime(arg);
  if (time === undefined) throw invalidQuery(`expected a date, got ${JSON.stringify(arg)}`);
  return time;
}

function named(arg: QueryValue | undefined, names: string[], offset: number): number {
  if (typeof arg === 'number') return arg;
  const text = String(arg).toLowerCase();
  const index = names.findIndex((name) => name === text || name.slice(0, 3) === text);
  if (index < 0) throw invalidQuery(`unexpected value ${JSON.stringify(arg)}`);
  return index + offset;
}

const weekday = (d: Date) => ((d.getUTCDay() + 6) % 7) + 1;

/** `date.*` predicates; `undefined` when `name` is not one. */
export function dateTest(name: string, args: QueryValue[]): ((time: number) => boolean) | undefined {
  const [a, b] = args;
  const at = (time: number) => new Date(time);
  switch (name) {
    case 'date.after': {
      const t = argTime(a);
      return (time) => time > t;
    }
    case 'date.before': {
      const t = argTime(a);
      return (time) => time < t;
    }
    case 'date.between': {
      const s = argTime(a);
      const e = argTime(b);
      return (time) => time >= s && time <= e;
    }
    case 'date.day-of-month':
      return (time) => at(time).getUTCDate() === Number(a);
    case 'date.day-of-month-after':
      return (time) => at(time).getUTCDate() > Number(a);
    case 'date.day-of-month-before':
      return (time) => at(time).getUTCDate() < Number(a);
    case 'date.day-of-week': {
      const n = named(a, weekdays, 1);
      return (time) => weekday(at(time)) === n;
    }
    case 'date.day-of-week-after': {
      const n = named(a, weekdays, 1);
      return (time) => weekday(at(time)) > n;
    }
    case 'date.day-of-week-before': {
      const n = named(a, weekdays, 1);
      return (time) => weekday(at(time)) < n;
    }
    case 'date.month': {
      const n = named(a, months, 1);
      return (time) => at(time).getUTCMonth() + 1 === n;
    }
    case 'date.month-after': {
      const n = named(a, months, 1);
      return (time) => at(time).getUTCMonth() + 1 > n;
    }
    case 'date.month-before': {
      const n = named(a, months, 1);
      return (time) => at(time).getUTCMonth() + 1 < n;
    }
    case 'date.year':
      return (time) => at(time).getUTCFullYear() === Number(a);
    case 'date.hour':
      return (time) => at(time).getUTCHours() === Number(a);
    case 'date.hour-after':
      return (time) => at(time).getUTCHours() > Number(a);
    case 'date.hour-before':
      return (time) => at(time).getUTCHours() < Number(a);
    default:
      return undefined;
  }
}
