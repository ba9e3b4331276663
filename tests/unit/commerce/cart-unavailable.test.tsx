import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { CartUnavailable } from '@/components/cart/CartUnavailable';
import messages from '@/messages/de.json';

describe('cart with the shop unreachable', () => {
  it('says so in the visitor language and links to the cart again (a link: it works without JavaScript)', () => {
    render(
      <NextIntlClientProvider locale="de" messages={messages}>
        <CartUnavailable />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(messages.cart.errors.service);
    expect(screen.getByRole('link', { name: messages.errors.retry })).toHaveAttribute('href', '/de/warenkorb');
  });
});
