import { inEffectAt } from '@/lib/delivery/dated';
import { arrivalsUntil, parseLeadDays } from '@/lib/delivery/estimate';
import { formatArrivalDay } from '@/lib/delivery/format';
import { freshUntil, servedUntil } from '@/lib/delivery/fresh';
import type { Locale } from '@/lib/i18n/locales';
import { ArrivalDay } from './ArrivalDay';
import { arrivalRange } from './arrival-range';

/**
 * "Arrives Mon 30 Nov – Wed 2 Dec" for a destination and its working-day range (`'2-4'`). The server dates an
 * order placed when a page rendered now stops being fresh, so a cached copy never promises too early (ADR 0029),
 * and gives the browser the range for each change until a cache may no longer serve the copy.
 */
export async function DeliveryDate({ locale, country, days }: { locale: Locale; country: string; days: string }) {
  const leadDays = parseLeadDays(days);
  if (!leadDays) return null;
  const now = new Date();
  const changes = arrivalsUntil(now, servedUntil(now), country, leadDays);
  return arrivalRange(locale, leadDays, (end) => {
    const dated = changes.map(({ at, arrival }) => ({
      at,
      day: arrival[end],
      text: formatArrivalDay(arrival[end], locale),
    }));
    const served = inEffectAt(dated, freshUntil().getTime()) ?? dated[0];
    return (
      <ArrivalDay key={end} serverDay={served.day} days={dated}>
        {served.text}
      </ArrivalDay>
    );
  });
}
