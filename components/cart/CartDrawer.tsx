'use client';
import Image from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { AppLink } from '@/components/layout/AppLink';
import { useModal } from '@/lib/browser/use-modal';
import { usePublishCartCount } from '@/lib/cart/client';
import type { CartView, OfferView } from '@/lib/cart/types';
import { useCartActions, CartForm } from './CartForm';
import styles from './CartDrawer.module.css';
import { CheckoutButton } from './CheckoutButton';
import { CouponProgress } from './CouponProgress';
import { SummaryRows } from './SummaryRows';

export type CartDrawerProps = {
  /** The cart the add answered with. */
  cart: CartView;
  /** The SKU just added, whose line the drawer shows. */
  skuCode: string;
  onClose: () => void;
  /** Where focus goes back to when the drawer closes: the Add button that opened it. */
  returnTo: () => HTMLElement | null | undefined;
};

/** The cart drawer over the page (its texts come with every page's messages, lib/i18n/client-messages.ts). */
export function CartDrawer(props: CartDrawerProps) {
  return createPortal(<DrawerPanel {...props} />, document.body);
}

/**
 * What an add from a buy box put in the cart: the line, the way to a code's threshold, the summary, two things that
 * go with it (docs/adr/0033-cart-drawer.md), checkout and the cart page. Every change posts through the cart action.
 */
function DrawerPanel({ cart, skuCode, onClose, returnTo }: CartDrawerProps) {
  const t = useTranslations('cartDrawer');
  const tBuyBox = useTranslations('product.buyBox');
  const { view, actions, announcement, Provider } = useCartActions(cart, { follow: true });
  const answered = actions.state?.status === 'done' ? actions.state.cart : undefined;
  const pending = view !== (answered ?? cart);
  usePublishCartCount(useLocale(), view.itemCount);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(dialog, onClose, returnTo);
  const line = view.items.find((item) => item.skuCode === skuCode);
  const crossSells = view.suggestions.filter((offer) => offer.stockState !== 'out-of-stock').slice(0, 2);

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.panel}
        aria-busy={pending}
        data-testid="cart-drawer"
      >
        <Provider value={actions}>
          <div className={styles.head}>
            <h2 id={titleId} tabIndex={-1} data-autofocus data-cart-focus>
              {t('title')}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <p className="visually-hidden" role="status" aria-live="polite">
            {announcement}
          </p>
          {line ? (
            <div className={styles.line} data-testid="drawer-line">
              {line.image ? <Image src={line.image} alt="" width={72} height={72} sizes="72px" /> : null}
              <div>
                <p className={styles.name}>{line.name}</p>
                <p>{t('quantity', { quantity: line.quantity })}</p>
              </div>
              <p className={styles.price} data-testid="drawer-line-total">
                {line.total}
              </p>
            </div>
          ) : null}
          {view.couponProgress ? <CouponProgress progress={view.couponProgress} /> : null}
          {view.summary ? <SummaryRows cart={view} summary={view.summary} /> : null}
          {crossSells.length ? (
            <CrossSells offers={crossSells} disabled={!view.shipped} titleId={`${titleId}-more`} />
          ) : null}
          <div className={styles.actions}>
            <CheckoutButton cart={view} disabled={pending} className={styles.checkout} />
            <AppLink href="/cart" prefetch={false} className="btn btn-secondary" data-testid="drawer-view-cart">
              {tBuyBox('viewCart')}
            </AppLink>
          </div>
        </Provider>
      </div>
    </div>
  );
}

type CrossSellProps = { offers: OfferView[]; disabled: boolean; titleId: string };

function CrossSells({ offers, disabled, titleId }: CrossSellProps) {
  const t = useTranslations('cartDrawer');
  const tSuggestions = useTranslations('cart.suggestions');
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{t('crossSells')}</h3>
      <ul className={styles.crossSells}>
        {offers.map((offer) => {
          const { name, image } = offer;
          return (
            <li key={offer.skuCode} className={styles.crossSell} data-testid="cross-sell" data-sku={offer.skuCode}>
              {image ? <Image src={image} alt="" width={56} height={56} sizes="56px" /> : null}
              <span className={styles.name}>{name}</span>
              <span>{offer.price}</span>
              <CartForm
                intent="add"
                fields={{ skuCode: offer.skuCode, quantity: 1 }}
                optimistic={() => ({ kind: 'add', offer })}
                done={tSuggestions('added', { name })}
              >
                <button
                  type="submit"
                  className="btn btn-secondary"
                  disabled={disabled}
                  aria-label={tSuggestions('addNamed', { name })}
                >
                  {tSuggestions('add')}
                </button>
              </CartForm>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
