import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CartCookie } from '@/lib/cart/cookie';
import { connectDatabase } from '@/lib/db/connect';
import { migrateToLatest } from '@/lib/db/migrate';
import type { Database } from '@/lib/db/schema';
import { testDatabase } from '../db/database';
import { loadCommerce, rejection } from '../commerce/load';
import { marketToken, sdk } from '../sandbox/api';
import { addLine, newOrder, readyToPlace } from '../sandbox/orders';

vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {} }) }));

let url: string;
let db: Kysely<Database>;
let lib: Awaited<ReturnType<typeof loadCommerce>>;
const codes: Record<string, string> = {};
const meta = { locale: 'it' as const, consentTextVersion: 'referral-test' };

const request = (cookie: CartCookie, extra: { savedCoupon?: string; client?: string } = {}) => ({
  cookie,
  locale: 'it' as const,
  origin: 'https://shop.viridea.test',
  ...extra,
});

/** A cart in the Italian market with one fridge, optionally with the customer email the checkout would set. */
async function cart(email?: string) {
  const { cookie } = await lib.cartService.addToCart(request({}), 'FRESHLY-01', 1);
  if (email) await lib.cart.updateOrder(cookie.market!, cookie.orderId!, { customer_email: email });
  return cookie;
}

async function problemOf(promise: Promise<unknown>): Promise<string> {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(lib.cartRefusal.CartRefusal);
  return (error as InstanceType<typeof lib.cartRefusal.CartRefusal>).code;
}

beforeAll(async () => {
  url = await testDatabase();
  process.env.DATABASE_URL = url;
  db = connectDatabase(url, 2);
  await migrateToLatest(db);
  lib = await loadCommerce();
  const { joinProgramme } = await import('@/lib/referral/server');
  const join = (firstName: string, email: string, country: string) =>
    joinProgramme({ email, firstName, country, privacy: true, terms: true }, meta);
  codes.maria = (await join('Maria', 'maria@example.com', 'IT')).code;
  codes.george = (await join('George', 'george@example.com', 'GB')).code;
  await db
    .insertInto('referral_members')
    .values({ email: 'paused@example.com', first_name: 'Paula', country: 'IT', locale: 'it', code: 'PAULA-2345' })
    .execute();
  // Friends who already bought on the platform (one on Gmail), and one the ledger already counts as referred.
  const cl = sdk(await marketToken('it-consumer'));
  for (const email of ['returning@example.com', 'carol.bianchi@gmail.com']) {
    const order = await newOrder(cl, { customer_email: email });
    await addLine(cl, order.id, 'VERDE-SMART', 1);
    await readyToPlace(cl, order.id);
    await cl.orders._place(order.id);
  }
  await db
    .insertInto('referrals')
    .values({
      member_id: (await db.selectFrom('referral_members').select('id').executeTakeFirstOrThrow()).id,
      order_id: 'ledger-order',
      friend_email: 'referred@example.com',
      friend_mailbox: 'referred@example.com',
      placed_at: new Date(),
      reward_cents: 2000,
      currency: 'EUR',
    })
    .execute();
}, 120_000);

afterAll(async () => {
  const { closeDb } = await import('@/lib/db/server');
  await closeDb();
  await db?.destroy();
});

describe("a member's code in a friend's cart", () => {
  it('typed in the cart takes 20 € off', async () => {
    const cookie = await cart('friend@example.com');
    const before = (await lib.cartService.getCart(request(cookie))).view.summary!.totalCents;
    const { view } = await lib.cartService.updateCartOrder(request(cookie), { couponCode: codes.maria.toLowerCase() });
    expect(view.couponCode).toBe(codes.maria);
    expect(before - view.summary!.totalCents).toBe(2000);
  });

  it('is refused as the member’s own code when the order carries the member’s email', async () => {
    const cookie = await cart('Maria@Example.com');
    expect(await problemOf(lib.cartService.updateCartOrder(request(cookie), { couponCode: codes.maria }))).toBe(
      'referralOwnCode',
    );
  });

  it('is refused as the member’s own code under another alias of the member’s mailbox', async () => {
    const cookie = await cart('maria+1@example.com');
    expect(await problemOf(lib.cartService.updateCartOrder(request(cookie), { couponCode: codes.maria }))).toBe(
      'referralOwnCode',
    );
  });

  it('is refused to another alias of a mailbox that already ordered or was referred (+tag, Gmail dots)', async () => {
    for (const alias of ['Returning+2@example.com', 'c.arolbianchi+x@googlemail.com', 'referred+again@example.com']) {
      const cookie = await cart(alias);
      const answer = await problemOf(lib.cartService.updateCartOrder(request(cookie), { couponCode: codes.maria }));
      expect([alias, answer]).toEqual([alias, 'referralNotFirstOrder']);
    }
    const stranger = await cart('carolbianchi.other@gmail.com');
    const { view } = await lib.cartService.updateCartOrder(request(stranger), { couponCode: codes.maria });
    expect(view.couponCode).toBe(codes.maria);
  });

  it('is refused when the email already has an order on the platform or a referral in the ledger', async () => {
    const returning = await cart('returning@example.com');
    expect(await problemOf(lib.cartService.updateCartOrder(request(returning), { couponCode: codes.maria }))).toBe(
      'referralNotFirstOrder',
    );
    const referred = await cart('referred@example.com');
    expect(await problemOf(lib.cartService.updateCartOrder(request(referred), { couponCode: codes.maria }))).toBe(
      'referralNotFirstOrder',
    );
  });

  it('is refused as inactive while the member has no coupon on the platform', async () => {
    const cookie = await cart();
    expect(await problemOf(lib.cartService.updateCartOrder(request(cookie), { couponCode: 'PAULA-2345' }))).toBe(
      'referralInactive',
    );
  });

  it('is refused under another market’s rules (a GBP code in the euro shop)', async () => {
    const cookie = await cart();
    expect(await problemOf(lib.cartService.updateCartOrder(request(cookie), { couponCode: codes.george }))).toBe(
      'referralOtherMarket',
    );
  });

  it('is kept when a move to another currency takes it off, and applies again on the way back', async () => {
    const start = await cart();
    const applied = await lib.cartService.updateCartOrder(request(start), { couponCode: codes.maria });
    expect(applied.view.couponCode).toBe(codes.maria);
    const gb = await lib.cartService.changePlace(request(applied.cookie), { country: 'GB' });
    expect([gb.view.couponCode, gb.savedCoupon, gb.view.savedCouponRefused?.reason]).toEqual([
      undefined,
      codes.maria,
      'referralOtherMarket',
    ]);
    expect(gb.view.couponLapsed).toEqual({ code: codes.maria, back: 'country', place: 'IT' });
    const back = await lib.cartService.changePlace(request(gb.cookie, { savedCoupon: gb.savedCoupon }), {
      country: 'IT',
    });
    expect([back.view.couponCode, back.savedCoupon, back.view.summary?.totalCents]).toEqual([
      codes.maria,
      undefined,
      applied.view.summary?.totalCents,
    ]);
  });

  it('leaves other codes to the platform', async () => {
    const cookie = await cart();
    expect(await problemOf(lib.cartService.updateCartOrder(request(cookie), { couponCode: 'NOBODY-2345' }))).toBe(
      'couponInvalid',
    );
  });
});

