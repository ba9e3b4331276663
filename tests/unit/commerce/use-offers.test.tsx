import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OffersView } from '@/lib/cart/types';
import { useOffers } from '@/lib/cart/use-offers';

const view = (skuCode: string, stock: number): OffersView => ({
  shipped: true,
  customerType: 'consumer',
  taxWording: 'included',
  offers: [
    {
      skuCode,
      name: skuCode,
      currency: 'EUR',
      price: '€89.00',
      amountCents: 8900,
      instalment: '€29.67',
      stock,
      stockState: 'in-stock',
      customerType: 'consumer',
    },
  ],
});

describe('useOffers', () => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const sku = new URL(String(input), 'http://x').searchParams.get('skus')!;
    return new Response(JSON.stringify(view(sku, 7)), { headers: { 'Content-Type': 'application/json' } });
  });
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    fetchMock.mockClear();
  });

  it('asks once for two boxes of one SKU and gives both the answer', async () => {
    const first = renderHook(() => useOffers('en', 'SHARED-1', undefined));
    const second = renderHook(() => useOffers('en', 'SHARED-1', undefined));
    expect(first.result.current.isLoading).toBe(true);
    await waitFor(() => expect(first.result.current.data?.offers[0].stock).toBe(7));
    expect(second.result.current.data?.offers[0].stock).toBe(7);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keeps the server render's offer and asks again on focus at most once a minute", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { result } = renderHook(() => useOffers('en', 'INITIAL-1', view('INITIAL-1', 2)));
    expect(result.current.data?.offers[0].stock).toBe(2);
    act(() => window.dispatchEvent(new Event('focus')));
    expect(fetchMock).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + 61_000);
    act(() => window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(result.current.data?.offers[0].stock).toBe(7));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
