import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { mutate } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BuyBoxClient } from '@/components/product/BuyBoxClient';
import type { CartFormState } from '@/lib/cart/action';
import { useCartCount } from '@/lib/cart/client';
import type { CartItemView, CartView, OfferView } from '@/lib/cart/types';
import { skuDisplay } from '@/lib/catalogue/sku-display';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { cartAction, resetActions } from '@/tests/support/server-actions';

// SWR's cache is per worker: this file starts from an empty one and leaves none of its offers to later files.
const clearOffers = () => mutate(() => true, undefined, { revalidate: false });
beforeAll(clearOffers);
afterAll(clearOffers);

const catalogues = { en, de } as const;
const action = { posts: [] as Record<string, string>[], cart: undefined as unknown };

// Names and pictures as the server gives them (lib/catalogue/sku-display.ts), here in German.
const offer = (skuCode: string, price: string, stock = 20): OfferView => ({
  skuCode,
  ...skuDisplay(skuCode, skuCode, 'de'),
  currency: 'EUR',
  price,
  amountCents: 1900,
  instalment: '6,33 €',
  stock,
  stockState: stock === 0 ? 'out-of-stock' : 'in-stock',
  customerType: 'consumer',
});

const line = (skuCode: string, quantity: number, total: string): CartItemView => ({
  id: `line-${skuCode}`,
  skuCode,
  ...skuDisplay(skuCode, skuCode, 'de'),
  quantity,
  unitPrice: total,
  unitAmountCents: 6900,
  total,
  stock: 20,
  stockState: 'in-stock',
});

const cartWith = (items: CartItemView[], suggestions: OfferView[]): CartView => ({
  country: 'DE',
  shipped: true,
  customerType: 'consumer',
  currency: 'EUR',
  items,
  itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
  discounts: [],
  notes: '',
  summary: {
    subtotal: '69,00 €',
    shipping: '0,00 €',
    shippingCents: 0,
    tax: '11,02 €',
    taxIncluded: true,
    taxWording: 'included',
    importNote: false,
    total: '69,00 €',
    totalCents: 6900,
  },
  suggestions,
  couponProgress: { code: 'WELCOME10', threshold: '99,00 €', total: '69,00 €', missing: '30,01 €', percent: 70 },
});

function respond(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** What the header's cart badge shows. */
function HeaderCount() {
  return <output data-testid="cart-count">{useCartCount('de')}</output>;
}

function show(locale: keyof typeof catalogues = 'de') {
  return render(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]}>
      <header>
        <HeaderCount />
      </header>
      <BuyBoxClient skuCode="FRESHLY-01" name={catalogues[locale].product.skus['FRESHLY-01']} />
    </NextIntlClientProvider>,
  );
}

async function addFreshly(locale: keyof typeof catalogues = 'de') {
  show(locale);
  const add = await screen.findByRole('button', { name: catalogues[locale].product.buyBox.addToCart });
  await waitFor(() => expect(add).toBeEnabled());
  add.focus();
  await act(async () => fireEvent.click(add));
  // The first open loads the drawer's module, slow on a busy machine.
  const dialog = await screen.findByRole('dialog', { name: catalogues[locale].cartDrawer.title }, { timeout: 5000 });
  return { add, dialog };
}

describe('the cart drawer after Add to cart', () => {
  beforeEach(() => {
    action.posts = [];
    resetActions();
    cartAction.mockImplementation(async (_previous, data): Promise<CartFormState> => {
      action.posts.push(Object.fromEntries(data) as Record<string, string>);
      const cart = action.cart as CartView;
      return { status: 'done', itemCount: cart.itemCount, cart, target: String(data.get('target') ?? ''), at: 1 };
    });
    action.cart = cartWith(
      [line('FRESHLY-01', 1, '69,00 €')],
      [offer('FRESHLY-FILTER', '19,00 €'), offer('FRESHLY-CABLE', '9,00 €', 0), offer('FRESHLY-CABLE-2', '9,00 €')],
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/cart/offers')
          ? respond({
              shipped: true,
              customerType: 'consumer',
              taxWording: 'included',
              offers: [offer('FRESHLY-01', '69,00 €')],
            })
          : respond({ itemCount: 0 }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens after a successful add, modal and labelled, with focus inside and the page behind inert', async () => {
    const { dialog } = await addFreshly();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.querySelector('header')!.parentElement!.inert).toBe(true);
    expect(action.posts).toEqual([expect.objectContaining({ intent: 'add', skuCode: 'FRESHLY-01', script: '1' })]);
  });

  it('shows the added line, the way to the code threshold and two cross-sells in stock, with checkout and the cart', async () => {
    const { dialog } = await addFreshly();
    const added = within(dialog).getByTestId('drawer-line');
    expect(added).toHaveTextContent(de.product.skus['FRESHLY-01']);
    expect(added).toHaveTextContent('Menge: 1');
    expect(added).toHaveTextContent('69,00 €');
    expect(added.querySelector('img')).not.toBeNull();
    expect(within(dialog).getByTestId('coupon-progress')).toHaveTextContent('69,00 € von 99,00 €');
    expect(
      within(dialog)
        .getAllByTestId('cross-sell')
        .map((item) => item.dataset.sku),
    ).toEqual(['FRESHLY-FILTER', 'FRESHLY-CABLE-2']);
    expect(within(dialog).getByRole('button', { name: de.cart.checkout })).toBeEnabled();
    expect(within(dialog).getByRole('link', { name: de.product.buyBox.viewCart })).toHaveAttribute(
      'href',
      '/de/warenkorb',
    );
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
  });

  it('keeps Tab inside: from the heading, through the controls, from the last to the first and back', async () => {
    const { dialog } = await addFreshly('en');
    const close = within(dialog).getByRole('button', { name: en.cartDrawer.close });
    const viewCart = within(dialog).getByRole('link', { name: en.product.buyBox.viewCart });
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(viewCart).toHaveFocus();
    fireEvent.keyDown(viewCart, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(close);
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(viewCart).toHaveFocus();
  });

  it('closes on Escape and on its close button, giving focus back to Add to cart and the page its scroll', async () => {
    const { add, dialog } = await addFreshly('en');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(add).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.querySelector('header')!.parentElement!.inert).toBe(false);

    await act(async () => fireEvent.click(add));
    const again = await screen.findByRole('dialog', { name: en.cartDrawer.title });
    fireEvent.click(within(again).getByRole('button', { name: en.cartDrawer.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(add).toHaveFocus();
  });

  it('adds a cross-sell through the same cart action, at once, and the header counts it', async () => {
    const { dialog } = await addFreshly();
    action.cart = cartWith([line('FRESHLY-01', 1, '69,00 €'), line('FRESHLY-FILTER', 1, '19,00 €')], []);
    const filter = de.product.skus['FRESHLY-FILTER'];
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: `${filter} in den Warenkorb legen` })),
    );
    expect(action.posts.at(-1)).toEqual(
      expect.objectContaining({ intent: 'add', skuCode: 'FRESHLY-FILTER', script: '1' }),
    );
    await waitFor(() => expect(within(dialog).queryAllByTestId('cross-sell')).toHaveLength(0));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');
    expect(within(dialog).getByRole('status')).toHaveTextContent(filter);
  });
});
