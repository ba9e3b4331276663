import { act, renderHook, waitFor } from '@testing-library/react';
import { mutate } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCartCount, setCartCount, useCartCount, usePublishCartCount } from '@/lib/cart/client';
import type { CartView } from '@/lib/cart/types';

const cart = (itemCount: number) => ({ itemCount }) as CartView;
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
// SWR's cache is per worker: each test starts from an empty one.
const forget = () => mutate(() => true, undefined, { revalidate: false });

describe('the header cart count', () => {
  beforeEach(forget);
  afterEach(async () => {
    vi.unstubAllGlobals();
    await forget();
  });

  it('asks the cart API once, shows additions at once and settles on the action’s answer, or rolls back', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(cart(2)));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useCartCount('de'));
    await waitFor(() => expect(result.current).toBe(2));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toContain('/api/cart?locale=de');

    act(() => void addToCartCount('de', 3));
    expect(result.current).toBe(5);
    act(() => setCartCount('de', 4));
    expect(result.current).toBe(4);

    let restore = () => {};
    act(() => void (restore = addToCartCount('de', 1)));
    expect(result.current).toBe(5);
    act(() => restore());
    expect(result.current).toBe(4);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('follows the cart page instead of asking while one is shown', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(cart(0)));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => {
      const count = useCartCount('en');
      usePublishCartCount('en', 7);
      return count;
    });
    await waitFor(() => expect(result.current).toBe(7));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks once the page is idle, not in the effects that follow hydration (ADR 0085)', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json(cart(3)));
    vi.stubGlobal('fetch', fetchMock);
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { result, unmount } = renderHook(() => useCartCount('it'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    act(() => idle[0]());
    await waitFor(() => expect(result.current).toBe(3));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unmount();
  });
});
