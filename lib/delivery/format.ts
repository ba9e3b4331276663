import { intlLocale } from '@/lib/i18n/formats';

/** An arrival day as the buy box writes it: `Thu 26 Nov`, `Do., 26. Nov.`, `gio 26 nov`. */
export function formatArrivalDay(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
