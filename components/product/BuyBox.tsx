import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { buyTwoApplies } from '@/lib/catalogue/products';
import { formatMoney } from '@/lib/markets/money';
import { placeDelivery, placeOffer } from '@/lib/market-variants/server';
import { promotionTerms } from '@/lib/catalogue/promotion-terms';
import styles from './BuyBox.module.css';
import { BuyBoxClient } from './BuyBoxClient';
import { PaymentLogos } from './PaymentLogos';
import { StockAlertForm } from './StockAlertForm';
import { countryName } from '@/lib/forms/countries';
import { DeliveryDate } from '@/components/delivery/DeliveryDate';

type Props = {
  locale: Locale;
  skuCode: string;
  sticky?: boolean;
  /** A spare part's card: price, stock and the add button only, without the product's perks and payment logos. */
  compact?: boolean;
};

/**
 * Buy box for one SKU: price and stock of the page's market variant rendered on the server, adding to the cart in the
 * browser. Sold out, it says so and offers the back-in-stock form instead of the promises of a purchase (delivery,
 * promotion, payment); a copy cached while in stock hides them as soon as the browser learns (`.promise`).
 */
export async function BuyBox({ locale, skuCode, sticky, compact = false }: Props) {
  const t = await getTranslations({ locale, namespace: 'product' });
  const skuNames: Partial<Record<string, string>> = (await getMessages({ locale })).product.skus;
  const name = skuNames[skuCode] ?? skuCode;
  const [initial, delivery] = [await placeOffer(locale, skuCode), placeDelivery(locale)];
  const polish = await getTranslations({ locale, namespace: 'polish' });
  const soldOut = initial?.offer?.stockState === 'out-of-stock';
  return (
    <section className={styles.box} aria-label={t('buyBox.label', { name })} data-testid="buy-box" data-sku={skuCode}>
      <BuyBoxClient skuCode={skuCode} name={name} initialOffers={initial?.view} sticky={sticky} />
      {soldOut && <StockAlertForm locale={locale} skuCode={skuCode} name={name} />}
      {compact ? null : (
        <>
          <ul className={styles.perks}>
            {!soldOut && buyTwoApplies(skuCode) ? (
              <li className={`${styles.promotion} ${styles.promise}`} data-testid="buy-box-promotion">
                {t('buyBox.promotion', {
                  amount: formatMoney(promotionTerms.buyTwoSavingCents, initial?.offer?.currency ?? 'EUR', locale),
                })}
              </li>
            ) : null}
            {soldOut ? null : <li className={styles.promise}>{t('buyBox.freeShipping')}</li>}
            {delivery && !soldOut ? (
              <li className={styles.promise} data-testid="buy-box-delivery">
                {polish('delivery', {
                  country: countryName(delivery.country, locale),
                  days: delivery.days,
                })}
              </li>
            ) : null}
            {delivery && !soldOut ? (
              <li className={styles.promise} data-testid="buy-box-arrival">
                <DeliveryDate locale={locale} country={delivery.country} days={delivery.days} />
              </li>
            ) : null}
            <li>{t('buyBox.returns', { days: 14 })}</li>
            <li>{t('buyBox.warranty', { years: 2 })}</li>
          </ul>
          {soldOut ? null : (
            <div className={styles.promise}>
              <PaymentLogos label={polish('paymentLogos')} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
