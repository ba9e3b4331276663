import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { SummaryRows } from '@/components/cart/SummaryRows';
import { BuyBoxClient } from '@/components/product/BuyBoxClient';
import type { Order } from '@commercelayer/sdk';
import type { CartView, OffersView } from '@/lib/cart/types';
import { cartView } from '@/lib/cart/view';
import { marketForCountry } from '@/lib/markets/regions';
import type { Locale } from '@/lib/i18n/locales';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';

const catalogues = { en, de, it: it_ } as const;
// The summary as the server builds it for the cart's country (its tax wording is decided there).
const cart = (locale: Locale, country: string, currency: CartView['currency'], taxIncluded: boolean): CartView => {
  const line = { id: 'l1', item_type: 'skus', sku_code: 'FRESHLY-01', quantity: 1, total_amount_cents: 6900 };
  const order: Partial<Order> = {
    id: 'o1',
    currency_code: currency,
    subtotal_amount_cents: 6900,
    shipping_amount_cents: 0,
    total_tax_amount_cents: taxIncluded ? 1102 : 0,
    tax_included: taxIncluded,
    total_amount_cents: 6900,
    line_items: [line as NonNullable<Order['line_items']>[number]],
  };
  const place = { country, shipped: true, market: marketForCountry(country, 'consumer')! };
  return cartView(place, order as Order, new Map(), [], locale);
};

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
    show(locale, cart(locale, 'US', 'USD', true));
    expect(screen.getByText(m.taxes, { exact: true })).toBeInTheDocument();
    expect(screen.getByTestId('summary-tax')).toHaveTextContent(m.taxAtCheckout);
    expect(screen.queryByText(m.taxIncluded)).toBeNull();
    expect(screen.queryByTestId('import-note')).toBeNull();
  });

  it('Switzerland: an export without VAT, and import VAT or duties may be charged on delivery', () => {
    show(locale, cart(locale, 'CH', 'EUR', false));
    expect(screen.getByText(m.taxExport, { exact: true })).toBeInTheDocument();
    expect(screen.getByTestId('import-note')).toHaveTextContent(m.importNote);
  });

  it('Germany: VAT included and no import note', () => {
    show(locale, cart(locale, 'DE', 'EUR', true));
    expect(screen.getByText(m.taxIncluded, { exact: true })).toBeInTheDocument();
    expect(screen.getByTestId('summary-tax')).toHaveTextContent(locale === 'en' ? '€11.02' : '11,02');
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
        instalment: '$33.00',
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
