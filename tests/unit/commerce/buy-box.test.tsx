import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BuyBoxClient } from '@/components/product/BuyBoxClient';
import messages from '@/messages/en.json';

vi.mock('@/components/layout/AppLink', () => ({
  AppLink: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const offer = (skuCode: string, stock: number) => ({
  skuCode,
  name: skuCode,
  currency: 'EUR',
  price: '€89.00',
  amountCents: 8900,
  stock,
  stockState: stock === 0 ? 'out-of-stock' : stock < 5 ? 'scarce' : 'in-stock',
  customerType: 'consumer',
});

const emptyCart = {
  itemCount: 0,
  items: [],
  discounts: [],
  suggestions: [],
  notes: '',
  country: 'IE',
  shipped: true,
  customerType: 'consumer',
  currency: 'EUR',
};

function respond(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderBox(skuCode: string, name: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <NextIntlClientProvider locale="en" messages={messages}>
        <BuyBoxClient skuCode={skuCode} name={name} />
      </NextIntlClientProvider>
    </SWRConfig>,
  );
}

describe('BuyBoxClient', () => {
  let addStatus = 200;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/cart/offers')) {
      const sku = new URL(url, 'http://x').searchParams.get('skus')!;
      return respond({ shipped: true, customerType: 'consumer', offers: [offer(sku, sku === 'VERDE-POT' ? 0 : 3)] });
    }
    if (url.startsWith('/api/cart/items') && init?.method === 'POST') {
      return addStatus === 200
        ? respond({ ...emptyCart, itemCount: 1 })
        : respond(
            { error: 'This product is not available in the requested quantity.', code: 'unavailable' },
            addStatus,
          );
    }
    return respond(emptyCart);
  });

  beforeEach(() => {
    addStatus = 200;
    window.dataLayer = [];
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  it('shows the price, the scarcity alert and payment placeholders, and pushes view_item once', async () => {
    renderBox('AURA-01', 'Aura personal purifier');
    expect(await screen.findByText('€89.00')).toBeInTheDocument();
    expect(screen.getByText('Only 3 products left.')).toBeInTheDocument();
    expect(screen.getByText('VAT included')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-payment-widget]')).toHaveLength(3);
    await waitFor(() => expect(window.dataLayer?.filter((e) => e.event === 'view_item')).toHaveLength(1));
  });

  it('adds with immediate feedback and pushes add_to_cart', async () => {
    renderBox('AURA-01', 'Aura personal purifier');
    const button = await screen.findByRole('button', { name: 'Add to cart' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '2' } });
    await act(async () => fireEvent.click(button));
    expect(screen.getByRole('status')).toHaveTextContent('Aura personal purifier added to your cart.');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ skuCode: 'AURA-01', quantity: 2 });
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual(
        expect.objectContaining({
          event: 'add_to_cart',
          ecommerce: expect.objectContaining({ currency: 'EUR', value: 178 }),
        }),
      ),
    );
  });

  it('replaces the optimistic message with the localized error when the add fails', async () => {
    addStatus = 422;
    renderBox('AURA-01', 'Aura personal purifier');
    const button = await screen.findByRole('button', { name: 'Add to cart' });
    await waitFor(() => expect(button).toBeEnabled());
    await act(async () => fireEvent.click(button));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('This product is not available in the requested quantity.'),
    );
    expect(window.dataLayer?.some((e) => e.event === 'add_to_cart')).toBe(false);
  });

  it('labels an out-of-stock SKU and disables buying', async () => {
    renderBox('VERDE-POT', 'Verde pot');
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });
});
