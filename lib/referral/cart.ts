import 'server-only';
import { marketForCountry } from '@/lib/markets/regions';
import { db } from '@/lib/db/server';
import { mailboxKey } from '@/lib/mail/mailbox';
import { normalizeReferralCode } from './codes';
import { referralRefusal, type ReferralRefusal } from './friend';
import { hasPlacedOrders } from './platform';
import { logger } from '@/lib/telemetry/log';

type OrderFacts = { customer_email?: string | null; coupon_code?: string | null };

async function memberOf(code: string) {
  try {
    return await db()
      .selectFrom('referral_members')
      .select(['email', 'country', 'coupon_id'])
      .where('code', '=', code)
      .executeTakeFirst();
  } catch (error) {
    // Without the ledger the platform alone decides; the webhook applies the rules again when the order is placed.
    logger.error({ err: error }, '[referral] member lookup for the cart failed');
    return undefined;
  }
}

/** Whether any address of this email's mailbox was referred before or placed an order (`carol+2@` after `carol@`). */
async function emailHasOrders(email: string): Promise<boolean> {
  const [ledger, platform] = await Promise.all([
    db()
      .selectFrom('referrals')
      .select('id')
      .where('friend_mailbox', '=', mailboxKey(email))
      .where('status', '<>', 'void')
      .executeTakeFirst(),
    hasPlacedOrders(email),
  ]);
  return Boolean(ledger) || platform;
}

/**
 * Whether a member's code may go on this order (a code of any other shape, or no member's, is the platform's to
 * judge): checked when the code is entered or saved from `?ref=`, and again before the checkout.
 */
export async function referralRefusalFor(
  code: string,
  order: OrderFacts | undefined,
  marketCurrency: string,
): Promise<ReferralRefusal | undefined> {
  const normalized = normalizeReferralCode(code);
  const member = normalized && (await memberOf(normalized));
  if (!member) return undefined;
  const orderEmail = order?.customer_email?.trim() || null;
  return referralRefusal({
    member: {
      email: member.email,
      currency: marketForCountry(member.country, 'consumer')?.currency ?? 'EUR',
      couponActive: Boolean(member.coupon_id),
    },
    orderEmail,
    marketCurrency,
    emailHasOrders: orderEmail ? await emailHasOrders(orderEmail) : false,
  });
}

/** Whether a code is a member's (so a refusal by the platform is reported as an inactive referral code). */
export async function isMemberCode(code: string): Promise<boolean> {
  const normalized = normalizeReferralCode(code);
  return Boolean(normalized && (await memberOf(normalized)));
}
