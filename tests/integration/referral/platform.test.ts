import { describe, expect, it } from 'vitest';
import { createMemberCoupon, giftCardBalance, topUpGiftCard } from '@/lib/referral/platform';

describe('referral on the commerce platform (sandbox)', () => {
  it('creates the member coupon once, on the promotion of the member currency', async () => {
    const first = await createMemberCoupon('TESTER-2345', 'GBP');
    expect(await createMemberCoupon('TESTER-2345', 'GBP')).toBe(first);
    const other = await createMemberCoupon('OTHER-6789', 'GBP');
    expect(other).not.toBe(first);
  });

  it('tops up one rechargeable gift card per member by the reward, in cents', async () => {
    const card = await topUpGiftCard({ id: null, email: 'maria@example.com', currency: 'EUR' }, 2000);
    expect(card.balanceCents).toBe(2000);
    expect(card.code).not.toBe('');
    const again = await topUpGiftCard({ id: card.id, email: 'maria@example.com', currency: 'EUR' }, 2000);
    expect(again).toMatchObject({ id: card.id, code: card.code, balanceCents: 4000 });
    expect(await giftCardBalance(card.id)).toBe(4000);
  });
});
