import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { mutate } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BuyBoxClient } from '@/components/product/BuyBoxClient';
import type { CartFormState } from '@/lib/cart/action';
import messages from '@/messages/en.json';
import { cartAction, resetActions } from '@/tests/support/server-actions';

const action = { refuse: false, posts: [] as Record<string, string>[] };

// SWR's cache is per worker: this file starts from an empty one and leaves none of its offers to later files.
const clearOffers = () => mutate(() => true, undefined, { revalidate: false });
beforeAll(clearOffers);
afterAll(clearOffers);

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

function respond(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderBox(skuCode: string, name: string) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <BuyBoxClient skuCode={skuCode} name={name} />
    </NextIntlClientProvider>,
  );
}

describe('BuyBoxClient', () => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const sku = new URL(String(input), 'http://x').searchParams.get('skus')!;
    return respond({ shipped: true, customerType: 'consumer', offers: [offer(sku, sku === 'VERDE-POT' ? 0 : 3)] });
  });

  // The window is shared with later files: its data layer is put back as found.
  let found: typeof window.dataLayer;
  beforeEach(() => {
    action.refuse = false;
    action.posts = [];
    resetActions();
    cartAction.mockImplementation(async (_previous, data) => {
      action.posts.push(Object.fromEntries(data) as Record<string, string>);
      const answer = action.refuse
        ? {
            status: 'refused',
            message: 'This product is not available in the requested quantity.',
            code: 'unavailable',
            at: 1,
          }
        : { status: 'done', itemCount: 1, at: 1 };
      return answer as CartFormState;
    });
    found = window.dataLayer;
    window.dataLayer = [];
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
    window.dataLayer = found;
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
    // The form's own fields through the cart action, marked as sent by the script (so no redirect to the cart).
    await waitFor(() =>
      expect(action.posts).toEqual([
        expect.objectContaining({ intent: 'add', skuCode: 'AURA-01', quantity: '2', locale: 'en', script: '1' }),
      ]),
    );
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
    action.refuse = true;
    renderBox('AURA-01', 'Aura personal purifier');
    const button = await screen.findByRole('button', { name: 'Add to cart' });
    await waitFor(() => expect(button).toBeEnabled());
    await act(async () => fireEvent.click(button));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('This product is not available in the requested quantity.'),
    );
    expect(window.dataLayer?.some((e) => e.event === 'add_to_cart')).toBe(false);
  });

  it('says why a typed quantity over the stock becomes the stock (issue 26 defect 12: Aura 5 → 3)', async () => {
    renderBox('AURA-01', 'Aura personal purifier');
    const button = await screen.findByRole('button', { name: 'Add to cart' });
    await waitFor(() => expect(button).toBeEnabled());
    const field = screen.getByLabelText('Quantity');
    fireEvent.change(field, { target: { value: '5' } });
    expect(field).toHaveValue(3);
    expect(screen.getByRole('status')).toHaveTextContent('Only 3 in stock, so at most 3 can be added.');
    fireEvent.change(field, { target: { value: '2' } });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says a sold-out SKU is sold out, with nothing to buy it by: no quantity, button or instalments', async () => {
    renderBox('VERDE-POT', 'Verde pot');
    expect(await screen.findByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText('Quantity')).toBeNull();
    expect(document.querySelector('[data-payment-widget]')).toBeNull();
  });
});
