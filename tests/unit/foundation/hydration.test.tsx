import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartScreen } from '@/components/cart/CartScreen';
import { ConsentBannerHost } from '@/components/consent/ConsentBannerHost';
import { BuyBoxClient } from '@/components/product/BuyBoxClient';
import { cartCountries } from '@/lib/cart/countries';
import type { CartView } from '@/lib/cart/types';
import { ConsentProvider } from '@/lib/consent/client';
import { consentCookieName, parseConsentCookie, readConsentCookie } from '@/lib/consent/state';
import en from '@/messages/en.json';
import { route } from '@/tests/support/next-navigation';
import { auraOffers } from '@/tests/support/offers';
import { cartAction, resetActions } from '@/tests/support/server-actions';

// What a visitor does on the server's HTML before or while React hydrates it takes effect (ADR 0056): React hydrates
// in place and replays a press that arrives while it hydrates; nothing replaces the HTML the visitor is using.

const roots: Root[] = [];

/** The server's HTML of `ui` in the document, as the browser has it before the page's script runs. */
function served(ui: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

function hydrate(container: HTMLElement, ui: ReactNode) {
  const root = hydrateRoot(container, ui);
  roots.push(root);
  return root;
}

const withTexts = (children: ReactNode) => (
  <NextIntlClientProvider locale="en" messages={en}>
    {children}
  </NextIntlClientProvider>
);

beforeAll(() => {
  // jsdom has <dialog> without its methods (the banner closes its settings dialog on a decision).
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
beforeEach(() => {
  resetActions();
  route('/');
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
});
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
  document.cookie = `${consentCookieName}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`;
  vi.unstubAllGlobals();
});

describe('a page hydrated in place', () => {
  it('stores a consent decision as it is pressed, so a reload right after the press keeps it', async () => {
    const ui = withTexts(
      <ConsentProvider revision={1} vendors={{}} nonce={undefined}>
        <ConsentBannerHost />
      </ConsentProvider>,
    );
    const container = served(ui);
    await act(async () => void hydrate(container, ui));
    const banner = within(container).getByRole('region', { name: en.consent.title });
    fireEvent.click(within(banner).getByRole('button', { name: en.consent.rejectAll }));
    // Read at once, with nothing awaited: what a reload made now would find.
    expect(parseConsentCookie(readConsentCookie(document.cookie))?.categories).toEqual(['necessary']);
  });

  it('posts an add to cart clicked while the page hydrates', async () => {
    cartAction.mockResolvedValue({ status: 'done', itemCount: 1, target: '', at: 1 });
    const offers = auraOffers();
    const ui = withTexts(<BuyBoxClient skuCode="AURA-01" name="Aura" initialOffers={offers} />);
    const container = served(ui);
    const add = within(container).getByRole('button', { name: en.product.buyBox.addToCart });
    // Not inside act(): React has only begun, and the click arrives before it has hydrated the button.
    hydrate(container, ui);
    fireEvent.click(add);
    await waitFor(() => expect(cartAction).toHaveBeenCalledTimes(1));
    const sent = cartAction.mock.calls[0][1];
    expect(Object.fromEntries(sent)).toMatchObject({ intent: 'add', skuCode: 'AURA-01', quantity: '1', script: '1' });
    expect(add.isConnected).toBe(true);
  });

  it('sends a country chosen before the page’s script ran once the page hydrates', async () => {
    route('/cart');
    cartAction.mockResolvedValue({ status: 'done', itemCount: 1, target: '', at: 1 });
    const cart = {
      country: 'DE',
      shipped: true,
      customerType: 'consumer',
      currency: 'EUR',
      // With a product: an empty cart offers no country to choose (issue 39, item 9).
      items: [
        {
          id: 'line-1',
          skuCode: 'FRESHLY-01',
          name: 'Freshly',
          quantity: 1,
          unitPrice: '€69.00',
          unitAmountCents: 6900,
          total: '€69.00',
          stock: 10,
          stockState: 'in-stock',
        },
      ],
      itemCount: 1,
      discounts: [],
      notes: '',
      suggestions: [],
    } satisfies CartView;
    const ui = withTexts(<CartScreen cart={cart} countries={cartCountries('en')} home="/" cartHref="/cart" />);
    const container = served(ui);
    const select = container.querySelector<HTMLSelectElement>('select[name="country"]')!;
    select.value = 'FR';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await act(async () => void hydrate(container, ui));
    await waitFor(() => expect(cartAction).toHaveBeenCalledTimes(1));
    expect(Object.fromEntries(cartAction.mock.calls[0][1])).toMatchObject({ intent: 'place', country: 'FR' });
    expect(select.isConnected).toBe(true);
  });
});
