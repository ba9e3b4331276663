import { getTranslations } from 'next-intl/server';
import { dispatch, estimateArrival, parseLeadDays } from '@/lib/delivery/estimate';
import { formatArrivalDay } from '@/lib/delivery/format';
import { freshUntil } from '@/lib/delivery/fresh';
import { intlLocale } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import { ArrivalDay } from './ArrivalDay';
import styles from './DeliveryDate.module.css';

/**
 * "Arrives Mon 30 Nov – Wed 2 Dec" for a destination and its working-day range (`'2-4'`). The server dates an
 * order placed when a page rendered now stops being fresh, so a cached copy never promises too early (ADR 0029).
 */
export async function DeliveryDate({ locale, country, days }: { locale: Locale; country: string; days: string }) {
  const leadDays = parseLeadDays(days);
  if (!leadDays) return null;
  const t = await getTranslations({ locale, namespace: 'delivery' });
  const arrival = estimateArrival(freshUntil(), country, leadDays);
  const [from, to] = (['from', 'to'] as const).map((end) => (
    <ArrivalDay key={end} serverDay={arrival[end]} end={end} country={country} leadDays={leadDays} locale={locale}>
      {formatArrivalDay(arrival[end], locale)}
    </ArrivalDay>
  ));
  const cutOff = new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return (
    <span className={styles.estimate} data-testid="delivery-date">
      <strong>
        {leadDays[0] === leadDays[1]
          ? t.rich('on', { from: () => from })
          : t.rich('between', { from: () => from, to: () => to })}
      </strong>
      <span className={styles.cutOff}>
        {t('cutOff', { time: cutOff.format(new Date(dispatch.cutOffMinutes * 60_000)) })}
      </span>
    </span>
  );
}
