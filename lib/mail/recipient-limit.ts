import 'server-only';
import { overLimit } from '@/lib/http/rate-limit';
import { mailboxKey } from './mailbox';

/**
 * Whether a mail to an address that has not confirmed it is theirs may go out: counted per mailbox (so `+tags` and
 * Gmail dots share one allowance) and across the site. False means drop it silently; the visitor's answer is the same.
 */
export async function mayMailUnconfirmed(recipient: string): Promise<boolean> {
  if (await overLimit('unconfirmedMailRecipient', mailboxKey(recipient))) return false;
  return !(await overLimit('unconfirmedMailAll', 'site'));
}
