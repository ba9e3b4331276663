'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Notice } from '@/components/ui/Notice';
import type { CartView } from '@/lib/commerce/cart-types';
import { AppLink } from '@/components/layout/AppLink';
import { cartApi, CartRequestError } from '@/lib/commerce/cart-api';
import { CartLine } from './CartLine';
import { CartNotes } from './CartNotes';
import { CheckoutButton } from './CheckoutButton';
import { CartUnavailable } from './CartUnavailable';
import { CouponForm } from './CouponForm';
import { MarketControls } from './MarketControls';
import { OrderSummary } from './OrderSummary';
import { Suggestions } from './Suggestions';
import styles from './Cart.module.css';
import { useCart } from '@/lib/commerce/use-cart';
import { useDelayedFlag } from '@/lib/browser/use-delayed';
import { useKeepFocus } from '@/lib/browser/use-keep-focus';
import { useSkuName } from '@/lib/commerce/use-sku-name';

/** The interactive cart: every change goes through `/api/cart/…` and the answer replaces the swr cache. */
export function CartScreen({ initial, unavailable }: { initial?: CartView; unavailable?: boolean }) {
  const t = useTranslations('cart');
  const tReferral = useTranslations('referralCart');
  const locale = useLocale();
  const nameOf = useSkuName();
  const { data: cart, mutate, isLoading, isValidating, error: loadError } = useCart(initial);
  const [pending, setPending] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string>();
  const busy = useDelayedFlag(pending > 0 || (isLoading && !cart));
  const keepFocus = useKeepFocus(pending > 0);

  /** Runs one change; returns the localized error message, or undefined when it worked. */
  async function run(change: () => Promise<CartView>, success: string, ownError = false): Promise<string | undefined> {
    const line = document.activeElement?.closest('[data-testid="cart-line"]');
    // A control left disabled (− at 1) hands focus to its line's quantity; a removed line's, to the items heading.
    keepFocus(() =>
      line?.isConnected ? line.querySelector('input') : document.querySelector<HTMLElement>('[data-cart-focus]'),
    );
    setPending((count) => count + 1);
    setError(undefined);
    try {
      await mutate(await change(), { revalidate: false });
      setAnnouncement(success);
      return undefined;
    } catch (failure) {
      const message = (failure as CartRequestError).message;
      if (!ownError) setError(message);
      return message;
    } finally {
      setPending((count) => count - 1);
    }
  }

  if (!cart && (loadError || (unavailable && !isValidating))) {
    const message = loadError instanceof CartRequestError ? loadError.message : undefined;
    return <CartUnavailable message={message} onRetry={() => void mutate()} />;
  }
  if (!cart) {
    return <div aria-busy="true">{busy ? <p role="status">{t('updating')}</p> : null}</div>;
  }

  const disabled = pending > 0;
  const moved = cart.notMoved?.length
    ? t('moved', { items: cart.notMoved.map((sku) => nameOf(sku, sku)).join(', ') })
    : undefined;

  return (
    <div className={styles.cart} aria-busy={busy} data-testid="cart">
      <p className={styles.status} role="status" aria-live="polite" data-testid="cart-status">
        {busy ? t('updating') : announcement}
      </p>
      {error ? (
        <Notice tone="error" className={styles.wide} data-testid="cart-error">
          {error}
        </Notice>
      ) : null}
      <div className={styles.main}>
        <MarketControls
          cart={cart}
          disabled={disabled}
          onChange={(change) => run(() => cartApi.place(locale, change), t('updated'))}
        />
        {moved ? (
          <Notice tone="error" data-testid="not-moved">
            {moved}
          </Notice>
        ) : null}
        {cart.couponDropped ? <Notice tone="error">{t('couponDropped')}</Notice> : null}
        {cart.savedCoupon ? (
          <Notice tone="info" data-testid="coupon-saved">
            {cart.savedCoupon.referralAmount
              ? tReferral('saved', { code: cart.savedCoupon.code, amount: cart.savedCoupon.referralAmount })
              : t('coupon.saved', { code: cart.savedCoupon.code, amount: cart.savedCoupon.threshold })}
          </Notice>
        ) : null}
        {cart.savedCouponRefused ? (
          <Notice tone="error" data-testid="coupon-refused">
            {cart.savedCouponRefused.reason === 'couponInvalid'
              ? tReferral('linkInvalid', { code: cart.savedCouponRefused.code })
              : tReferral(cart.savedCouponRefused.reason, { amount: cart.savedCouponRefused.amount })}
          </Notice>
        ) : null}
        {cart.items.length === 0 ? (
          <div>
            <p data-testid="cart-empty">{t('empty')}</p>
            <AppLink href="/" className="btn" data-cart-focus>
              {t('continueShopping')}
            </AppLink>
          </div>
        ) : (
          <>
            <section aria-labelledby="cart-items-title">
              <h2 id="cart-items-title" tabIndex={-1} data-cart-focus>
                {t('itemsHeading')}
              </h2>
              <ul className={styles.items}>
                {cart.items.map((item) => (
                  <CartLine
                    key={item.id}
                    item={item}
                    name={nameOf(item.skuCode, item.name)}
                    disabled={disabled}
                    onQuantity={(quantity) => run(() => cartApi.setQuantity(locale, item.id, quantity), t('updated'))}
                    onRemove={() => run(() => cartApi.remove(locale, item.id), t('updated'))}
                  />
                ))}
              </ul>
            </section>
            <CartNotes
              notes={cart.notes}
              disabled={disabled}
              onSave={(notes) => run(() => cartApi.notes(locale, notes), t('notes.saved'))}
            />
            <CouponForm
              appliedCode={cart.couponCode}
              disabled={disabled}
              onApply={(code) =>
                run(() => cartApi.applyCoupon(locale, code), t('coupon.applied', { code: code.toUpperCase() }), true)
              }
              onRemove={() => run(() => cartApi.removeCoupon(locale), t('coupon.removed'), true)}
            />
          </>
        )}
      </div>
      {cart.items.length ? (
        <aside className={styles.aside}>
          <OrderSummary cart={cart} />
          <CheckoutButton cart={cart} disabled={disabled} nameOf={nameOf} />
        </aside>
      ) : null}
      <Suggestions
        offers={cart.suggestions}
        disabled={disabled || !cart.shipped}
        nameOf={(offer) => nameOf(offer.skuCode, offer.name)}
        onAdd={(offer) =>
          run(
            () => cartApi.add(locale, offer.skuCode, 1),
            t('suggestions.added', { name: nameOf(offer.skuCode, offer.name) }),
          )
        }
      />
    </div>
  );
}
