import { existsSync, readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { CartScreen } from '@/components/cart/CartScreen';
import { cartCountries } from '@/lib/cart/countries';
import { applyCartChange } from '@/lib/cart/optimistic';
import { skuImage, skuRoute, sparePartSkus } from '@/lib/catalogue/products';
import { skuDisplay } from '@/lib/catalogue/sku-display';
import { countryName } from '@/lib/forms/countries';
import type { CartItemView, CartView, OfferView } from '@/lib/cart/types';
import type { Locale } from '@/lib/i18n/locales';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';

// Lines as the server builds them for the page's language (lib/cart/view.ts).
const line = (skuCode: string, id: string, locale: Locale): CartItemView => ({
  id,
  skuCode,
  ...skuDisplay(skuCode, skuCode, locale),
  quantity: 1,
  unitPrice: '9,00 €',
  unitAmountCents: 900,
  total: '9,00 €',
  stock: 10,
  stockState: 'in-stock',
});

const cartIn = (locale: Locale): CartView => ({
  country: 'CZ',
  shipped: true,
  customerType: 'consumer',
  currency: 'EUR',
  deliveryDays: '2–4',
  items: [line('FRESHLY-01', 'a', locale), line('AURA-STRAP', 'b', locale)],
  itemCount: 2,
  discounts: [],
  notes: '',
  suggestions: [],
});

/** The Freshly filter as the cart offers it, in stock, at 19,00 €. */
const filterOffer = (locale: Locale): OfferView => ({
  skuCode: 'FRESHLY-FILTER',
  ...skuDisplay('FRESHLY-FILTER', 'Filter', locale),
  currency: 'EUR',
  price: '19,00 €',
  amountCents: 1900,
  instalment: '6,33 €',
  stock: 40,
  stockState: 'in-stock',
  customerType: 'consumer',
});

const catalogues = { en, de, it: it_ } as const;

function show(locale: Locale, cart = cartIn(locale)) {
  return render(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]}>
      <CartScreen
        cart={cart}
        countries={cartCountries(locale)}
        home={locale === 'en' ? '/' : `/${locale}`}
        cartHref={locale === 'en' ? '/cart' : `/${locale}/cart`}
        products={<ul data-testid="empty-products" />}
      />
    </NextIntlClientProvider>,
  );
}

describe('cart lines', () => {
  it('link to the product page, and a part to the spare-parts page, in the page language', () => {
    show('de');
    const [device, part] = screen.getAllByTestId('cart-line');
    expect(within(device!).getByRole('link', { name: de.product.skus['FRESHLY-01'] })).toHaveAttribute(
      'href',
      '/de/freshly',
    );
    expect(within(part!).getByRole('link', { name: de.product.skus['AURA-STRAP'] })).toHaveAttribute(
      'href',
      '/de/ersatzteile',
    );
  });

  it("picture a spare part by its own photo, not the device's (issue 26 defect 12)", () => {
    show('en');
    const part = screen.getAllByTestId('cart-line')[1]!;
    expect(decodeURIComponent(part.querySelector('img')!.getAttribute('src')!)).toContain(
      '/content/products/parts/aura-strap.webp',
    );
    for (const sku of sparePartSkus) expect(existsSync(`public${skuImage(sku)}`), sku).toBe(true);
  });

  it('show a suggestion added before the server answers with its name, link and picture', () => {
    show('it', applyCartChange(cartIn('it'), { kind: 'add', offer: filterOffer('it') }));
    const pending = screen.getAllByTestId('cart-line')[2]!;
    expect(within(pending).getByRole('link', { name: it_.product.skus['FRESHLY-FILTER'] })).toHaveAttribute(
      'href',
      '/it/ricambi',
    );
    expect(decodeURIComponent(pending.querySelector('img')!.getAttribute('src')!)).toContain(
      '/content/products/parts/freshly-filter.webp',
    );
  });

  it('lead back home from an empty cart, in the page language', () => {
    show('de', { ...cartIn('de'), items: [], itemCount: 0 });
    expect(screen.getByRole('link', { name: de.cart.continueShopping })).toHaveAttribute('href', '/de');
  });

  it.each(['en', 'de', 'it'] as const)(
    '%s: an empty cart leads with saying so and the way to the products, nothing to choose around it',
    (locale) => {
      const suggestion = { ...cartIn(locale), items: [], itemCount: 0 };
      show(locale, {
        ...suggestion,
        suggestions: [filterOffer(locale)],
      });
      const cart = screen.getByTestId('cart');
      const text = (cart.textContent ?? '').replace(screen.getByTestId('cart-status').textContent ?? '', '');
      expect(text.startsWith(catalogues[locale].cart.empty)).toBe(true);
      expect(catalogues[locale].cart.empty).toBe(
        { en: 'Your cart is empty.', de: 'Ihr Warenkorb ist leer.', it: 'Il tuo carrello è vuoto.' }[locale],
      );
      expect(within(cart).getByTestId('empty-products')).toBeInTheDocument();
      for (const absent of ['country-select', 'delivery-estimate', 'customer-type-submit'])
        expect(screen.queryByTestId(absent), absent).toBeNull();
      expect(screen.queryByRole('radio')).toBeNull();
      expect(screen.queryByText(catalogues[locale].cart.suggestions.title)).toBeNull();
    },
  );

  it('name product pages whose content sells that SKU in every language', () => {
    for (const sku of ['FRESHLY-01', 'VERDE-BASIC', 'VERDE-SMART', 'AURA-01']) {
      const uid = skuRoute(sku)?.params?.uid;
      for (const lang of ['en-gb', 'de-de', 'it-it']) {
        const doc = JSON.parse(readFileSync(`content/documents/${lang}/product_page/${uid}.json`, 'utf8'));
        expect(doc.data.sku_code, `${lang}/${uid}`).toBe(sku);
      }
    }
  });
});

describe('the cart states its count, server-rendered: what the header cannot say without JavaScript (ADR 0075)', () => {
  it.each([
    ['en', '2 products'],
    ['de', '2 Produkte'],
    ['it', '2 prodotti'],
  ] as const)('%s', (locale, text) => {
    show(locale);
    expect(screen.getByTestId('cart-item-count')).toHaveTextContent(text);
  });
});

describe('the cart names countries as the forms do (issue 26 defect 12: one country naming)', () => {
  it.each(['en', 'de', 'it'] as const)('%s', (locale) => {
    show(locale);
    const select = screen.getByTestId('country-select');
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(countryName('CZ', locale));
    const labels = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toContain(countryName('GB', locale));
    expect(labels).toEqual([...labels].sort(new Intl.Collator(locale).compare));
  });
});
