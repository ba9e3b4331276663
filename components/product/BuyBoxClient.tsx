'use client';
import { useLocale, useTranslations } from 'next-intl';
import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { cartAction, type CartFormState } from '@/lib/cart/action';
import type { OffersView } from '@/lib/cart/types';
import { CartDrawer, preloadCartDrawer } from '@/components/cart/CartDrawerLazy';
import { StockNotice } from '@/components/cart/StockNotice';
import { AppLink } from '@/components/layout/AppLink';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { addToCartCount, setCartCount } from '@/lib/cart/client';
import { useOffers } from '@/lib/cart/use-offers';
import { useDelayedFlag } from '@/lib/browser/use-delayed';
import { useKeepFocus } from '@/lib/browser/use-keep-focus';
import { pushEcommerce } from '@/lib/analytics/ecommerce';
import styles from './BuyBox.module.css';
import { PaymentWidgets } from './PaymentWidgets';
import { StickyBuyBar } from './StickyBuyBar';
import { useScrolledPast } from '@/lib/browser/use-scrolled-past';

const taxLabels = {
  included: 'vatIncluded',
  added: 'vatExcluded',
  atCheckout: 'taxAtCheckout',
  export: 'vatExport',
} as const;

type Feedback = { kind: 'added' | 'error' | 'limited'; text: string } | undefined;
type Added = { quantity: number; restore: () => void; since: unknown };

