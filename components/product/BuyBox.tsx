import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { buyTwoApplies } from '@/lib/commerce/products';
import { currentOffer } from '@/lib/commerce/server';
import { buyTwoSavingCents, formatMoney } from '@/lib/commerce/money';
import styles from './BuyBox.module.css';
import { BuyBoxClient } from './BuyBoxClient';

/** Buy box for one SKU: price and stock of the visitor's market rendered on the server, adding to the cart in the browser. */
export async function BuyBox({ locale, skuCode }: { locale: Locale; skuCode: string }) {
  const t = await getTranslations({ locale, namespace: 'product' });
  const skuNames: Partial<Record<string, string>> = (await getMessages({ locale })).product.skus;
  const name = skuNames[skuCode] ?? skuCode;
  const initial = await currentOffer(locale, skuCode);
  return (
    <section className={styles.box} aria-label={t('buyBox.label', { name })} data-testid="buy-box" data-sku={skuCode}>
      <BuyBoxClient skuCode={skuCode} name={name} initialOffers={initial?.view} />
      <ul className={styles.perks}>
        {buyTwoApplies(skuCode) ? (
          <li className={styles.promotion} data-testid="buy-box-promotion">
            {t('buyBox.promotion', {
              amount: formatMoney(buyTwoSavingCents, initial?.offer?.currency ?? 'EUR', locale),
            })}
          </li>
        ) : null}
        <li>{t('buyBox.freeShipping')}</li>
        <li>{t('buyBox.returns', { days: 14 })}</li>
        <li>{t('buyBox.warranty', { years: 2 })}</li>
      </ul>
    </section>
  );
}
