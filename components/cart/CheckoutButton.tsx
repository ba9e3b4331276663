'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { pushEcommerce } from '@/lib/analytics/ecommerce';
import type { CartView } from '@/lib/commerce/cart-types';
import { cartApi, type CartRequestError } from '@/lib/commerce/cart-api';
import styles from './Cart.module.css';
import { useDelayedFlag } from '@/lib/browser/use-delayed';

/** Pushes `begin_checkout`, asks the server for the checkout URL and leaves for the checkout host. */
export function CheckoutButton({
  cart,
  disabled,
  nameOf,
}: {
  cart: CartView;
  disabled: boolean;
  nameOf: (sku: string, fallback: string) => string;
}) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string>();
  const showLeaving = useDelayedFlag(leaving);

  async function checkout() {
    setLeaving(true);
    setError(undefined);
    pushEcommerce(
      'begin_checkout',
      cart.currency,
      cart.items.map((item) => ({
        item_id: item.skuCode,
        item_name: nameOf(item.skuCode, item.name),
        price: item.unitAmountCents / 100,
        quantity: item.quantity,
      })),
      (cart.summary?.totalCents ?? 0) / 100,
    );
    try {
      const { url } = await cartApi.checkout(locale);
      window.location.assign(url);
    } catch (failure) {
      setError((failure as CartRequestError).message);
      setLeaving(false);
    }
  }

  return (
    <div className={styles.checkoutBar}>
      {cart.summary ? (
        <p className={styles.barTotal} data-testid="checkout-bar-total">
          <span>{t('summary.total')}</span> <strong>{cart.summary.total}</strong>
        </p>
      ) : null}
      <button
        type="button"
        className={`btn ${styles.checkout}`}
        onClick={checkout}
        disabled={disabled || leaving || !cart.shipped}
      >
        {t('checkout')}
      </button>
      {showLeaving ? <p role="status">{t('checkingOut')}</p> : null}
      {error ? (
        <p role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
