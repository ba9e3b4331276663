'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PlainLink } from '@/components/layout/PlainLink';
import { Notice } from '@/components/ui/Notice';
import { usePublishCartCount } from '@/lib/cart/client';
import type { CountryChoice } from '@/lib/cart/countries';
import type { CartView } from '@/lib/cart/types';
import styles from './Cart.module.css';
import { useCartActions } from './CartForm';
import { CartLine } from './CartLine';
import { CartNotes } from './CartNotes';
import { CheckoutButton } from './CheckoutButton';
import { CouponForm } from './CouponForm';
import { CouponProgress } from './CouponProgress';
import { MarketControls } from './MarketControls';
import { OrderSummary } from './OrderSummary';
import { Suggestions } from './Suggestions';

/**
 * The cart as the server rendered it, every control a form bound to the cart action; with JavaScript a change
 * shows at once (useOptimistic) and the server's cart replaces it when the action is done.
 */
type Props = {
  cart: CartView;
  /** The shipping countries as the site names them (lib/cart/countries.ts), from the server. */
  countries?: readonly CountryChoice[];
  /** When the cart arrives in its country, rendered on the server for `cart.country`. */
  arrival?: ReactNode;
  /** The home page in the page language, where an empty cart's "continue shopping" leads (from the server). */
  home: string;
};

export function CartScreen({ cart, countries = [], arrival, home }: Props) {
  const t = useTranslations('cart');
  const tReferral = useTranslations('referralCart');
  const tErrors = useTranslations('cart.errors');
  const { view, actions, announcement, Provider } = useCartActions(cart);
  const pending = view !== cart;
  usePublishCartCount(useLocale(), view.itemCount);

  const moved = view.notMoved?.length ? t('moved', { items: view.notMoved.join(', ') }) : undefined;
  const saved = view.savedCoupon;
  const refused = view.savedCouponRefused;

  return (
    <Provider value={actions}>
      <div className={styles.cart} aria-busy={pending} data-testid="cart">
        <p className={styles.status} role="status" aria-live="polite" data-testid="cart-status">
          {pending ? t('updating') : announcement}
        </p>
        <div className={styles.main}>
          <MarketControls
            cart={view}
            countries={countries}
            arrival={view.country === cart.country ? arrival : undefined}
          />
          {moved ? (
            <Notice tone="error" data-testid="not-moved">
              {moved}
            </Notice>
          ) : null}
          {view.couponDropped ? <Notice tone="error">{t('couponDropped')}</Notice> : null}
          {saved ? (
            <Notice tone="info" data-testid="coupon-saved">
              {saved.amountOff
                ? tReferral('saved', { code: saved.code, amount: saved.amountOff })
                : t('coupon.saved', { code: saved.code, amount: saved.threshold ?? '' })}
              {view.couponProgress?.code === saved.code ? <CouponProgress progress={view.couponProgress} /> : null}
            </Notice>
          ) : null}
          {refused ? (
            <Notice tone="error" data-testid="coupon-refused">
              {refused.reason === 'couponInvalid'
                ? tReferral('linkInvalid', { code: refused.code })
                : tErrors(refused.reason, { amount: refused.amount, missing: '' })}
            </Notice>
          ) : null}
          {view.items.length === 0 ? (
            <div>
              <p data-testid="cart-empty">{t('empty')}</p>
              <PlainLink href={home} className="btn" data-cart-focus>
                {t('continueShopping')}
              </PlainLink>
            </div>
          ) : (
            <>
              <section aria-labelledby="cart-items-title">
                <h2 id="cart-items-title" tabIndex={-1} data-cart-focus>
                  {t('itemsHeading')}
                </h2>
                <ul className={styles.items}>
                  {view.items.map((item) => (
                    <CartLine key={item.id} item={item} />
                  ))}
                </ul>
              </section>
              <CartNotes notes={view.notes} />
              <CouponForm appliedCode={view.couponCode} progress={view.couponProgress} />
            </>
          )}
        </div>
        {view.items.length ? (
          <aside className={styles.aside}>
            <OrderSummary cart={view} />
            <CheckoutButton cart={view} disabled={pending} />
          </aside>
        ) : null}
        <Suggestions offers={view.suggestions} disabled={!view.shipped} />
      </div>
    </Provider>
  );
}
