import { describe, expect, it, vi } from 'vitest';
import { clientRedirect, redirectResponse } from '@/lib/client/redirect';

describe('redirect helper', () => {
  it('answers 302 by default with path and query', () => {
    const response = redirectResponse(
      { path: '/de/warenkorb', query: { coupon: 'WELCOME10', empty: undefined } },
      'https://shop.example',
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('https://shop.example/de/warenkorb?coupon=WELCOME10');
    expect(redirectResponse({ path: '/', status: 301 }, 'https://shop.example').status).toBe(301);
  });

  it('routes internal targets and assigns window.location for external ones', () => {
    const push = vi.fn();
    const location = { origin: 'https://shop.example', assign: vi.fn() } as unknown as Location;
    clientRedirect({ path: '/cart', query: { step: 2 } }, push, location);
    expect(push).toHaveBeenCalledWith('/cart?step=2');
    clientRedirect({ path: 'https://checkout.example/o/1' }, push, location);
    expect(location.assign).toHaveBeenCalledWith('https://checkout.example/o/1');
    expect(push).toHaveBeenCalledTimes(1);
  });
});
