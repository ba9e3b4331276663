import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { useCartActions } from '@/components/cart/CartForm';
import { CouponForm } from '@/components/cart/CouponForm';
import type { CartFormState } from '@/lib/cart/action';
import type { CartView, CouponProgressView } from '@/lib/cart/types';
import messages from '@/messages/en.json';
import { cartAction, resetActions } from '@/tests/support/server-actions';

const action = { answer: undefined as unknown, posts: [] as Record<string, string>[] };

const refused = (message: string, target: string) => ({
  status: 'refused',
  message,
  code: 'couponInvalid',
  target,
  at: 1,
});

const cart: CartView = {
  country: 'IT',
  shipped: true,
  customerType: 'consumer',
  currency: 'EUR',
  items: [],
  itemCount: 0,
  discounts: [],
  notes: '',
  suggestions: [],
};

function Cart({ children }: { children: ReactNode }) {
  const { actions, Provider } = useCartActions(cart);
  return <Provider value={actions}>{children}</Provider>;
}

function renderForm(appliedCode?: string, progress?: CouponProgressView) {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <Cart>
        <CouponForm appliedCode={appliedCode} progress={progress} />
      </Cart>
    </NextIntlClientProvider>,
  );
}

describe('CouponForm', () => {
  beforeEach(() => {
    action.answer = { status: 'done', itemCount: 1, at: 1 };
    action.posts = [];
    resetActions();
    cartAction.mockImplementation(async (_previous, data) => {
      action.posts.push(Object.fromEntries(data) as Record<string, string>);
      return action.answer as CartFormState;
    });
  });

  it('is a form of its own: locale, intent and the code post without JavaScript too', () => {
    renderForm();
    const form = screen.getByLabelText('Discount code').closest('form')!;
    expect(Object.fromEntries(new FormData(form))).toEqual({
      locale: 'en',
      intent: 'coupon',
      target: 'coupon::',
      code: '',
    });
    expect(screen.getByLabelText('Discount code')).toBeRequired();
  });

  it("shows the action's refusal under the field, wired to the input", async () => {
    action.answer = refused('This discount code is not valid.', 'coupon::');
    renderForm();
    const input = screen.getByLabelText('Discount code');
    fireEvent.change(input, { target: { value: 'nope' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    expect(await screen.findByTestId('coupon-error')).toHaveTextContent('This discount code is not valid.');
    expect(action.posts).toEqual([expect.objectContaining({ intent: 'coupon', code: 'nope', script: '1' })]);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This discount code is not valid.');
  });

  it('offers to remove an applied code and shows a failure as an alert', async () => {
    action.answer = refused('The shop cannot be reached right now.', 'couponRemove::');
    renderForm('WELCOME10');
    expect(screen.getByTestId('coupon-applied')).toHaveTextContent('Discount code WELCOME10 applied.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove code WELCOME10' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop cannot be reached right now.');
    expect(action.posts).toEqual([expect.objectContaining({ intent: 'couponRemove' })]);
  });

  it('never says "applied" for a code that takes nothing off yet: from what amount, how much is missing, a bar', () => {
    renderForm('WELCOME10', {
      code: 'WELCOME10',
      threshold: '€99.00',
      total: '€69.00',
      missing: '€30.01',
      percent: 69,
    });
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
    expect(screen.getByTestId('coupon-waiting')).toHaveTextContent(
      'WELCOME10 takes nothing off yet: it applies to orders over €99.00.',
    );
    expect(screen.getByTestId('coupon-progress')).toHaveTextContent('€69.00 of €99.00: €30.01 to go');
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '69');
  });
});
