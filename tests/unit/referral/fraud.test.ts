import { describe, expect, it } from 'vitest';
import {
  addressKey,
  assessReferral,
  fraudPolicy,
  shippingAddressKey,
  withinMonthlyCap,
  type Party,
} from '@/lib/referral/fraud';

const policy = fraudPolicy({});
const member: Party = {
  email: 'maria@example.com',
  customerId: 'cus_1',
  addressKeys: [addressKey(['Via Roma 1', '20100', 'Milano'])],
};
const friend: Party = {
  email: 'luca@example.com',
  customerId: 'cus_2',
  addressKeys: [addressKey(['Hauptstr. 5', '10115'])],
};
const clean = { friend, friendReferrals: 0, ordersFromIp: 0 };

describe('referral fraud rules', () => {
  it('accepts a first order of another person', () => {
    expect(assessReferral(member, clean, policy)).toEqual({ decision: 'accept' });
  });

  it('rejects self-referral by email, customer or shipping address', () => {
    const self = (f: Partial<Party>) => assessReferral(member, { ...clean, friend: { ...friend, ...f } }, policy);
    expect(self({ email: ' Maria@Example.com' })).toEqual({ decision: 'reject', reason: 'self-email' });
    expect(self({ customerId: 'cus_1' })).toEqual({ decision: 'reject', reason: 'self-customer' });
    expect(self({ addressKeys: [addressKey(['via roma 1,', '20100', 'MILANO'])] })).toEqual({
      decision: 'reject',
      reason: 'self-address',
    });
  });

  it('rejects a friend whose email ordered before, and keys platform addresses by their parts', () => {
    expect(assessReferral(member, { ...clean, earlierOrders: 1 }, policy)).toEqual({
      decision: 'reject',
      reason: 'not-first-order',
    });
    expect(shippingAddressKey({ line_1: 'Via Roma 1', zip_code: '20100', city: 'Milano', country_code: null })).toBe(
      member.addressKeys[0],
    );
  });

  it('rewards one referral per friend', () => {
    expect(assessReferral(member, { ...clean, friendReferrals: 1 }, policy).decision).toBe('reject');
  });

  it('holds many referred orders from one IP for review', () => {
    expect(assessReferral(member, { ...clean, ordersFromIp: 2 }, policy).decision).toBe('accept');
    expect(assessReferral(member, { ...clean, ordersFromIp: 3 }, policy)).toEqual({
      decision: 'hold',
      reason: 'many-orders-from-ip',
    });
  });

  it('caps approvals per month from configuration', () => {
    const capped = fraudPolicy({ REFERRAL_MONTHLY_CAP: '2', REFERRAL_IP_THRESHOLD: 'x' });
    expect(capped.monthlyCap).toBe(2);
    expect(capped.ipThreshold).toBe(3);
    expect(withinMonthlyCap(1, capped)).toBe(true);
    expect(withinMonthlyCap(2, capped)).toBe(false);
  });
});
