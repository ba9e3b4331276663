import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { buyTwoApplies } from '@/lib/commerce/products';
import { formatMoney } from '@/lib/commerce/money';
import { placeDelivery, placeOffer } from '@/lib/market/server';
import { promotionTerms } from '@/lib/commerce/promotion-terms';
import styles from './BuyBox.module.css';
import { BuyBoxClient } from './BuyBoxClientLazy';
import { PaymentLogos } from './PaymentLogos';
import { countryName } from '@/lib/forms/countries';

/** Buy box for one SKU: price and stock of the page's market variant rendered on the server, adding to the cart in the browser. */
export async function BuyBox({ locale, skuCode, sticky }: { locale: Locale; skuCode: string; sticky?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'product' });
  const skuNames: Partial<Record<string, string>> = (await getMessages({ locale })).product.skus;
  const name = skuNames[skuCode] ?? skuCode;
  const [initial, delivery] = [await placeOffer(locale, skuCode), placeDelivery(locale)];
  const polish = await getTranslations({ locale, namespace: 'polish' });
  return (
    <section className={styles.box} aria-label={t('buyBox.label', { name })} data-testid="buy-box" data-sku={skuCode}>
      <BuyBoxClient skuCode={skuCode} name={name} initialOffers={initial?.view} sticky={sticky} />
      <ul className={styles.perks}>
        {buyTwoApplies(skuCode) ? (
          <li className={styles.promotion} data-testid="buy-box-promotion">
            {t('buyBox.promotion', {
              amount: formatMoney(promotionTerms.buyTwoSavingCents, initial?.offer?.currency ?? 'EUR', locale),
            })}
          </li>
        ) : null}
        <li>{t('buyBox.freeShipping')}</li>
        {delivery ? (
          <li data-testid="buy-box-delivery">
            {polish('delivery', {
              country: countryName(delivery.country, locale),
              days: delivery.days.replace('-', '–'),
            })}
          </li>
        ) : null}
        <li>{t('buyBox.returns', { days: 14 })}</li>
        <li>{t('buyBox.warranty', { years: 2 })}</li>
      </ul>
      <PaymentLogos label={polish('paymentLogos')} />
    </section>
  );
}
