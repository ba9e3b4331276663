import type { Kysely, Transaction } from 'kysely';
import { firstTime } from '@/lib/db/processed-events';
import type { Database } from '@/lib/db/schema';
import { inTransaction } from '@/lib/db/transaction';
import { isCurrency, rewardCentsByCurrency } from './rewards';
import { addDays, type Clock } from './clock';
import { mailboxKey } from '@/lib/mail/mailbox';
import { assessReferral, fraudPolicy, type FraudPolicy } from './fraud';
import { nextEntry, type LedgerEvent } from './ledger';

type Trx = Transaction<Database>;
type Attrs = Record<string, unknown>;

export interface OrderFacts {
  orderId: string;
  number: string | null;
  couponCode: string | null;
  email: string;
  customerId: string | null;
  addressKey: string | null;
  currency: string;
  placedAt: Date;
}

const str = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** A timestamp from a webhook body; a missing or unreadable one is taken as now. */
export function timestampOr(value: unknown, now: Date): Date {
  const date = new Date(str(value) ?? Number.NaN);
  return Number.isNaN(date.getTime()) ? now : date;
}

/**
 * The facts of an order resource (attributes as the platform sends them). Nothing comes from its metadata: the
 * checkout's token may write it, so the client address is the one this server recorded (checkout_clients).
 */
export function orderFacts(
  id: string,
  attributes: Attrs,
  customerId: string | null,
  addressKey: string | null,
): OrderFacts {
  return {
    orderId: id,
    number: str(attributes.number),
    couponCode: str(attributes.coupon_code)?.toUpperCase() ?? null,
    email: (str(attributes.customer_email) ?? '').toLowerCase(),
    customerId,
    addressKey,
    currency: str(attributes.currency_code) ?? 'EUR',
    placedAt: timestampOr(attributes.placed_at, new Date()),
  };
}

/** What the platform knows beyond the order: the member's own shipping addresses, the friend's earlier orders. */
export interface OrderHistory {
  memberAddressKeys(email: string): Promise<string[]>;
  earlierOrders(email: string, exceptOrderId: string): Promise<number>;
}

const noHistory: OrderHistory = { memberAddressKeys: async () => [], earlierOrders: async () => 0 };

async function recordPlaced(trx: Trx, order: OrderFacts, clock: Clock, policy: FraudPolicy, history: OrderHistory) {
  if (!order.couponCode) return;
  const member = await trx
    .selectFrom('referral_members')
    .select(['id', 'email'])
    .where('code', '=', order.couponCode)
    .executeTakeFirst();
  if (!member) return;
  const mailbox = mailboxKey(order.email);
  const [{ friendReferrals }] = await trx
    .selectFrom('referrals')
    .select((eb) => eb.fn.countAll<string>().as('friendReferrals'))
    .where('friend_mailbox', '=', mailbox)
    .where('status', '<>', 'void')
    .execute();
  const ip =
    (await trx.selectFrom('checkout_clients').select('ip').where('order_id', '=', order.orderId).executeTakeFirst())
      ?.ip ?? null;
  const [{ fromIp }] = ip
    ? await trx
        .selectFrom('referrals')
        .select((eb) => eb.fn.countAll<string>().as('fromIp'))
        .where('ip', '=', ip)
        .where('placed_at', '>', addDays(clock(), -policy.ipWindowDays))
        .execute()
    : [{ fromIp: '0' }];
  const [memberAddressKeys, earlierOrders] = await Promise.all([
    history.memberAddressKeys(member.email),
    order.email ? history.earlierOrders(order.email, order.orderId) : 0,
  ]);
  const verdict = assessReferral(
    { email: member.email, addressKeys: memberAddressKeys },
    {
      friend: {
        email: order.email,
        customerId: order.customerId,
        addressKeys: order.addressKey ? [order.addressKey] : [],
      },
      friendReferrals: Number(friendReferrals),
      ordersFromIp: Number(fromIp),
      earlierOrders,
    },
    policy,
  );
  if (verdict.decision === 'reject') return;
  await trx
    .insertInto('referrals')
    .values({
      member_id: member.id,
      order_id: order.orderId,
      order_number: order.number,
      friend_email: order.email,
      friend_mailbox: mailbox,
      ip,
      status: verdict.decision === 'hold' ? 'held' : 'pending',
      hold_reason: verdict.decision === 'hold' ? verdict.reason : null,
      placed_at: order.placedAt,
      reward_cents: isCurrency(order.currency) ? rewardCentsByCurrency[order.currency] : rewardCentsByCurrency.EUR,
      currency: isCurrency(order.currency) ? order.currency : 'EUR',
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
}

async function applyEvent(trx: Trx, orderId: string, event: LedgerEvent) {
  const row = await trx
    .selectFrom('referrals')
    .select(['id', 'status', 'approve_on', 'hold_reason'])
    .where('order_id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return;
  const next = nextEntry({ status: row.status, approveOn: row.approve_on, holdReason: row.hold_reason }, event);
  if (!next) return;
  await trx
    .updateTable('referrals')
    .set({ status: next.status, approve_on: next.approveOn, hold_reason: next.holdReason })
    .where('id', '=', row.id)
    .execute();
}

export type OrderEvent =
  | { type: 'placed'; order: OrderFacts }
  | { type: 'delivered'; orderId: string; at: Date }
  | { type: 'cancelled' | 'returned'; orderId: string };

/**
 * Records one webhook event in the ledger, once per event id, in one transaction: the caller answers 2xx only
 * after this resolves. Returns false for a replay.
 */
export async function recordOrderEvent(
  db: Kysely<Database>,
  delivery: { eventId: string; topic: string },
  event: OrderEvent,
  clock: Clock,
  policy: FraudPolicy = fraudPolicy(),
  history: OrderHistory = noHistory,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    if (!(await firstTime(trx, delivery.eventId, delivery.topic))) return false;
    if (event.type === 'placed') await recordPlaced(trx, event.order, clock, policy, history);
    else if (event.type === 'delivered') await applyEvent(trx, event.orderId, { type: 'delivered', at: event.at });
    else await applyEvent(trx, event.orderId, { type: event.type });
    return true;
  });
}
