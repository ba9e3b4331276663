import 'server-only';
import { sql } from 'kysely';
import { db } from '@/lib/db/server';
import { logger } from '@/lib/telemetry/log';

/**
 * Records the client address an order is handed to the checkout from, as this server saw it (the latest hand-off
 * wins), in the storefront's own database: the order's metadata would do, but the checkout's token may rewrite it.
 * The referral ledger reads it when the order is placed; retention drops it after REFERRAL_IP_DAYS. A database
 * outage costs the review rule one address, never the shopper their checkout.
 */
export async function recordCheckoutClient(orderId: string, client: string | undefined): Promise<void> {
  if (!client || client === 'unknown') return;
  try {
    await db()
      .insertInto('checkout_clients')
      .values({ order_id: orderId, ip: client })
      .onConflict((oc) => oc.column('order_id').doUpdateSet({ ip: client, recorded_at: sql<Date>`now()` }))
      .execute();
  } catch (error) {
    logger.error({ err: error }, '[checkout] client address not recorded');
  }
}
