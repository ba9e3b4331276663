import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as delivery from '@/components/delivery/DeliveryDate';
import { BuyBox } from '@/components/product/BuyBox';
import * as client from '@/components/product/BuyBoxClient';
import * as stockAlert from '@/components/product/StockAlertForm';
import { auraOffers } from '@/tests/support/offers';
import type { Locale } from '@/lib/i18n/locales';
import * as market from '@/lib/market-variants/server';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';

const catalogues = { en, de, it: it_ } as const;

async function renderBox(locale: Locale, stock: number) {
  const offers = auraOffers(stock);
  vi.spyOn(market, 'placeOffer').mockResolvedValue({ view: offers, offer: offers.offers[0] });
  return (
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]}>
      {await BuyBox({ locale, skuCode: 'AURA-01', sticky: true })}
    </NextIntlClientProvider>
  );
}

describe('a sold-out buy box', () => {
  beforeEach(() => {
    vi.spyOn(market, 'placeDelivery').mockReturnValue({ country: 'DE', days: '2-4' });
    // Replaced through their exports' getters: jsdom renders no async server component.
    vi.spyOn(delivery as { DeliveryDate: unknown }, 'DeliveryDate', 'get').mockReturnValue(() => (
      <span data-testid="delivery-date">Arrives Wed 2 Dec – Fri 4 Dec</span>
    ));
    vi.spyOn(stockAlert as { StockAlertForm: unknown }, 'StockAlertForm', 'get').mockReturnValue(() => (
      <section data-testid="stock-alert" />
    ));
  });
  afterEach(() => vi.restoreAllMocks());

  it.each(['en', 'de', 'it'] as const)(
    'in %s says "sold out" plainly, promises nothing a purchase brings, and offers the back-in-stock form',
    async (locale) => {
      const m = catalogues[locale].product.buyBox;
      render(await renderBox(locale, 0));
      const box = screen.getByTestId('buy-box');
      expect(within(box).getByTestId('stock-label')).toHaveTextContent(m.outOfStock);
      expect(m.outOfStock).toMatch(/^(Sold out|Ausverkauft|Esaurito)$/);
      expect(within(box).getByTestId('stock-alert')).toBeInTheDocument();
      expect(within(box).queryByRole('button')).toBeNull();
      expect(within(box).queryByTestId('delivery-date')).toBeNull();
      expect(within(box).queryByTestId('buy-box-delivery')).toBeNull();
      expect(within(box).queryByText(m.freeShipping)).toBeNull();
      expect(within(box).queryByTestId('buy-box-promotion')).toBeNull();
      expect(box.querySelector('[data-payment-widget]')).toBeNull();
      expect(within(box).queryByTestId('payment-logos')).toBeNull();
      expect(screen.queryByTestId('sticky-buy-bar')).toBeNull();
      expect(within(box).getByText(m.returns.replace('{days}', '14'))).toBeInTheDocument();
    },
  );

  it('in stock, the same box promises delivery and the promotion, offers instalments and the button', async () => {
    render(await renderBox('en', 40));
    const box = screen.getByTestId('buy-box');
    expect(within(box).getAllByRole('button', { name: en.product.buyBox.addToCart })[0]).toBeEnabled();
    expect(screen.getByTestId('sticky-buy-bar')).toBeInTheDocument();
    expect(within(box).getByTestId('delivery-date')).toBeInTheDocument();
    expect(within(box).getByTestId('buy-box-promotion')).toBeInTheDocument();
    expect(box.querySelector('[data-payment-widget="instalments"]')).toHaveTextContent(
      en.product.buyBox.payInstalments.replace('{amount}', '€29.67'),
    );
    expect(within(box).queryByTestId('stock-alert')).toBeNull();
  });

  it.each(['en', 'de', 'it'] as const)(
    'a spare part in %s offers the back-in-stock form alone, no contact-page detour',
    async (locale) => {
      vi.spyOn(market, 'placeOffer').mockResolvedValue({
        view: auraOffers(0),
        offer: { ...auraOffers(0).offers[0], skuCode: 'VERDE-POT' },
      });
      vi.spyOn(client as { BuyBoxClient: unknown }, 'BuyBoxClient', 'get').mockReturnValue(() => null);
      render(await BuyBox({ locale, skuCode: 'VERDE-POT', compact: true }));
      expect(screen.getByTestId('stock-alert')).toBeInTheDocument();
      expect(screen.queryByRole('link')).toBeNull();
    },
  );
});
