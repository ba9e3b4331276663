'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { CartView } from '@/lib/commerce/cart-types';
import { formatMoney } from '@/lib/commerce/money';
import { promotionTerms } from '@/lib/commerce/promotion-terms';
import { PayLaterPlacement, PaymentMessagesPlacement } from '@/components/consent/PaymentPlacements';
import styles from './Cart.module.css';

/** Subtotal, discount lines, free shipping, taxes (included for private buyers) and total. */
export function OrderSummary({ cart }: { cart: CartView }) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const summary = cart.summary;
  if (!summary) return null;
  return (
    <section className={`card ${styles.summary}`} aria-labelledby="order-summary-title" data-testid="order-summary">
      <h2 id="order-summary-title">{t('summary.title')}</h2>
      <dl>
        <dt>{t('summary.subtotal')}</dt>
        <dd data-testid="summary-subtotal">{summary.subtotal}</dd>
        {cart.discounts.map((line) => (
          <div key={line.id} className={styles.summaryRow} data-testid="summary-discount" data-kind={line.kind}>
            <dt>
              {line.kind === 'coupon'
                ? t('discounts.coupon', { code: cart.couponCode ?? '' })
                : t('discounts.promotion', {
                    amount: formatMoney(promotionTerms.buyTwoSavingCents, cart.currency, locale),
                  })}
            </dt>
            <dd>{line.amount}</dd>
          </div>
        ))}
        <dt>{t('summary.shipping')}</dt>
        <dd data-testid="summary-shipping">{summary.shippingCents === 0 ? t('summary.free') : summary.shipping}</dd>
        <dt>{summary.taxIncluded ? t('summary.taxIncluded') : t('summary.taxExcluded')}</dt>
        <dd data-testid="summary-tax">{summary.tax}</dd>
        <dt className={styles.total}>{t('summary.total')}</dt>
        <dd className={styles.total} data-testid="summary-total">
          {summary.total}
        </dd>
      </dl>
      <PaymentMessagesPlacement amount={{ cents: summary.totalCents, currency: cart.currency }} />
      <PayLaterPlacement amount={{ cents: summary.totalCents, currency: cart.currency }} />
    </section>
  );
}
