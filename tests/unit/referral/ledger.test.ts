import { describe, expect, it } from 'vitest';
import { addDays, type Clock } from '@/lib/referral/clock';
import { nextEntry, type LedgerEntry } from '@/lib/referral/ledger';

const pending: LedgerEntry = { status: 'pending', approveOn: null, holdReason: null };
const delivery = new Date('2027-01-10T09:00:00Z');

describe('referral ledger', () => {
  it('sets the approval date 14 days after delivery, once', () => {
    const delivered = nextEntry(pending, { type: 'delivered', at: delivery })!;
    expect(delivered.approveOn?.toISOString()).toBe('2027-01-24T09:00:00.000Z');
    expect(nextEntry(delivered, { type: 'delivered', at: addDays(delivery, 3) })).toBeUndefined();
  });

  it('approves only when the clock reaches the approval date', () => {
    const delivered = nextEntry(pending, { type: 'delivered', at: delivery })!;
    let now = addDays(delivery, 13);
    const clock: Clock = () => now;
    expect(nextEntry(delivered, { type: 'approve', now: clock() })).toBeUndefined();
    now = addDays(delivery, 14);
    expect(nextEntry(delivered, { type: 'approve', now: clock() })?.status).toBe('approved');
  });

  it('never approves an undelivered or held referral', () => {
    expect(nextEntry(pending, { type: 'approve', now: addDays(delivery, 100) })).toBeUndefined();
    const held = nextEntry(nextEntry(pending, { type: 'delivered', at: delivery })!, { type: 'hold', reason: 'ip' })!;
    expect(held.status).toBe('held');
    expect(nextEntry(held, { type: 'approve', now: addDays(delivery, 100) })).toBeUndefined();
    expect(nextEntry(held, { type: 'release' })?.status).toBe('pending');
  });

  it('voids on cancel or return while open, not after approval', () => {
    expect(nextEntry(pending, { type: 'cancelled' })?.status).toBe('void');
    expect(nextEntry(pending, { type: 'returned' })?.status).toBe('void');
    const approved: LedgerEntry = { ...pending, status: 'approved', approveOn: delivery };
    expect(nextEntry(approved, { type: 'returned' })).toBeUndefined();
    const voided: LedgerEntry = { ...pending, status: 'void' };
    expect(nextEntry(voided, { type: 'delivered', at: delivery })).toBeUndefined();
  });
});
