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
  /** The cart page in the page language (a code's answer without JavaScript lands at its field there). */
  cartHref: string;
  /** The products an empty cart leads to, rendered on the server. */
  products?: ReactNode;
};

/** An empty cart leads with saying so and the way to the products; nothing to choose comes before there is a product. */
export function CartScreen({ cart, countries = [], arrival, home, cartHref, products }: Props) {
  const t = useTranslations('cart');
  const tReferral = useTranslations('referralCart');
  const { view, actions, announcement, Provider } = useCartActions(cart);
  const pending = view !== cart;
  usePublishCartCount(useLocale(), view.itemCount);

  const moved = view.notMoved?.length ? t('moved', { items: view.notMoved.join(', ') }) : undefined;

  if (view.items.length === 0)
    return (
      <Provider value={actions}>
        <div className={styles.empty} data-testid="cart">
          <p className={styles.status} role="status" aria-live="polite" data-testid="cart-status">
            {pending ? t('updating') : announcement}
          </p>
          <p className={styles.emptyTitle} data-testid="cart-empty">
            {t('empty')}
          </p>
          <PlainLink href={home} className="btn" data-cart-focus>
            {t('continueShopping')}
          </PlainLink>
          {view.savedCoupon ? (
            <p className={styles.muted} data-testid="coupon-saved">
              {view.savedCoupon.amountOff
                ? tReferral('saved', { code: view.savedCoupon.code, amount: view.savedCoupon.amountOff })
                : t('coupon.saved', { code: view.savedCoupon.code, amount: view.savedCoupon.threshold ?? '' })}
            </p>
          ) : null}
          {products}
        </div>
      </Provider>
    );

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
          <section aria-labelledby="cart-items-title">
            <h2 id="cart-items-title" tabIndex={-1} data-cart-focus>
              {t('itemsHeading')}
            </h2>
            <p className={styles.muted} data-testid="cart-item-count">
              {t('itemCount', { count: view.itemCount })}
            </p>
            <ul className={styles.items}>
              {view.items.map((item) => (
                <CartLine key={item.id} item={item} />
              ))}
            </ul>
          </section>
          <CartNotes notes={view.notes} />
          <CouponForm cart={view} countries={countries} cartHref={cartHref} />
        </div>
        <aside className={styles.aside}>
          <OrderSummary cart={view} />
          <CheckoutButton cart={view} disabled={pending} />
        </aside>
        <Suggestions offers={view.suggestions} disabled={!view.shipped} />
      </div>
    </Provider>
  );
}
