import { describe, expect, it } from 'vitest';
import { deliveryFor } from '@/lib/markets/regions';
import { calendarDate, easterSunday, isoDay } from '@/lib/delivery/calendar';
import { arrivalsUntil, dispatchDay, estimateArrival, parseLeadDays } from '@/lib/delivery/estimate';
import { formatArrivalDay } from '@/lib/delivery/format';
import { isHoliday, isWorkingDay } from '@/lib/delivery/holidays';

const at = (iso: string) => new Date(iso);
const dispatched = (iso: string) => isoDay(dispatchDay(at(iso)));

describe('dispatch day', () => {
  it('is today before the 14:00 cut-off in Milan and the next working day from 14:00, in winter and summer time', () => {
    expect(dispatched('2026-11-25T12:59:00Z')).toBe('2026-11-25');
    expect(dispatched('2026-11-25T13:00:00Z')).toBe('2026-11-26');
    expect(dispatched('2026-07-01T11:59:00Z')).toBe('2026-07-01');
    expect(dispatched('2026-07-01T12:00:00Z')).toBe('2026-07-02');
    expect(dispatched('2026-11-25T23:30:00Z')).toBe('2026-11-26');
  });

  it('skips the weekend and Italian holidays', () => {
    expect(dispatched('2026-11-27T15:00:00Z')).toBe('2026-11-30');
    expect(dispatched('2026-11-28T09:00:00Z')).toBe('2026-11-30');
    expect(dispatched('2026-12-07T15:00:00Z')).toBe('2026-12-09');
    expect(dispatched('2026-12-24T15:00:00Z')).toBe('2026-12-28');
  });
});

describe('arrival range', () => {
  it("counts the market's working days from dispatch in the destination", () => {
    const now = at('2026-11-25T20:00:00Z');
    expect(estimateArrival(now, 'IT', parseLeadDays(deliveryFor('IT')!.days)!)).toEqual({
      from: '2026-11-27',
      to: '2026-11-30',
    });
    expect(estimateArrival(now, 'DE', parseLeadDays(deliveryFor('DE')!.days)!)).toEqual({
      from: '2026-11-30',
      to: '2026-12-02',
    });
    expect(estimateArrival(now, 'US', parseLeadDays(deliveryFor('US')!.days)!)).toEqual({
      from: '2026-12-02',
      to: '2026-12-08',
    });
  });

  it("skips the destination's public holidays, not the warehouse's", () => {
    const before = at('2026-12-23T09:00:00Z');
    expect(estimateArrival(before, 'DE', [2, 4])).toEqual({ from: '2026-12-28', to: '2026-12-30' });
    expect(estimateArrival(before, 'GB', [2, 3])).toEqual({ from: '2026-12-29', to: '2026-12-30' });
    expect(estimateArrival(at('2027-03-24T09:00:00Z'), 'FR', [2, 4])).toEqual({ from: '2027-03-26', to: '2027-03-31' });
    expect(estimateArrival(at('2027-03-24T09:00:00Z'), 'DE', [2, 4])).toEqual({ from: '2027-03-30', to: '2027-04-01' });
  });

  it('reads the working-day ranges of the market table', () => {
    expect(parseLeadDays('2-4')).toEqual([2, 4]);
    expect(parseLeadDays('1–2')).toEqual([1, 2]);
    expect(parseLeadDays('3')).toEqual([3, 3]);
    expect(parseLeadDays('4-2')).toBeUndefined();
    expect(parseLeadDays('soon')).toBeUndefined();
  });
});

describe('public holidays', () => {
  it('dates Easter by the Gregorian computus', () => {
    const easters = [2008, 2024, 2025, 2026, 2027, 2038].map((year) => isoDay(easterSunday(year)));
    expect(easters).toEqual(['2008-03-23', '2024-03-31', '2025-04-20', '2026-04-05', '2027-03-28', '2038-04-25']);
  });

  it('knows the movable and national days of the main markets', () => {
    const holiday = (country: string, y: number, m: number, d: number) => isHoliday(country, calendarDate(y, m, d));
    expect(holiday('DE', 2026, 4, 3) && holiday('DE', 2026, 5, 14) && holiday('DE', 2026, 5, 25)).toBe(true);
    expect(holiday('DE', 2026, 6, 4)).toBe(false);
    expect(holiday('AT', 2026, 6, 4) && holiday('AT', 2026, 10, 26) && holiday('AT', 2026, 12, 8)).toBe(true);
    expect(holiday('FR', 2026, 7, 14) && holiday('FR', 2026, 11, 11) && holiday('FR', 2026, 5, 8)).toBe(true);
    expect(holiday('IT', 2026, 6, 2) && holiday('IT', 2027, 10, 4) && holiday('IT', 2026, 4, 6)).toBe(true);
    expect(holiday('IT', 2025, 10, 4) || holiday('IT', 2026, 4, 3)).toBe(false);
    expect(holiday('ES', 2026, 10, 12) && holiday('BE', 2026, 7, 21) && holiday('NL', 2025, 4, 26)).toBe(true);
    expect(holiday('IE', 2026, 2, 2) && holiday('IE', 2030, 2, 1) && holiday('IE', 2026, 10, 26)).toBe(true);
  });

  it('moves English bank holidays off the weekend', () => {
    const holiday = (y: number, m: number, d: number) => isHoliday('GB', calendarDate(y, m, d));
    expect([holiday(2027, 12, 27), holiday(2027, 12, 28)]).toEqual([true, true]);
    expect([holiday(2022, 12, 26), holiday(2022, 12, 27)]).toEqual([true, true]);
    expect(holiday(2028, 1, 3)).toBe(true);
    expect([holiday(2026, 5, 4), holiday(2026, 5, 25), holiday(2026, 8, 31)]).toEqual([true, true, true]);
  });

  it('counts weekdays only where it knows no holidays', () => {
    expect(isWorkingDay('US', calendarDate(2026, 12, 25))).toBe(true);
    expect(isWorkingDay('us', calendarDate(2026, 12, 26))).toBe(false);
  });
});

describe('arrival day in three languages', () => {
  it('writes weekday, day and month the way each language does', () => {
    expect(formatArrivalDay('2026-11-26', 'en')).toBe('Thu 26 Nov');
    expect(formatArrivalDay('2026-11-26', 'de')).toBe('Do., 26. Nov.');
    expect(formatArrivalDay('2026-12-01', 'it')).toBe('mar 1 dic');
  });
});

describe('arrivals until a time', () => {
  it('gives the arrival now and each change with the minute of its cut-off, and only that when nothing changes', () => {
    const changes = arrivalsUntil(at('2026-11-25T12:57:30Z'), at('2026-11-26T13:02:30Z'), 'IT', [1, 2]);
    expect(changes.map(({ at: when, arrival }) => [new Date(when).toISOString(), arrival.from, arrival.to])).toEqual([
      ['2026-11-25T12:57:30.000Z', '2026-11-26', '2026-11-27'],
      ['2026-11-25T13:00:00.000Z', '2026-11-27', '2026-11-30'],
      ['2026-11-26T13:00:00.000Z', '2026-11-30', '2026-12-01'],
    ]);
    expect(arrivalsUntil(at('2026-11-28T09:00:00Z'), at('2026-11-29T09:00:00Z'), 'DE', [2, 4])).toHaveLength(1);
  });
});
