'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { pushEcommerce } from '@/lib/analytics/ecommerce';
import { checkoutAction } from '@/lib/cart/action';
import type { CartView } from '@/lib/cart/types';
import { useDelayedFlag } from '@/lib/browser/use-delayed';
import styles from './Cart.module.css';

/** A form bound to the checkout action: pushes `begin_checkout` when scripts run, and leaves for the checkout host. */
export function CheckoutButton({
  cart,
  disabled,
  className = styles.checkoutBar,
}: {
  cart: CartView;
  disabled: boolean;
  /** The cart page's bar (fixed at the bottom of a phone) unless a place of its own is given (the cart drawer). */
  className?: string;
}) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const [error, formAction, leaving] = useActionState(checkoutAction, undefined);
  const showLeaving = useDelayedFlag(leaving);

  function beginCheckout() {
    pushEcommerce(
      'begin_checkout',
      cart.currency,
      cart.items.map((item) => ({
        item_id: item.skuCode,
        item_name: item.name,
        price: item.unitAmountCents / 100,
        quantity: item.quantity,
      })),
      (cart.summary?.totalCents ?? 0) / 100,
    );
  }

  return (
    <form action={formAction} onSubmit={beginCheckout} className={className}>
      <input type="hidden" name="locale" value={locale} />
      {cart.summary ? (
        <p className={styles.barTotal} data-testid="checkout-bar-total">
          <span>{t('summary.total')}</span> <strong>{cart.summary.total}</strong>
        </p>
      ) : null}
      <button type="submit" className={`btn ${styles.checkout}`} disabled={disabled || leaving || !cart.shipped}>
        {t('checkout')}
      </button>
      {showLeaving ? <p role="status">{t('checkingOut')}</p> : null}
      {error ? (
        <p role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
