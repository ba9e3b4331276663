import { render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Children, isValidElement, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartBody } from '@/components/cart/CartBody';
import { CartScreen } from '@/components/cart/CartScreen';
import * as cartService from '@/lib/cart/server';
import type { CartView } from '@/lib/cart/types';
import type { Locale } from '@/lib/i18n/locales';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';

const cart = { view: undefined as unknown };
beforeEach(() => {
  vi.spyOn(cartService, 'currentCartRequest').mockResolvedValue({} as cartService.CartRequest);
  vi.spyOn(cartService, 'getCart').mockImplementation(async () => ({ view: cart.view }) as cartService.CartResult);
});
afterEach(() => vi.restoreAllMocks());

const catalogues = { en, de, it: it_ } as const;
const view = (country: string, shipped: boolean, deliveryDays?: string): CartView => ({
  country,
  shipped,
  customerType: 'consumer',
  currency: 'EUR',
  deliveryDays,
  // A cart with a product: an empty one leads with saying so and shows no delivery (issue 39, item 9).
  items: [
    {
      id: 'line-1',
      skuCode: 'FRESHLY-01',
      name: 'Freshly',
      quantity: 1,
      unitPrice: '69,00 €',
      unitAmountCents: 6900,
      total: '69,00 €',
      stock: 10,
      stockState: 'in-stock',
    },
  ],
  itemCount: 1,
  discounts: [],
  notes: '',
  suggestions: [],
});

type Element = ReactElement<Record<string, unknown>>;
type CartScreenProps = ComponentProps<typeof CartScreen>;

/** The page's cart screen, its server-rendered arrival awaited as the RSC renderer would (jsdom renders no async component). */
async function show(locale: Locale) {
  const cartScreen = await screenOf(locale);
  const arrival = cartScreen.props.arrival as Element | undefined;
  const type = arrival?.type as ((props: unknown) => Promise<ReactNode>) | undefined;
  return render(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]}>
      <CartScreen {...cartScreen.props} arrival={arrival && (await type!(arrival.props))} />
    </NextIntlClientProvider>,
  );
}

/** The element the page renders for the cart's controls. */
async function screenOf(locale: Locale): Promise<ReactElement<CartScreenProps>> {
  const body = (await CartBody({ locale })) as ReactElement<{ children: ReactNode }>;
  const found = Children.toArray(body.props.children).find(
    (child): child is ReactElement<CartScreenProps> => isValidElement(child) && child.type === CartScreen,
  );
  if (!found) throw new Error('CartBody rendered no cart screen');
  return found;
}

describe('the cart page says when the order arrives (issue 26 premium feature 3)', () => {
  it.each([
    ['en', 'DE', 'Arrives'],
    ['de', 'AT', 'Voraussichtliche Lieferung'],
    ['it', 'IT', 'Arriva'],
  ] as const)('%s: beside the working-day estimate, for the cart country %s', async (locale, country, words) => {
    cart.view = view(country, true, '2-4');
    await show(locale);
    const arrival = within(screen.getByTestId('cart-arrival')).getByTestId('delivery-date');
    expect(arrival).toHaveTextContent(words);
    await waitFor(() => expect(arrival.querySelectorAll('time')).toHaveLength(2));
    expect(screen.getByTestId('delivery-estimate')).toBeInTheDocument();
  });

  it('dates an order placed now: the cart renders per request, so the browser has nothing to recount', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:57:00Z'), toFake: ['Date'] });
    try {
      cart.view = view('IT', true, '1-2');
      const arrival = (await screenOf('en')).props.arrival as Element;
      const html = document.createElement('div');
      html.innerHTML = renderToString(await (arrival.type as (props: unknown) => Promise<ReactElement>)(arrival.props));
      // A cached page's copy would say "Fri 27 Nov – Mon 30 Nov" until the browser recounted it.
      expect(html.querySelector('strong')).toHaveTextContent('Arrives Thu 26 Nov – Fri 27 Nov');
      expect([...html.querySelectorAll('time')].map((time) => time.dateTime)).toEqual(['2026-11-26', '2026-11-27']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('promises nothing where the cart does not ship', async () => {
    cart.view = view('AU', false);
    await show('en');
    expect(screen.getByTestId('not-shipped')).toBeInTheDocument();
    expect(screen.queryByTestId('delivery-date')).toBeNull();
  });
});
