import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CartScreen } from '@/components/cart/CartScreen';
import messages from '@/messages/de.json';

vi.mock('@/components/layout/AppLink', () => ({
  AppLink: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));
vi.mock('@/lib/commerce/action', () => ({ cartAction: vi.fn(), checkoutAction: vi.fn() }));

describe('cart with the shop unreachable', () => {
  it('says so in the visitor language and links to the cart again (a link: it works without JavaScript)', () => {
    render(
      <NextIntlClientProvider locale="de" messages={messages}>
        <CartScreen />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(messages.cart.errors.service);
    expect(screen.getByRole('link', { name: messages.errors.retry })).toHaveAttribute('href', '/cart');
  });
});
