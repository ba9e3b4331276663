import { intlLocale } from '@/lib/i18n/formats';
import { computeSavings, type Range, type SavingsResult } from './calculator';
import type { SavingsForm } from './input';

/** Estimates in whole units: cents would claim a precision the factors do not have. */
function rangeIn(range: Range, format: Intl.NumberFormat): string {
  const low = Math.round(range.low);
  const high = Math.round(range.high);
  return low === high ? format.format(low) : format.formatRange(low, high);
}

/** A money range in the language's form: `€120–€240`, `120–240 €`. */
export function formatMoneyRange(range: Range, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency, maximumFractionDigits: 0 });
  return rangeIn(range, format);
}

/** A plain number range (`1,200–1,800`, `1.200–1.800`). */
export function formatNumberRange(range: Range, locale: string): string {
  return rangeIn(range, new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 }));
}

/** A whole number in the language's form. */
function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 }).format(Math.round(value));
}

/** Payback in months, one decimal below a year so short paybacks do not all read `1`. */
export function formatMonthsRange(range: Range, locale: string): string {
  const digits = range.high < 12 ? 1 : 0;
  const format = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: digits, minimumFractionDigits: 0 });
  const round = (value: number) => Math.round(value * 10 ** digits) / 10 ** digits;
  const low = round(range.low);
  const high = round(range.high);
  return low === high ? format.format(low) : format.formatRange(low, high);
}

/** A result as the page prints it; formatted where the page is rendered, so hydrating it formats nothing. */
export type SavingsFigures = {
  wastedMoney: string;
  wastedKg: string;
  savedMoney: string;
  savedKg: string;
  co2Kg: string;
  paybackMonths: string | null;
};

function savingsFigures(result: SavingsResult, currency: string, locale: string): SavingsFigures {
  return {
    wastedMoney: formatMoneyRange(result.wastedMoney, currency, locale),
    wastedKg: formatNumber(result.wastedKg, locale),
    savedMoney: formatMoneyRange(result.savedMoney, currency, locale),
    savedKg: formatNumberRange(result.savedKg, locale),
    co2Kg: formatNumberRange(result.co2Kg, locale),
    paybackMonths: result.paybackMonths && formatMonthsRange(result.paybackMonths, locale),
  };
}

/** The figures for a form's values at `price`, or null while a field is invalid. */
export function figuresOf(form: SavingsForm, price: number | null, currency: string, locale: string) {
  return form.input && savingsFigures(computeSavings(form.input, price), currency, locale);
}
