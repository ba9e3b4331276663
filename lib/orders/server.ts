import 'server-only';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { firstTime } from '@/lib/db/processed-events';
import { inTransaction } from '@/lib/db/transaction';
import type { Database } from '@/lib/db/schema';
import { siteOrigin } from '@/lib/http/site-origin';
import { enqueueMail } from '@/lib/mail/outbox';
import { pathFor } from '@/lib/routes/paths';
import { sumOfParts } from './amounts';
import { confirmationData, type PlacedOrder } from './confirmation';
import { mintOrderLink, orderStatusUrl } from './status-link';
import { logger } from '@/lib/telemetry/log';

const confirmationId = (orderId: string) => createHash('sha256').update(`order-confirmation\n${orderId}`).digest('hex');

/**
 * Queues the buyer's confirmation in their language with a new opaque link to the order page, stored with the mail,
 * once per order however often the platform retries.
 */
export async function queueOrderConfirmation(db: Kysely<Database>, order: PlacedOrder): Promise<boolean> {
  // The platform computes every amount; parts that do not add up mean a field this mail does not know yet.
  if (sumOfParts(order.amounts) !== order.amounts.total)
    logger.error({ amounts: order.amounts }, `[orders] order ${order.number}: its parts do not add up to its total`);
  return inTransaction(db, async (trx) => {
    if (!(await firstTime(trx, confirmationId(order.id), 'orders.place'))) return false;
    const token = await mintOrderLink(order, 'confirmation', trx);
    const contactUrl = `${siteOrigin()}${pathFor(order.locale, { pathname: '/contact' })}`;
    await enqueueMail(trx, {
      template: 'order-confirmation',
      locale: order.locale,
      to: order.email,
      data: confirmationData(order, { statusUrl: orderStatusUrl(order.locale, token), contactUrl }),
    });
    return true;
  });
}
