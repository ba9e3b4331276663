// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartAction } from '@/lib/cart/action';
import { encodeCartCookie, newVisitorId } from '@/lib/cart/cookie';
import { CartRefusal } from '@/lib/cart/refusal';
import { limits, resetLimits } from '@/lib/http/rate-limit';
import type { CartView } from '@/lib/cart/types';
import type { Locale } from '@/lib/i18n/locales';
import { fakeCart, type CartRequest, type CartResult } from '@/tests/support/cart-service';
import { visit as request } from '@/tests/support/next-headers';

const visit = {
  cart: undefined as string | undefined,
  client: '198.51.100.30',
  set: [] as [string, string][],
  calls: [] as unknown[][],
  refuse: undefined as unknown,
};
const done =
  (name: string) =>
  async (request: CartRequest, ...args: unknown[]): Promise<CartResult> => {
    visit.calls.push([name, ...args]);
    if (visit.refuse) throw visit.refuse;
    return { cookie: request.cookie, view: { itemCount: 2 } as CartView };
  };

async function post(fields: Record<string, string>, locale: Locale = 'en') {
  const data = new FormData();
  for (const [name, value] of Object.entries({ locale, ...fields })) data.set(name, value);
  const sent = request({
    headers: { 'x-forwarded-for': visit.client },
    cookies: visit.cart ? { viridea_cart: visit.cart } : {},
  });
  try {
    return await cartAction(undefined, data);
  } finally {
    visit.set.push(...sent.written);
  }
}

async function redirectOf(run: Promise<unknown>): Promise<string> {
  const thrown = await run.then(
    () => undefined,
    (error: unknown) => error,
  );
  return String((thrown as { digest?: string } | undefined)?.digest ?? '');
}

const shopperCart = () => encodeCartCookie({ orderId: `order-${newVisitorId()}`, visitor: newVisitorId() });

