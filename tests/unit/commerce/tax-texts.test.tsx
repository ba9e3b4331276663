import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { SummaryRows } from '@/components/cart/SummaryRows';
import { BuyBoxClient } from '@/components/product/BuyBoxClient';
import type { CartView, OffersView } from '@/lib/commerce/cart-types';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';

const catalogues = { en, de, it: it_ } as const;
const cart = (country: string, currency: CartView['currency'], taxIncluded: boolean): CartView => ({
  country,
  shipped: true,
  customerType: 'consumer',
  currency,
  items: [],
  itemCount: 1,
  discounts: [],
  notes: '',
  suggestions: [],
  summary: {
    subtotal: '69.00',
    shipping: '0.00',
    shippingCents: 0,
    tax: taxIncluded ? '11.02' : '0.00',
    taxIncluded,
    total: '69.00',
    totalCents: 6900,
  },
});

function show(locale: keyof typeof catalogues, view: CartView) {
  render(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]}>
      <SummaryRows cart={view} summary={view.summary!} />
    </NextIntlClientProvider>,
  );
}

describe.each(Object.keys(catalogues) as (keyof typeof catalogues)[])('the cart summary’s taxes (%s)', (locale) => {
  const m = catalogues[locale].cart.summary;

  it('US and Canada: taxes are calculated at checkout, never "included 0.00"', () => {
    show(locale, cart('US', 'USD', true));
    expect(screen.getByText(m.taxes, { exact: true })).toBeInTheDocument();
    expect(screen.getByTestId('summary-tax')).toHaveTextContent(m.taxAtCheckout);
    expect(screen.queryByText(m.taxIncluded)).toBeNull();
    expect(screen.queryByTestId('import-note')).toBeNull();
  });

  it('Switzerland: an export without VAT, and import VAT or duties may be charged on delivery', () => {
    show(locale, cart('CH', 'EUR', false));
    expect(screen.getByText(m.taxExport, { exact: true })).toBeInTheDocument();
    expect(screen.getByTestId('import-note')).toHaveTextContent(m.importNote);
  });

  it('Germany: VAT included and no import note', () => {
    show(locale, cart('DE', 'EUR', true));
    expect(screen.getByText(m.taxIncluded, { exact: true })).toBeInTheDocument();
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('11.02');
    expect(screen.queryByTestId('import-note')).toBeNull();
  });
});

describe.each(Object.keys(catalogues) as (keyof typeof catalogues)[])('the buy box’s taxes (%s)', (locale) => {
  const m = catalogues[locale].product.buyBox;
  const offers = (taxWording: OffersView['taxWording']): OffersView => ({
    shipped: true,
    customerType: 'consumer',
    taxWording,
    offers: [
      {
        skuCode: 'AURA-01',
        name: 'Aura',
        currency: 'USD',
        price: '$99.00',
        amountCents: 9900,
        stock: 20,
        stockState: 'in-stock',
        customerType: 'consumer',
      },
    ],
  });

  it.each([
    ['atCheckout', m.taxAtCheckout],
    ['export', m.vatExport],
    ['included', m.vatIncluded],
    ['added', m.vatExcluded],
  ] as const)('%s: %s', (wording, text) => {
    render(
      <NextIntlClientProvider locale={locale} messages={catalogues[locale]}>
        <BuyBoxClient skuCode="AURA-01" name="Aura" initialOffers={offers(wording)} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId('buy-box-tax')).toHaveTextContent(text);
  });
});
