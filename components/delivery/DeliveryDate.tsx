import { estimateArrival, parseLeadDays } from '@/lib/delivery/estimate';
import { formatArrivalDay } from '@/lib/delivery/format';
import { freshUntil } from '@/lib/delivery/fresh';
import type { Locale } from '@/lib/i18n/locales';
import { ArrivalDay } from './ArrivalDay';
import { arrivalRange } from './arrival-range';

/**
 * "Arrives Mon 30 Nov – Wed 2 Dec" for a destination and its working-day range (`'2-4'`). The server dates an
 * order placed when a page rendered now stops being fresh, so a cached copy never promises too early (ADR 0029).
 */
export async function DeliveryDate({ locale, country, days }: { locale: Locale; country: string; days: string }) {
  const leadDays = parseLeadDays(days);
  if (!leadDays) return null;
  const arrival = estimateArrival(freshUntil(), country, leadDays);
  return arrivalRange(locale, leadDays, (end) => (
    <ArrivalDay key={end} serverDay={arrival[end]} end={end} country={country} leadDays={leadDays} locale={locale}>
      {formatArrivalDay(arrival[end], locale)}
    </ArrivalDay>
  ));
}
