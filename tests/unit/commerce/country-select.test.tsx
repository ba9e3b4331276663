import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartActions } from '@/components/cart/CartForm';
import { MarketControls } from '@/components/cart/MarketControls';
import type { CartFormState } from '@/lib/cart/action';
import { cartCountries } from '@/lib/cart/countries';
import type { CartView } from '@/lib/cart/types';
import messages from '@/messages/en.json';
import { cartAction, resetActions } from '@/tests/support/server-actions';

const posts: Record<string, string>[] = [];

const cart: CartView = {
  country: 'IE',
  shipped: true,
  customerType: 'consumer',
  currency: 'EUR',
  deliveryDays: '2-4',
  items: [],
  itemCount: 0,
  discounts: [],
  notes: '',
  suggestions: [],
};

function Controls() {
  const { view, actions, Provider } = useCartActions(cart);
  return (
    <Provider value={actions}>
      <MarketControls cart={view} countries={cartCountries('en')} />
    </Provider>
  );
}

function show() {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <Controls />
    </NextIntlClientProvider>,
  );
  const select = screen.getByTestId('country-select') as HTMLSelectElement;
  select.focus();
  return select;
}

/** What a closed select does on an arrow key or a typed letter: the next option, and `change` at once. */
function walk(select: HTMLSelectElement, key: string, to: string) {
  fireEvent.keyDown(select, { key });
  fireEvent.change(select, { target: { value: to } });
}

describe('the shipping country with the keyboard (issue 39, item 2)', () => {
  beforeEach(() => {
    posts.length = 0;
    resetActions();
    cartAction.mockImplementation(async (_previous, data) => {
      posts.push(Object.fromEntries(data) as Record<string, string>);
      return { status: 'done', itemCount: 0, target: String(data.get('target')), at: Date.now() } as CartFormState;
    });
  });

  it('walks the options with arrow keys and typed letters without posting, and applies on Enter, focus kept', async () => {
    const select = show();
    walk(select, 'u', 'AE');
    walk(select, 'ArrowDown', 'GB');
    walk(select, 'ArrowUp', 'UA');
    walk(select, 'ArrowDown', 'GB');
    expect(posts).toEqual([]);
    expect(select).toHaveValue('GB');
    await act(async () => fireEvent.keyDown(select, { key: 'Enter' }));
    expect(posts).toEqual([expect.objectContaining({ intent: 'place', country: 'GB', script: '1' })]);
    expect(select).toHaveFocus();
  });

  it('applies a choice picked from the open list (a pointer, or Enter after Alt+↓) at once', async () => {
    const select = show();
    fireEvent.pointerDown(select);
    await act(async () => fireEvent.change(select, { target: { value: 'DE' } }));
    fireEvent.keyDown(select, { key: 'ArrowDown', altKey: true });
    await act(async () => fireEvent.change(select, { target: { value: 'FR' } }));
    expect(posts.map((post) => post.country)).toEqual(['DE', 'FR']);
  });

  it('applies with the Update button after walking, as it does without JavaScript', async () => {
    const select = show();
    walk(select, 'ArrowDown', 'IT');
    await act(async () => fireEvent.click(screen.getByTestId('country-submit')));
    expect(posts.map((post) => post.country)).toEqual(['IT']);
  });
});
