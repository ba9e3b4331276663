import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BuyBox } from '@/components/product/BuyBox';
import * as client from '@/components/product/BuyBoxClientLazy';
import * as stockAlert from '@/components/product/StockAlertForm';
import * as market from '@/lib/market/server';

const placeOffer = vi.fn().mockResolvedValue({ view: {}, offer: { stockState: 'out-of-stock', currency: 'EUR' } });

describe('a sold-out buy box', () => {
  beforeEach(() => {
    vi.spyOn(market, 'placeOffer').mockImplementation(() => placeOffer());
    vi.spyOn(market, 'placeDelivery').mockReturnValue(undefined);
    // Replaced through their exports' getters: jsdom renders neither the lazy island nor an async server component.
    vi.spyOn(client as { BuyBoxClient: unknown }, 'BuyBoxClient', 'get').mockReturnValue(() => null);
    vi.spyOn(stockAlert as { StockAlertForm: unknown }, 'StockAlertForm', 'get').mockReturnValue(() => (
      <section data-testid="stock-alert" />
    ));
  });
  afterEach(() => vi.restoreAllMocks());

  it.each(['en', 'de', 'it'] as const)(
    'in %s offers the back-in-stock form alone, no contact-page detour',
    async (locale) => {
      render(await BuyBox({ locale, skuCode: 'VERDE-POT', compact: true }));
      expect(screen.getByTestId('stock-alert')).toBeInTheDocument();
      expect(screen.queryByRole('link')).toBeNull();
    },
  );
});
