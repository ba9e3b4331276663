import { describe, expect, it } from 'vitest';
import { NextRequest, NextResponse } from 'next/server';
import { readSavedCoupon } from '@/lib/cart/saved-coupon';
import { isReferralRefusal, referralRefusal, type FriendOrderFacts } from '@/lib/referral/friend';
import { registerReferralCouponRule } from '@/lib/referral/coupon-rule';
import { rememberSharedCode } from '@/lib/referral/share-link';

registerReferralCouponRule();

const facts = (change: Partial<FriendOrderFacts> = {}): FriendOrderFacts => ({
  member: { email: 'maria@example.com', currency: 'EUR', couponActive: true },
  orderEmail: 'friend@example.com',
  marketCurrency: 'EUR',
  emailHasOrders: false,
  ...change,
});

describe("the friend's-side rules", () => {
  it('lets a new email in the member’s market use the code, and an order without an email yet', () => {
    expect(referralRefusal(facts())).toBeUndefined();
    expect(referralRefusal(facts({ orderEmail: null, emailHasOrders: true }))).toBeUndefined();
  });

  it('refuses the member’s own code, whatever the case of the email', () => {
    expect(referralRefusal(facts({ orderEmail: ' Maria@Example.COM ' }))).toBe('referralOwnCode');
  });

  it('refuses the member’s own code under any alias of the member’s mailbox (+tag; Gmail dots, googlemail)', () => {
    expect(referralRefusal(facts({ orderEmail: 'maria+1@example.com' }))).toBe('referralOwnCode');
    const gmail = { ...facts().member, email: 'maria.rossi@gmail.com' };
    expect(referralRefusal(facts({ member: gmail, orderEmail: 'M.ariaRossi+x@googlemail.com' }))).toBe(
      'referralOwnCode',
    );
    expect(referralRefusal(facts({ orderEmail: 'maria1@example.com' }))).toBeUndefined();
  });

  it('refuses an email that already ordered', () => {
    expect(referralRefusal(facts({ emailHasOrders: true }))).toBe('referralNotFirstOrder');
  });

  it('refuses a code without an active coupon', () => {
    expect(referralRefusal(facts({ member: { ...facts().member, couponActive: false } }))).toBe('referralInactive');
  });

  it('refuses a code of another currency’s market', () => {
    expect(referralRefusal(facts({ marketCurrency: 'GBP' }))).toBe('referralOtherMarket');
  });

  it('names only its own refusals', () => {
    expect(['referralOwnCode', 'couponInvalid', 'empty'].map(isReferralRefusal)).toEqual([true, false, false]);
  });
});

describe('the share link', () => {
  const shared = (url: string, method = 'GET') => {
    const response = NextResponse.next();
    rememberSharedCode(new NextRequest(url, { method }), response);
    return response.cookies.get('viridea_coupon');
  };

  it('saves a code of the referral shape, upper-cased, in the HTTP-only saved-coupon cookie', () => {
    const cookie = shared('https://shop.test/?ref=maria-7k2q');
    expect(cookie).toMatchObject({ value: 'MARIA-7K2Q', httpOnly: true, sameSite: 'lax', path: '/' });
    expect(shared('https://shop.test/de/freshly?ref=MARIA-7K2Q&x=1')?.value).toBe('MARIA-7K2Q');
  });

  it('ignores junk, other methods and missing parameters', () => {
    for (const url of ['/?ref=', '/?ref=<script>', '/?ref=MARIA-0000', `/?ref=${'A'.repeat(5000)}`, '/?x=1'])
      expect(shared(`https://shop.test${url}`)).toBeUndefined();
    expect(shared('https://shop.test/?ref=MARIA-7K2Q', 'POST')).toBeUndefined();
  });

  it('is read back by the cart beside the newsletter code', () => {
    expect(readSavedCoupon('maria-7k2q')).toBe('MARIA-7K2Q');
    expect(readSavedCoupon('MARIA-7K2Q;x')).toBeUndefined();
  });
});
