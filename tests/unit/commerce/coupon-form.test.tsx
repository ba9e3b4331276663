import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { useCartActions } from '@/components/cart/CartForm';
import { CouponForm } from '@/components/cart/CouponForm';
import type { CartFormState } from '@/lib/cart/action';
import type { CartView, CouponProgressView } from '@/lib/cart/types';
import { cartCountries } from '@/lib/cart/countries';
import type { Locale } from '@/lib/i18n/locales';
import de from '@/messages/de.json';
import messages from '@/messages/en.json';
import it_ from '@/messages/it.json';
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

const catalogues = { en: messages, de, it: it_ } as const;

function showCart(view: Partial<CartView>, locale: Locale = 'en') {
  render(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]}>
      <Cart>
        <CouponForm cart={{ ...cart, ...view }} countries={cartCountries(locale)} cartHref="/cart" />
      </Cart>
    </NextIntlClientProvider>,
  );
}

function renderForm(appliedCode?: string, progress?: CouponProgressView) {
  showCart({ couponCode: appliedCode, couponProgress: progress });
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
    expect(input).toHaveValue('nope');
  });

  it('offers to remove an applied code and shows a failure as an alert', async () => {
    action.answer = refused('The shop cannot be reached right now.', 'couponRemove::');
    renderForm('WELCOME10');
    expect(screen.getByTestId('coupon-applied')).toHaveTextContent('Discount code WELCOME10 applied.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove code WELCOME10' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop cannot be reached right now.');
    expect(action.posts).toEqual([expect.objectContaining({ intent: 'couponRemove' })]);
  });

  it('never says "applied" for a code that takes nothing off: no longer applies, why, from what amount, a bar', () => {
    renderForm('WELCOME10', {
      code: 'WELCOME10',
      threshold: '€99.00',
      total: '€69.00',
      missing: '€30.01',
      percent: 69,
    });
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
    expect(screen.getByTestId('coupon-lapsed')).toHaveTextContent(
      'WELCOME10 no longer applies: your order comes to €69.00 after other discounts, and the code is for orders ' +
        'over €99.00. It will apply again as soon as your order is over €99.00.',
    );
    expect(screen.getByTestId('coupon-progress')).toHaveTextContent('€69.00 of €99.00: €30.01 to go');
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '69');
  });
});

describe('a code a change took off (issue 39, items 1 and 8): one message, at the field', () => {
  const progress = { code: 'WELCOME10', threshold: '99,00 €', total: '95,93 €', missing: '3,08 €', percent: 96 };
  const lapsed = {
    savedCoupon: { code: 'WELCOME10', threshold: '99,00 €' },
    couponProgress: progress,
    couponLapsed: { code: 'WELCOME10', back: 'customerType' as const, place: 'consumer' },
  };
  const expected = {
    en: 'WELCOME10 no longer applies: your order comes to 95,93 € after other discounts, and the code is for orders over 99,00 €. It will apply again as soon as your order is over 99,00 €.',
    de: 'WELCOME10 gilt nicht mehr: Ihre Bestellung beträgt nach anderen Rabatten 95,93 €, der Code gilt für Bestellungen über 99,00 €. Der Code gilt wieder, sobald Ihre Bestellung über 99,00 € liegt.',
    it: 'WELCOME10 non vale più: dopo gli altri sconti l’ordine è di 95,93 € e il codice vale per ordini superiori a 99,00 €. Varrà di nuovo non appena l’ordine supererà 99,00 €.',
  };

  it.each(['en', 'de', 'it'] as const)('%s: says it no longer applies, why and when it applies again', (locale) => {
    showCart(lapsed, locale);
    const field = document.getElementById('coupon')!;
    expect(screen.getByTestId('coupon-lapsed')).toHaveTextContent(expected[locale]);
    expect(screen.getByRole('status')).toBe(screen.getByTestId('coupon-lapsed'));
    expect(field).toContainElement(screen.getByTestId('coupon-lapsed'));
    expect(screen.queryByTestId('coupon-saved')).toBeNull();
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
    const remove = screen.getByRole('button', {
      name: catalogues[locale].cart.coupon.remove.replace('{code}', 'WELCOME10'),
    });
    expect(remove).toHaveAccessibleDescription(expected[locale]);
  });

  it('a referral code another currency refuses: the reason, and the way back (the country left)', () => {
    showCart({
      savedCouponRefused: { code: 'MARIA-7K2Q', reason: 'referralOtherMarket', amount: '£20.00' },
      couponLapsed: { code: 'MARIA-7K2Q', back: 'country', place: 'IT' },
    });
    expect(screen.getByTestId('coupon-lapsed')).toHaveTextContent(
      'MARIA-7K2Q no longer applies: This referral code belongs to a shop in another currency and cannot be used ' +
        'with this shipping country. It will apply again when you ship to Italy again.',
    );
    expect(screen.queryByTestId('coupon-refused')).toBeNull();
  });

  it('a code saved under its threshold is said once, at the field, with no error beside it', () => {
    showCart({ savedCoupon: { code: 'WELCOME10', threshold: '€99.00' } });
    expect(screen.getAllByText(/WELCOME10 is saved/)).toHaveLength(1);
    expect(screen.getByTestId('coupon-saved')).toHaveTextContent(
      'WELCOME10 is saved for this cart: 10% off once your order is over €99.00.',
    );
    expect(screen.queryByTestId('coupon-error')).toBeNull();
  });

  it('a code a move dropped that the cart cannot keep is said at the entry field, which describes it', () => {
    showCart({ couponDropped: true });
    expect(screen.getByLabelText('Discount code')).toHaveAccessibleDescription(messages.cart.couponDropped);
  });
});
