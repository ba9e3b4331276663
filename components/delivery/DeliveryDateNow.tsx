import { estimateArrival, parseLeadDays } from '@/lib/delivery/estimate';
import { formatArrivalDay } from '@/lib/delivery/format';
import type { Locale } from '@/lib/i18n/locales';
import { arrivalRange } from './arrival-range';

/**
 * DeliveryDate on a page rendered per request and never cached (the cart): dated for an order placed now, so the
 * browser has nothing to recount and the arrival day's code stays off the page.
 */
export async function DeliveryDateNow({ locale, country, days }: { locale: Locale; country: string; days: string }) {
  const leadDays = parseLeadDays(days);
  if (!leadDays) return null;
  const arrival = estimateArrival(new Date(), country, leadDays);
  return arrivalRange(locale, leadDays, (end) => (
    <time key={end} dateTime={arrival[end]}>
      {formatArrivalDay(arrival[end], locale)}
    </time>
  ));
}
