import { addDays } from './clock';

/** The return period after delivery: a referral becomes approved when it ends (spec §4, §9). */
const approvalDelayDays = 14;

type ReferralStatus = 'pending' | 'held' | 'approved' | 'void';

export type LedgerEvent =
  | { type: 'delivered'; at: Date }
  | { type: 'cancelled' }
  | { type: 'returned' }
  | { type: 'approve'; now: Date }
  | { type: 'hold'; reason: string }
  | { type: 'release' };

export interface LedgerEntry {
  status: ReferralStatus;
  approveOn: Date | null;
  holdReason: string | null;
}

/** One step of a referral; undefined when the event does not apply (a replay, or too late to change). */
export function nextEntry(entry: LedgerEntry, event: LedgerEvent): LedgerEntry | undefined {
  const open = entry.status === 'pending' || entry.status === 'held';
  switch (event.type) {
    case 'delivered':
      if (!open || entry.approveOn) return undefined;
      return { ...entry, approveOn: addDays(event.at, approvalDelayDays) };
    case 'cancelled':
    case 'returned':
      return open ? { ...entry, status: 'void' } : undefined;
    case 'approve':
      if (entry.status !== 'pending' || !entry.approveOn || entry.approveOn > event.now) return undefined;
      return { ...entry, status: 'approved' };
    case 'hold':
      return entry.status === 'pending' ? { ...entry, status: 'held', holdReason: event.reason } : undefined;
    case 'release':
      return entry.status === 'held' ? { ...entry, status: 'pending', holdReason: null } : undefined;
  }
}
