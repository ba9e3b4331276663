import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/market/server', () => ({
  placeOffer: async () => ({ view: {}, offer: { stockState: 'out-of-stock', currency: 'EUR' } }),
  placeDelivery: () => undefined,
}));
vi.mock('@/components/product/BuyBoxClientLazy', () => ({ BuyBoxClient: () => null }));
vi.mock('@/components/product/StockAlertForm', () => ({
  StockAlertForm: () => <section data-testid="stock-alert" />,
}));

const { BuyBox } = await import('@/components/product/BuyBox');

describe('a sold-out buy box', () => {
  it.each(['en', 'de', 'it'] as const)(
    'in %s offers the back-in-stock form alone, no contact-page detour',
    async (locale) => {
      render(await BuyBox({ locale, skuCode: 'VERDE-POT', compact: true }));
      expect(screen.getByTestId('stock-alert')).toBeInTheDocument();
      expect(screen.queryByRole('link')).toBeNull();
    },
  );
});
