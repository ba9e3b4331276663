import { getTranslations } from 'next-intl/server';
import { legalLink } from '@/components/forms/LegalLabel';
import { formKey, legalLinks } from '@/lib/forms/server';
import type { Locale } from '@/lib/i18n/locales';
import styles from './StockAlertForm.module.css';
import { StockAlertFormClient } from './StockAlertFormClient';

/** "Email me when it is back" under an out-of-stock buy box: a plain form that also works without JavaScript. */
export async function StockAlertForm({ locale, skuCode, name }: { locale: Locale; skuCode: string; name: string }) {
  const t = await getTranslations({ locale, namespace: 'stockAlerts' });
  const headingId = `stock-alert-${skuCode.toLowerCase()}-title`;
  return (
    <section className={styles.alert} aria-labelledby={headingId} data-testid="stock-alert">
      <h3 id={headingId} className={styles.title}>
        {t('title')}
      </h3>
      <p>{t('intro', { name })}</p>
      <StockAlertFormClient
        locale={locale}
        idempotencyKey={formKey()}
        skuCode={skuCode}
        labels={{ submit: t('submit'), consent: t.rich('consent', { link: legalLink(legalLinks(locale).privacy) }) }}
      />
    </section>
  );
}