describe('a code saved from a share link', () => {
  it('waits for a product, then applies by itself without a threshold', async () => {
    let { cookie, view, savedCoupon } = await lib.cartService.getCart(request({}, { savedCoupon: codes.maria }));
    expect(savedCoupon).toBe(codes.maria);
    expect(view.savedCoupon).toMatchObject({ code: codes.maria, amountOff: '20,00\u00a0€' });
    ({ cookie, view, savedCoupon } = await lib.cartService.addToCart(
      request(cookie, { savedCoupon: codes.maria }),
      'FRESHLY-FILTER',
      1,
    ));
    expect([view.couponCode, savedCoupon, view.savedCouponRefused]).toEqual([codes.maria, undefined, undefined]);
    expect(view.discounts.length).toBeGreaterThan(0);
  });

  it('stays saved and says why while the order cannot take it', async () => {
    const cookie = await cart('maria@example.com');
    const { view, savedCoupon } = await lib.cartService.getCart(request(cookie, { savedCoupon: codes.maria }));
    expect([savedCoupon, view.couponCode, view.savedCoupon]).toEqual([codes.maria, undefined, undefined]);
    expect(view.savedCouponRefused).toEqual({ code: codes.maria, reason: 'referralOwnCode', amount: '20,00\u00a0€' });
  });

  it('applies another market’s code once the visitor ships to that market', async () => {
    const saved = { savedCoupon: codes.george };
    let { cookie, view, savedCoupon } = await lib.cartService.addToCart(request({}, saved), 'FRESHLY-01', 1);
    expect([savedCoupon, view.savedCouponRefused?.reason]).toEqual([codes.george, 'referralOtherMarket']);
    ({ cookie, view, savedCoupon } = await lib.cartService.changePlace(request(cookie, saved), { country: 'GB' }));
    expect([view.currency, view.couponCode, savedCoupon, view.savedCouponRefused]).toEqual([
      'GBP',
      codes.george,
      undefined,
      undefined,
    ]);
    expect(cookie.market).toBe('gb-consumer');
  });

  it('forgets a code of the right shape that is nobody’s, saying so', async () => {
    const cookie = await cart();
    const { view, savedCoupon } = await lib.cartService.getCart(request(cookie, { savedCoupon: 'NOBODY-2345' }));
    expect([savedCoupon, view.savedCouponRefused?.reason]).toEqual([undefined, 'couponInvalid']);
  });
});

describe('the checkout', () => {
  it('takes a member’s code off once the order’s email is the member’s, and records the IP itself', async () => {
    const cookie = await cart();
    await lib.cartService.updateCartOrder(request(cookie), { couponCode: codes.maria });
    expect(await lib.cartService.startCheckout(request(cookie, { client: '203.0.113.7' }))).toContain(cookie.orderId);
    const stamped = await lib.cart.retrieveOpenOrder(cookie.market!, cookie.orderId!);
    expect(stamped?.metadata ?? {}).not.toHaveProperty('ip');
    expect(
      await db.selectFrom('checkout_clients').select('ip').where('order_id', '=', cookie.orderId!).execute(),
    ).toEqual([{ ip: '203.0.113.7' }]);
    await lib.cart.updateOrder(cookie.market!, cookie.orderId!, { customer_email: 'maria@example.com' });
    expect(await problemOf(lib.cartService.startCheckout(request(cookie)))).toBe('referralOwnCode');
    expect((await lib.cart.retrieveOpenOrder(cookie.market!, cookie.orderId!))?.coupon_code).toBeFalsy();
  });
});
