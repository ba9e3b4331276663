import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartIndicator } from '@/components/cart/CartIndicator';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';

const cart = vi.hoisted(() => ({ count: undefined as number | undefined }));
vi.mock('@/lib/cart/client', () => ({ useCartCount: () => cart.count }));

const catalogues = { en, de, it: it_ } as const;

describe('the header cart link', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['en', 1, 'Cart, 1 product'],
    ['en', 12, 'Cart, 12 products'],
    ['de', 2, 'Warenkorb, 2 Produkte'],
    ['it', 1, 'Carrello, 1 prodotto'],
  ] as const)('in %s names %i in its label without building a number formatter', (locale, count, label) => {
    cart.count = count;
    const formatter = vi.spyOn(Intl, 'NumberFormat');
    render(
      <NextIntlClientProvider locale={locale} messages={catalogues[locale]}>
        <CartIndicator href="/cart" />
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId('cart-indicator')).toHaveAttribute('aria-label', label);
    expect(screen.getByTestId('cart-count')).toHaveTextContent(String(count));
    // The browser's first Intl.NumberFormat loads ICU's number data: about 100 ms at 4x CPU on every page (ADR 0080).
    expect(formatter).not.toHaveBeenCalled();
  });

  it('says "Cart" alone until the count is known', () => {
    cart.count = undefined;
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <CartIndicator href="/cart" />
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId('cart-indicator')).toHaveAttribute('aria-label', 'Cart');
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });
});
