'use client';
import { useTranslations } from 'next-intl';
import type { CartView } from '@/lib/cart/types';
import styles from './Cart.module.css';

const taxLabels = {
  included: 'summary.taxIncluded',
  added: 'summary.taxExcluded',
  atCheckout: 'summary.taxes',
  export: 'summary.taxExport',
} as const;

type Summary = NonNullable<CartView['summary']>;

/**
 * Subtotal, discount lines, free shipping, taxes as the market has them (included, added, at checkout in the US and
 * Canada, none on an export) and total; outside the EU in Europe, that duties may be charged on delivery. The
 * wording comes with the summary from the server (lib/cart/view.ts), so no market table ships here.
 */
export function SummaryRows({ cart, summary }: { cart: CartView; summary: Summary }) {
  const t = useTranslations('cart');
  const wording = summary.taxWording;
  return (
    <>
      <dl className={styles.summaryRows}>
        <dt>{t('summary.subtotal')}</dt>
        <dd data-testid="summary-subtotal">{summary.subtotal}</dd>
        {cart.discounts.map((line) => (
          <div key={line.id} className={styles.summaryRow} data-testid="summary-discount" data-kind={line.kind}>
            <dt>
              {line.kind === 'coupon'
                ? t('discounts.coupon', { code: cart.couponCode ?? '' })
                : t('discounts.promotion', { amount: line.saving ?? '' })}
            </dt>
            <dd>{line.amount}</dd>
          </div>
        ))}
        <dt>{t('summary.shipping')}</dt>
        <dd data-testid="summary-shipping">{summary.shippingCents === 0 ? t('summary.free') : summary.shipping}</dd>
        <dt>{t(taxLabels[wording])}</dt>
        <dd data-testid="summary-tax">{wording === 'atCheckout' ? t('summary.taxAtCheckout') : summary.tax}</dd>
        <dt className={styles.total}>{t('summary.total')}</dt>
        <dd className={styles.total} data-testid="summary-total">
          {summary.total}
        </dd>
      </dl>
      {summary.importNote ? (
        <p className={styles.importNote} data-testid="import-note">
          {t('summary.importNote')}
        </p>
      ) : null}
    </>
  );
}
