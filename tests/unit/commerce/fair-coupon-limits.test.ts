// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeCartCookie, newVisitorId } from '@/lib/commerce/cart-cookie';
import { limits, resetLimits } from '@/lib/http/rate-limit';
import type { Locale } from '@/lib/i18n/locales';

const visit = vi.hoisted(() => ({ cart: undefined as string | undefined, client: '198.51.100.30' }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (name === 'viridea_cart' && visit.cart ? { value: visit.cart } : undefined),
  }),
  headers: async () => new Headers({ 'x-forwarded-for': visit.client }),
}));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace?: string }) =>
      createTranslator({ locale, namespace, messages: (await import(`@/messages/${locale}.json`)).default }),
  };
});
vi.mock('@/lib/commerce/cart-service', async (original) => ({
  ...(await original<typeof import('@/lib/commerce/cart-service')>()),
  updateCartOrder: async (request: { cookie: object }) => ({ cookie: request.cookie, view: { ok: true } }),
}));

const coupon = await import('@/app/api/cart/coupon/route');
const origin = 'http://localhost:3000';

function tryCode(code: string) {
  return coupon.PUT(
    new Request(`${origin}/api/cart/coupon?locale=en`, {
      method: 'PUT',
      headers: { Origin: origin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
    }),
  );
}

const shopperCart = () => encodeCartCookie({ orderId: `order-${newVisitorId()}`, visitor: newVisitorId() });

describe('coupon limits per cart under an address ceiling', () => {
  beforeEach(() => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('RATE_LIMIT_SCALE', '');
    resetLimits();
  });
  afterEach(() => vi.unstubAllEnvs());

  it('lets 30 shoppers of one office each try three codes', async () => {
    for (let shopper = 0; shopper < 30; shopper++) {
      visit.cart = shopperCart();
      for (const code of ['WELCOME10', 'SPRING', 'ALICE-7SBE']) expect((await tryCode(code)).status).toBe(200);
    }
  });

  it('refuses a cart spraying codes after its allowance, with 429, Retry-After and the usual text', async () => {
    visit.cart = shopperCart();
    for (let i = 0; i < limits.coupon.points; i++) expect((await tryCode(`GUESS${i}`)).status).toBe(200);
    const refused = await tryCode('GUESS-LAST');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'tooManyRequests', error: expect.stringContaining('Too many') });
    visit.cart = shopperCart();
    expect((await tryCode('WELCOME10')).status).toBe(200);
  });

  it('stops rotating carts at the address ceiling', async () => {
    let tried = 0;
    let status = 200;
    while (status === 200 && tried < 1000) {
      visit.cart = shopperCart();
      status = (await tryCode(`GUESS${tried}`)).status;
      if (status === 200) tried += 1;
    }
    expect(status).toBe(429);
    expect(tried).toBe(limits.couponAddress.points);
  });
});
