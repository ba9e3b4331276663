import { describe, expect, it } from 'vitest';
import { formatMoneyRange, formatMonthsRange, formatNumberRange } from '@/lib/savings/format';

const clean = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');

describe('savings formats', () => {
  it('formats money ranges per language and currency, in whole units', () => {
    const range = { low: 1234.4, high: 2345.6 };
    expect(clean(formatMoneyRange(range, 'EUR', 'en'))).toBe('€1,234 – €2,346');
    expect(clean(formatMoneyRange(range, 'EUR', 'de'))).toBe('1.234–2.346 €');
    expect(clean(formatMoneyRange(range, 'GBP', 'en'))).toBe('£1,234 – £2,346');
    expect(clean(formatMoneyRange(range, 'USD', 'it'))).toMatch(/^1234-2346 USD$/);
  });

  it('collapses a range whose ends round to the same value', () => {
    expect(clean(formatMoneyRange({ low: 99.6, high: 100.4 }, 'EUR', 'de'))).toBe('100 €');
  });

  it('formats plain number ranges with the language grouping', () => {
    expect(formatNumberRange({ low: 1500, high: 2250 }, 'de')).toBe('1.500–2.250');
    expect(clean(formatNumberRange({ low: 1500, high: 2250 }, 'en'))).toBe('1,500–2,250');
  });

  it('gives short paybacks one decimal and long ones whole months', () => {
    expect(formatMonthsRange({ low: 1.54, high: 3.08 }, 'de')).toBe('1,5–3,1');
    expect(formatMonthsRange({ low: 14.2, high: 28.4 }, 'en')).toBe('14–28');
  });
});
