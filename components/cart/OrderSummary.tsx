'use client';
import { useTranslations } from 'next-intl';
import type { CartView } from '@/lib/cart/types';
import { PayLaterPlacement, PaymentMessagesPlacement } from '@/components/consent/PaymentPlacements';
import styles from './Cart.module.css';
import { SummaryRows } from './SummaryRows';

/** The cart's order summary: its rows (SummaryRows) and the payment providers' messages. */
export function OrderSummary({ cart }: { cart: CartView }) {
  const t = useTranslations('cart');
  const summary = cart.summary;
  if (!summary) return null;
  return (
    <section className={`card ${styles.summary}`} aria-labelledby="order-summary-title" data-testid="order-summary">
      <h2 id="order-summary-title">{t('summary.title')}</h2>
      <SummaryRows cart={cart} summary={summary} />
      <PaymentMessagesPlacement amount={{ cents: summary.totalCents, currency: cart.currency }} />
      <PayLaterPlacement amount={{ cents: summary.totalCents, currency: cart.currency }} />
    </section>
  );
}
