import 'server-only';
import type { Order } from '@commercelayer/sdk';
import type { CommerceClient } from '@/lib/commerce/sdk';
import { integrationClient } from '@/lib/commerce/integration-client';
import type { Currency } from '@/lib/markets/money';
import { mailboxKey, mailboxPatterns } from '@/lib/mail/mailbox';
import { shippingAddressKey } from './fraud';
import type { OrderHistory } from './ledger-store';
import { rewardCentsByCurrency } from './rewards';
import { logger } from '@/lib/telemetry/log';

const promotionName = (currency: Currency) => `Referral friend discount (${currency})`;

/** The fixed-amount promotion of one currency with its coupon rule, created on first use (idempotent by name). */
async function referralRule(client: CommerceClient, currency: Currency): Promise<string> {
  const name = promotionName(currency);
  const [found] = await client.fixed_amount_promotions.list({
    filters: { name_eq: name },
    include: ['coupon_codes_promotion_rule'],
  });
  if (found?.coupon_codes_promotion_rule) return found.coupon_codes_promotion_rule.id;
  const promotion =
    found ??
    (await client.fixed_amount_promotions.create({
      name,
      currency_code: currency,
      fixed_amount_cents: rewardCentsByCurrency[currency],
      starts_at: new Date().toISOString(),
      expires_at: '2099-12-31T23:59:59.000Z',
    }));
  const rule = await client.coupon_codes_promotion_rules.create({
    promotion: client.fixed_amount_promotions.relationship(promotion.id),
  });
  return rule.id;
}

/** Creates the referral promotions of `currencies` before their first member joins (a platform shared by tests). */
export async function prepareReferralPromotions(currencies: readonly Currency[]): Promise<void> {
  const client = await integrationClient();
  for (const currency of currencies) await referralRule(client, currency);
}

/** The member's code as a coupon: one use per customer, on the promotion of the member's currency. */
export async function createMemberCoupon(code: string, currency: Currency): Promise<string> {
  const client = await integrationClient();
  const [existing] = await client.coupons.list({ filters: { code_eq: code } });
  if (existing) return existing.id;
  const ruleId = await referralRule(client, currency);
  const coupon = await client.coupons.create({
    code,
    customer_single_use: true,
    promotion_rule: client.coupon_codes_promotion_rules.relationship(ruleId),
  });
  return coupon.id;
}

/** Tops up the member's rechargeable gift card (created on the first reward); returns its code and new balance. */
export async function topUpGiftCard(
  card: { id: string | null; email: string; currency: Currency },
  cents: number,
): Promise<{ id: string; code: string; balanceCents: number }> {
  const client = await integrationClient();
  const id =
    card.id ??
    (
      await client.gift_cards.create({
        currency_code: card.currency,
        balance_cents: 0,
        rechargeable: true,
        recipient_email: card.email,
      })
    ).id;
  if (!card.id) await client.gift_cards._activate(id);
  const updated = await client.gift_cards.update({ id, _balance_change_cents: cents });
  return { id, code: updated.code ?? '', balanceCents: updated.balance_cents ?? 0 };
}

/** The current balance, for the dashboard; undefined when the platform does not answer. */
export async function giftCardBalance(id: string): Promise<number | undefined> {
  try {
    return (await (await integrationClient()).gift_cards.retrieve(id)).balance_cents ?? undefined;
  } catch (error) {
    logger.error({ err: error }, '[referral] gift card balance unavailable');
    return undefined;
  }
}

const pageSize = 25;
// A Gmail pattern is a superset; past this many candidates a rare name is not worth more platform calls.
const maxPages = 8;

/**
 * Placed orders of every address delivering to `email`'s mailbox (`carol+2@`, `C.arol@googlemail.com`): the platform
 * narrows by LIKE (`_matches_any`), lib/mail/mailbox.ts decides; `enough` stops once that many are found.
 */
async function placedOrdersOfMailbox(email: string, enough: number, include: string[] = []): Promise<Order[]> {
  const client = await integrationClient();
  const mailbox = mailboxKey(email);
  const found: Order[] = [];
  for (let page = 1; page <= maxPages && found.length < enough; page++) {
    const batch = await client.orders.list({
      filters: { customer_email_matches_any: mailboxPatterns(email), status_in: 'placed,approved,editing' },
      include,
      pageSize,
      pageNumber: page,
    });
    found.push(...batch.filter((order) => order.customer_email && mailboxKey(order.customer_email) === mailbox));
    if (batch.length < pageSize || batch.meta.pageCount <= page) break;
  }
  return found;
}

/** Whether the platform already holds a placed order of this mailbox (a friend's discount is for a first order). */
export async function hasPlacedOrders(email: string): Promise<boolean> {
  return (await placedOrdersOfMailbox(email, 1)).length > 0;
}

/** The order history the ledger's fraud rules read from the platform (placed orders by mailbox). */
export const platformOrderHistory: OrderHistory = {
  async memberAddressKeys(email) {
    const orders = await placedOrdersOfMailbox(email, pageSize, ['shipping_address']);
    return orders.flatMap((order) => (order.shipping_address ? [shippingAddressKey(order.shipping_address)] : []));
  },
  async earlierOrders(email, exceptOrderId) {
    const orders = await placedOrdersOfMailbox(email, 2);
    return orders.filter((order) => order.id !== exceptOrderId).length;
  },
};
