import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartScreen } from '@/components/cart/CartScreen';
import messages from '@/messages/de.json';

vi.mock('@/components/layout/AppLink', () => ({
  AppLink: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const emptyCart = {
  itemCount: 0,
  items: [],
  discounts: [],
  suggestions: [],
  notes: '',
  country: 'DE',
  shipped: true,
  customerType: 'consumer',
  currency: 'EUR',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderCart(unavailable: boolean) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <NextIntlClientProvider locale="de" messages={messages}>
        <CartScreen unavailable={unavailable} />
      </NextIntlClientProvider>
    </SWRConfig>,
  );
}

describe('cart with the shop unreachable', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says so in the visitor language and recovers on "try again"', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json({ error: messages.cart.errors.service, code: 'service' }, 503))
      .mockResolvedValue(json(emptyCart));
    vi.stubGlobal('fetch', fetchMock);
    renderCart(true);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.cart.errors.service);
    fireEvent.click(screen.getByRole('button', { name: messages.errors.retry }));
    await waitFor(() => expect(screen.getByText(messages.cart.empty)).toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows the same message when the browser cannot reach the site at all', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderCart(false);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.cart.errors.service);
  });
});
