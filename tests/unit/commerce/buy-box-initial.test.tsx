import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BuyBoxClient } from '@/components/product/BuyBoxClient';
import messages from '@/messages/en.json';

const initialOffers = {
  shipped: true,
  customerType: 'consumer' as const,
  taxWording: 'included' as const,
  offers: [
    {
      skuCode: 'AURA-01',
      name: 'Aura',
      currency: 'GBP',
      price: '£79.00',
      amountCents: 7900,
      instalment: '£26.33',
      stock: 40,
      stockState: 'in-stock' as const,
      customerType: 'consumer' as const,
    },
  ],
};

describe('BuyBoxClient with the server-rendered offer', () => {
  const fetchMock = vi.fn<(input: RequestInfo | URL) => Promise<Response>>(
    async () => new Response('{}', { headers: { 'Content-Type': 'application/json' } }),
  );
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  it('shows the price on the first render and never asks the offers API', () => {
    render(
      <NextIntlClientProvider locale="en" messages={messages}>
        <BuyBoxClient skuCode="AURA-01" name="Aura" initialOffers={initialOffers} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId('buy-box-price')).toHaveTextContent('£79.00');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/cart/offers'))).toBe(false);
  });
});