describe('the cart action, one path for every cart form', () => {
  beforeEach(() => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('RATE_LIMIT_SCALE', '');
    resetLimits();
    visit.cart = undefined;
    visit.set = [];
    visit.calls = [];
    visit.refuse = undefined;
    fakeCart({
      addToCart: done('add'),
      changeQuantity: done('quantity'),
      updateCartOrder: done('order'),
      changePlace: done('place'),
    });
  });
  afterEach(() => vi.unstubAllEnvs());

  it('without JavaScript answers a done change with a 303 back to the cart in the form’s language', async () => {
    // Next answers a form post's redirect with 303 (the e2e journey without JavaScript follows it).
    expect(await redirectOf(post({ intent: 'quantity', lineId: 'line-1', quantity: '2' }, 'de'))).toMatch(
      /^NEXT_REDIRECT;\w+;\/de\/warenkorb;/,
    );
    expect(visit.calls).toEqual([['quantity', 'line-1', 2]]);
    expect(visit.set.map(([name]) => name)).toContain('viridea_cart');
  });

  it('from the script answers with the new count and cart instead (the cart drawer shows it), the form stays', async () => {
    expect(await post({ intent: 'add', skuCode: 'freshly-01', quantity: '2', script: '1' })).toMatchObject({
      status: 'done',
      itemCount: 2,
      cart: expect.objectContaining({ itemCount: 2 }),
    });
    expect(visit.calls).toEqual([['add', 'FRESHLY-01', 2]]);
  });

  it('reads each form: remove, notes, coupon, its removal and the place', async () => {
    const forms: Record<string, string>[] = [
      { intent: 'remove', lineId: 'line-1' },
      { intent: 'notes', notes: 'Please ring twice' },
      { intent: 'notes', notes: '' },
      { intent: 'coupon', code: ' welcome10 ' },
      { intent: 'couponRemove' },
      { intent: 'place', customerType: 'business' },
      { intent: 'place', country: 'gb' },
    ];
    for (const form of forms) await post({ ...form, script: '1' });
    expect(visit.calls).toEqual([
      ['quantity', 'line-1', 0],
      ['order', { notes: 'Please ring twice' }],
      ['order', { notes: '' }],
      ['order', { couponCode: 'WELCOME10' }],
      ['order', { couponCode: null }],
      ['place', { customerType: 'business' }],
      ['place', { country: 'GB' }],
    ]);
  });

  it('refuses malformed posts in place, in each language, and changes nothing', async () => {
    const hostile: Record<string, string>[] = [
      { intent: 'quantity', lineId: '%E0%A4%A', quantity: '1' },
      { intent: 'remove', lineId: '' },
      { intent: 'notes', notes: '\u0000' },
      { intent: 'coupon', code: '\u0000' },
      { intent: 'coupon', code: '' },
      ...['0x10', '7.5', '-1', '100', 'true'].map((quantity) => ({ intent: 'add', skuCode: 'FRESHLY', quantity })),
      { intent: 'place' },
      { intent: 'place', country: 'Narnia' },
      { intent: 'checkout' },
    ];
    for (const form of hostile) {
      expect(await post({ ...form, script: '1' }), JSON.stringify(form)).toMatchObject({
        status: 'refused',
        code: 'invalidInput',
        message: 'Please check what you entered and try again.',
      });
    }
    expect(await post({ intent: 'remove', lineId: '' }, 'de')).toMatchObject({
      message: 'Bitte prüfen Sie Ihre Eingabe und versuchen Sie es erneut.',
    });
    expect(await post({ intent: 'remove', lineId: '' }, 'it')).toMatchObject({
      message: 'Controlla i dati inseriti e riprova.',
    });
    expect(visit.calls).toEqual([]);
  });

  it('without JavaScript a code’s answer lands at the code’s field; a refused code comes back in it', async () => {
    expect(await redirectOf(post({ intent: 'coupon', code: 'welcome10' }, 'it'))).toMatch(
      /^NEXT_REDIRECT;\w+;\/it\/carrello#coupon;/,
    );
    expect(await redirectOf(post({ intent: 'couponRemove' }, 'de'))).toMatch(
      /^NEXT_REDIRECT;\w+;\/de\/warenkorb#coupon;/,
    );
    visit.refuse = new CartRefusal('couponInvalid');
    expect(await post({ intent: 'coupon', code: 'NOT-A-CODE' }, 'it')).toMatchObject({
      status: 'refused',
      message: 'Questo codice sconto non è valido.',
      entered: 'NOT-A-CODE',
    });
  });

  it('lets 30 shoppers of one office each try three codes', async () => {
    for (let shopper = 0; shopper < 30; shopper++) {
      visit.cart = shopperCart();
      for (const code of ['WELCOME10', 'SPRING', 'ALICE-7SBE'])
        expect(await post({ intent: 'coupon', code, script: '1' })).toMatchObject({ status: 'done' });
    }
  });

  it('refuses a cart spraying codes after its allowance with the usual text, another cart still may', async () => {
    visit.cart = shopperCart();
    for (let i = 0; i < limits.coupon.points; i++)
      expect(await post({ intent: 'coupon', code: `GUESS${i}`, script: '1' })).toMatchObject({ status: 'done' });
    expect(await post({ intent: 'coupon', code: 'GUESS-LAST' })).toMatchObject({
      status: 'refused',
      code: 'tooManyRequests',
      message: expect.stringContaining('Too many'),
    });
    visit.cart = shopperCart();
    expect(await post({ intent: 'coupon', code: 'WELCOME10', script: '1' })).toMatchObject({ status: 'done' });
  });

  it('stops rotating carts at the address ceiling', async () => {
    let tried = 0;
    let status = 'done';
    while (status === 'done' && tried < 1000) {
      visit.cart = shopperCart();
      status = (await post({ intent: 'coupon', code: `GUESS${tried}`, script: '1' }))?.status ?? '';
      if (status === 'done') tried += 1;
    }
    expect(status).toBe('refused');
    expect(tried).toBe(limits.couponAddress.points);
  });
});
