import { mailboxKey } from '@/lib/mail/mailbox';

/** Limits of the programme, from configuration (REFERRAL_MONTHLY_CAP, REFERRAL_IP_THRESHOLD). */
export interface FraudPolicy {
  monthlyCap: number;
  /** Referred orders from one IP within `ipWindowDays` above which new ones are held for review. */
  ipThreshold: number;
  ipWindowDays: number;
}

export function fraudPolicy(env: Record<string, string | undefined> = process.env): FraudPolicy {
  const positive = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    monthlyCap: positive(env.REFERRAL_MONTHLY_CAP, 10),
    ipThreshold: positive(env.REFERRAL_IP_THRESHOLD, 3),
    ipWindowDays: 30,
  };
}

export interface Party {
  email: string;
  customerId?: string | null;
  /** Normalised shipping address (see addressKey); members have one once they ordered. */
  addressKeys: readonly string[];
}

export interface ReferredOrder {
  friend: Party;
  /** Earlier non-void referrals of this friend's email, any member. */
  friendReferrals: number;
  /** Referred orders from the order's IP inside the policy's window. */
  ordersFromIp: number;
  /** Placed orders of the friend's email before this one, on the platform. */
  earlierOrders?: number;
}

export type Verdict = { decision: 'accept' } | { decision: 'hold' | 'reject'; reason: string };

/** Lower-cased letters and digits only: "Via Roma 1, 20100" and "via roma 1 20100" are one address. */
export function addressKey(parts: readonly (string | null | undefined)[]): string {
  return parts
    .filter(Boolean)
    .join(' ')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

type AddressParts = { line_1?: unknown; zip_code?: unknown; city?: unknown; country_code?: unknown };

/** The key of a platform address resource's attributes (street, postcode, city, country). */
export function shippingAddressKey(address: AddressParts): string {
  return addressKey(
    [address.line_1, address.zip_code, address.city, address.country_code].map((part) =>
      typeof part === 'string' ? part : null,
    ),
  );
}

/** Whether an order with a member's code earns a referral (spec §9; the fraud rules). */
export function assessReferral(member: Party, order: ReferredOrder, policy: FraudPolicy): Verdict {
  const friend = order.friend;
  if (mailboxKey(friend.email) === mailboxKey(member.email)) return { decision: 'reject', reason: 'self-email' };
  if (friend.customerId && friend.customerId === member.customerId)
    return { decision: 'reject', reason: 'self-customer' };
  if (friend.addressKeys.some((key) => key && member.addressKeys.includes(key)))
    return { decision: 'reject', reason: 'self-address' };
  if (order.friendReferrals > 0) return { decision: 'reject', reason: 'friend-already-referred' };
  if (order.earlierOrders) return { decision: 'reject', reason: 'not-first-order' };
  if (order.ordersFromIp >= policy.ipThreshold) return { decision: 'hold', reason: 'many-orders-from-ip' };
  return { decision: 'accept' };
}

/** The monthly cap, checked when the sweep approves: over it, a due referral waits for review instead. */
export function withinMonthlyCap(approvedThisMonth: number, policy: FraudPolicy): boolean {
  return approvedThisMonth < policy.monthlyCap;
}