export function BuyBoxClient({
  skuCode,
  name,
  initialOffers,
  sticky = false,
}: {
  skuCode: string;
  name: string;
  initialOffers?: OffersView;
  /** Repeat name, price and the add button in a bar at the bottom of the screen once the box is scrolled past. */
  sticky?: boolean;
}) {
  const t = useTranslations('product.buyBox');
  const locale = useLocale();
  const { data, error, isLoading } = useOffers(locale, skuCode, initialOffers);
  const [quantity, setQuantity] = useState(1);
  // The stock a typed quantity was cut to, said in the status line until the next add.
  const [limitedTo, setLimitedTo] = useState<number>();
  // One action for both ways: posted by the browser without JavaScript or before hydration (the server then adds and
  // opens the cart), and from the submit handler with it (the box says "added" and the header counts at once).
  const [state, formAction, adding] = useActionState(cartAction, undefined);
  const keepFocus = useKeepFocus(adding);
  const form = useRef<HTMLFormElement>(null);
  const added = useRef<Added>(undefined);
  // The cart an add answered with, shown in the cart drawer until it closes; focus then goes back to the opener.
  const [closed, setClosed] = useState<CartFormState>();
  const drawer = state?.status === 'done' && state !== closed ? state.cart : undefined;
  const opener = useRef<HTMLElement | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const message: Feedback =
    limitedTo !== undefined
      ? { kind: 'limited', text: t('quantityLimited', { max: limitedTo }) }
      : state?.status === 'refused'
        ? { kind: 'error', text: state.message }
        : state?.status === 'done' || adding
          ? { kind: 'added', text: t('added', { name }) }
          : undefined;
  const showLoading = useDelayedFlag(isLoading);
  const viewed = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const scrolledPast = useScrolledPast(root, sticky);
  const offer = data?.offers.find((candidate) => candidate.skuCode === skuCode);

  useEffect(() => {
    if (!offer || viewed.current) return;
    viewed.current = true;
    pushEcommerce('view_item', offer.currency, [
      { item_id: skuCode, item_name: name, price: offer.amountCents / 100, quantity: 1 },
    ]);
  }, [offer, skuCode, name]);

  const maxQuantity = Math.max(1, Math.min(10, offer?.stock ?? 10));
  const soldOut = offer?.stockState === 'out-of-stock';
  const canBuy = Boolean(offer && data?.shipped && !soldOut);

  useEffect(() => {
    const sent = added.current;
    if (!state || !sent || state === sent.since) return;
    added.current = undefined;
    if (state.status === 'refused') return sent.restore();
    setCartCount(locale, state.itemCount);
    if (offer)
      pushEcommerce('add_to_cart', offer.currency, [
        { item_id: skuCode, item_name: name, price: offer.amountCents / 100, quantity: sent.quantity },
      ]);
  }, [state, offer, skuCode, name, locale]);

  function changeQuantity(typed: number) {
    const stock = offer?.stock;
    setQuantity(Math.min(maxQuantity, Math.max(1, typed)));
    setLimitedTo(stock != null && typed > stock && stock === maxQuantity ? stock : undefined);
  }

  function addToCart(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!offer) return;
    keepFocus();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    opener.current = submitter ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    preloadCartDrawer();
    setLimitedTo(undefined);
    const data = new FormData(event.currentTarget);
    data.set('script', '1');
    added.current = { quantity, restore: addToCartCount(locale, quantity), since: state };
    startTransition(() => formAction(data));
  }

  return (
    <div className={`${styles.body} ${soldOut ? styles.soldOut : ''}`} aria-busy={isLoading} ref={root}>
      {offer ? (
        <p className={styles.price}>
          <span data-testid="buy-box-price">{offer.price}</span>{' '}
          <small data-testid="buy-box-tax">
            {t(taxLabels[data?.taxWording ?? (offer.customerType === 'business' ? 'added' : 'included')])}
          </small>
        </p>
      ) : showLoading ? (
        <p className={styles.price} role="status">
          {t('loadingPrice')}
        </p>
      ) : error || (data && !offer) ? (
        <p className={styles.price}>{t('priceUnavailable')}</p>
      ) : null}
      {soldOut ? (
        <p className={styles.soldOutLabel} data-testid="stock-label">
          {t('outOfStock')}
        </p>
      ) : offer ? (
        <StockNotice
          state={offer.stockState}
          stock={offer.stock}
          labels={{ outOfStock: t('outOfStock'), scarcity: t('scarcity', { stock: offer.stock ?? 0 }) }}
        />
      ) : null}
      {data && !data.shipped ? <p role="alert">{t('notShipped')}</p> : null}
      {/* Sold out, nothing can be bought: no quantity, no button to find disabled, no instalments (the form for an
          alert follows the box when the server knew). */}
      {soldOut ? null : (
        <form action={formAction} onSubmit={addToCart} ref={form}>
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="skuCode" value={skuCode} />
          <input type="hidden" name="locale" value={locale} />
          <Field label={t('quantity')}>
            {(control) => (
              <>
                <input
                  {...control}
                  className={`${control.className} ${styles.quantity}`}
                  name="quantity"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={maxQuantity}
                  value={quantity}
                  disabled={!canBuy}
                  onChange={(event) => changeQuantity(Number(event.target.value) || 1)}
                />
                <Button ref={addButton} type="submit" disabled={!canBuy} pending={adding} pendingLabel={t('adding')}>
                  {t('addToCart')}
                </Button>
              </>
            )}
          </Field>
        </form>
      )}
      <p
        role="status"
        aria-live="polite"
        className={`${styles.feedback} ${message?.kind === 'error' ? styles.error : ''}`}
      >
        {message?.text}
        {message?.kind === 'added' && !adding ? (
          <>
            {' '}
            <AppLink href="/cart">{t('viewCart')}</AppLink>
          </>
        ) : null}
      </p>
      {soldOut ? null : (
        <PaymentWidgets
          amount={
            offer && {
              cents: offer.amountCents,
              currency: offer.currency,
              formattedInstalment: offer.instalment,
            }
          }
        />
      )}
      {drawer ? (
        <CartDrawer
          cart={drawer}
          skuCode={skuCode}
          onClose={() => setClosed(state)}
          returnTo={() => (opener.current?.isConnected ? opener.current : addButton.current)}
        />
      ) : null}
      {sticky && !soldOut ? (
        <StickyBuyBar
          visible={scrolledPast}
          label={t('stickyLabel', { name })}
          name={name}
          price={offer?.price}
          canBuy={canBuy}
          adding={adding}
          addLabel={t('addToCart')}
          addingLabel={t('adding')}
          onAdd={() => form.current?.requestSubmit()}
        />
      ) : null}
    </div>
  );
}
