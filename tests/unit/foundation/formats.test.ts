import { describe, expect, it } from 'vitest';
import { formatDate } from '@/lib/i18n/formats';
import { formatMoney } from '@/lib/markets/money';

describe('one format per language', () => {
  it('writes amounts in each language and currency', () => {
    expect(formatMoney(3900, 'EUR', 'en')).toBe('€39.00');
    expect(formatMoney(3900, 'GBP', 'en')).toBe('£39.00');
    expect(formatMoney(3900, 'USD', 'en')).toBe('US$39.00');
    expect(formatMoney(8900, 'EUR', 'de')).toBe('89,00\u00a0€');
    expect(formatMoney(9900, 'EUR', 'it')).toBe('99,00\u00a0€');
    expect(formatMoney(150, 'EUR', 'en')).toBe('€1.50');
    expect(formatMoney(150, 'GBP', 'de')).toBe('1,50\u00a0£');
    expect(() => formatMoney(150, 'euro', 'en')).toThrow(RangeError);
  });

  it('writes dates in one long form per language, read in UTC', () => {
    expect(formatDate('2026-06-09T23:30:00Z', 'en')).toBe('9 June 2026');
    expect(formatDate('2026-06-09', 'de')).toBe('9. Juni 2026');
    expect(formatDate(new Date(Date.UTC(2025, 5, 16)), 'it')).toBe('16 giugno 2025');
  });
});
