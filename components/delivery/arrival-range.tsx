import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { dispatch } from '@/lib/delivery/estimate';
import { intlLocale } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import styles from './DeliveryDate.module.css';

type End = 'from' | 'to';

/** "Arrives <from> – <to>" (one day when the range is one) and the cut-off sentence, around the two rendered days. */
export async function arrivalRange(locale: Locale, leadDays: [number, number], day: (end: End) => ReactNode) {
  const t = await getTranslations({ locale, namespace: 'delivery' });
  const cutOff = new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return (
    <span className={styles.estimate} data-testid="delivery-date">
      <strong>
        {leadDays[0] === leadDays[1]
          ? t.rich('on', { from: () => day('from') })
          : t.rich('between', { from: () => day('from'), to: () => day('to') })}
      </strong>
      <span className={styles.cutOff}>
        {t('cutOff', { time: cutOff.format(new Date(dispatch.cutOffMinutes * 60_000)) })}
      </span>
    </span>
  );
}
