import { countryName } from '@/lib/forms/countries';
import type { Locale } from '@/lib/i18n/locales';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * A platform address as a label's lines, in the reader's language: name, company, street, then the town as the
 * country writes it (ZIP first in most of Europe, after the town in the UK, Ireland and North America), the country.
 */
export function addressLines(address: Record<string, unknown>, locale: Locale): string[] {
  const country = text(address.country_code).toUpperCase();
  const [city, zip, state] = [text(address.city), text(address.zip_code), text(address.state_code)];
  const town =
    country === 'US' || country === 'CA'
      ? [`${city}${state ? `, ${state}` : ''} ${zip}`.trim()]
      : country === 'GB' || country === 'IE'
        ? [city, zip]
        : [`${zip} ${city}`.trim()];
  return [
    [text(address.first_name), text(address.last_name)].filter(Boolean).join(' '),
    text(address.company),
    text(address.line_1),
    text(address.line_2),
    ...town,
    country ? countryName(country, locale) : '',
  ].filter(Boolean);
}
