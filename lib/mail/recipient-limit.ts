import 'server-only';
import { overLimit, type LimitName } from '@/lib/http/rate-limit';
import { mailboxKey } from './mailbox';

/**
 * The budgets of mail to addresses that have not confirmed they are theirs. `courtesy`: what answers a visitor's post
 * but is not owed (contact receipts, sign-up, join and back-in-stock confirmations, referral invitations). `privacy`:
 * the confirmations of "Your data" requests, a legal duty, in a pool of its own that no courtesy flood can spend.
 */
const budgets = {
  courtesy: ['unconfirmedMailSender', 'unconfirmedMailRecipient', 'unconfirmedMailAll'],
  privacy: ['privacyMailSender', 'privacyMailRecipient', 'privacyMailAll'],
} as const satisfies Record<string, readonly [LimitName, LimitName, LimitName]>;
export type MailBudget = keyof typeof budgets;

/**
 * Whether one more such mail may go out now: counted against the sender's client (undefined: the site's own job), then
 * the recipient's mailbox (`+tags` and Gmail dots share one allowance), then the budget's site-wide cap, stopping at
 * the first refusal so a sender over its own allowance spends nothing shared. False: the visitor's answer is the same.
 */
export async function mayMailUnconfirmed(
  recipient: string,
  sender: string | undefined,
  budget: MailBudget = 'courtesy',
): Promise<boolean> {
  const [perSender, perRecipient, site] = budgets[budget];
  if (sender && (await overLimit(perSender, sender))) return false;
  if (await overLimit(perRecipient, mailboxKey(recipient))) return false;
  return !(await overLimit(site, 'site'));
}
