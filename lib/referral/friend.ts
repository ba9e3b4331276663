import { mailboxKey } from '@/lib/mail/mailbox';

/** Why a member's code cannot go on a friend's order; each has a message under `referralCart`. */
export type ReferralRefusal = 'referralOwnCode' | 'referralNotFirstOrder' | 'referralInactive' | 'referralOtherMarket';

export interface FriendOrderFacts {
  member: { email: string; currency: string; couponActive: boolean };
  /** The order's customer email, once the cart or the checkout knows it. */
  orderEmail: string | null;
  marketCurrency: string;
  /** Whether that email's mailbox already has a placed order on the platform (or a referral in the ledger). */
  emailHasOrders: boolean;
}

// One mailbox, whatever alias: `bob+1@` is bob's own address.
const same = (a: string, b: string) => mailboxKey(a) === mailboxKey(b);

/** The friend's-side rules of spec §9: the first that fails decides the message; undefined when the code applies. */
export function referralRefusal(facts: FriendOrderFacts): ReferralRefusal | undefined {
  if (facts.orderEmail && same(facts.orderEmail, facts.member.email)) return 'referralOwnCode';
  if (!facts.member.couponActive) return 'referralInactive';
  if (facts.member.currency !== facts.marketCurrency) return 'referralOtherMarket';
  if (facts.orderEmail && facts.emailHasOrders) return 'referralNotFirstOrder';
  return undefined;
}

const refusals: readonly string[] = [
  'referralOwnCode',
  'referralNotFirstOrder',
  'referralInactive',
  'referralOtherMarket',
] satisfies ReferralRefusal[];

export function isReferralRefusal(code: string): code is ReferralRefusal {
  return refusals.includes(code);
}
