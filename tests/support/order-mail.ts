import type { Locale } from '@/lib/i18n/locales';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it from '@/messages/it.json';

const catalogues = { en, de, it } as const;

/** Cents of an amount as a mail writes it in `locale` (`€1,234.56`, `-39,00 €`, `£79.00`), or of "Free". */
function centsOf(value: string, locale: Locale): number {
  if (value === catalogues[locale].cart.summary.free) return 0;
  const decimal = locale === 'en' ? '.' : ',';
  const digits = value.replace(/[^\d.,\-−]/g, '').replace('−', '-');
  const [units, fraction = '0'] = digits.split(decimal);
  const whole = Number(units.replace(/[.,]/g, ''));
  if (!/\d/.test(digits) || Number.isNaN(whole)) throw new Error(`not an amount: ${value}`);
  const sign = digits.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)));
}

/**
 * The order summary of a confirmation's text part: the rows that add up to the total, the total, and what follows it
 * (VAT a price includes). Each row is `label: amount`.
 */
export function summaryOf(text: string, locale: Locale) {
  const { subtotal, total } = catalogues[locale].cart.summary;
  const block = text.split('\n\n').find((part) => part.startsWith(`${subtotal}: `));
  if (!block) throw new Error(`no order summary in:\n${text}`);
  const rows = block.split('\n').map((line) => {
    const at = line.lastIndexOf(': ');
    return { label: line.slice(0, at), value: line.slice(at + 2), cents: centsOf(line.slice(at + 2), locale) };
  });
  const totalAt = rows.findIndex((row) => row.label === total);
  return { parts: rows.slice(0, totalAt), total: rows[totalAt], after: rows.slice(totalAt + 1) };
}
