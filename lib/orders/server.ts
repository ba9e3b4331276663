import 'server-only';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { firstTime } from '@/lib/db/processed-events';
import { inTransaction } from '@/lib/db/transaction';
import type { Database } from '@/lib/db/schema';
import { intlLocale } from '@/lib/i18n/formats';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { skuName } from '@/lib/commerce/sku-display';
import { enqueueMail } from '@/lib/mail/outbox';
import { claimOrderLinks, mintOrderLink, orderStatusUrl } from './status-link';

type Resource = { id: string; type: string; attributes?: Record<string, unknown> };

export interface PlacedOrder {
  id: string;
  number: string;
  email: string;
  locale: Locale;
  currency: string;
  totalCents: number;
  lines: Array<{ skuCode: string; name: string; quantity: number; totalCents: number }>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const cents = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The facts of an `orders.place` payload a confirmation needs, when it carries a number, a buyer and SKU lines. */
export function placedOrderOf(data: Resource, included: readonly Resource[]): PlacedOrder | null {
  const attributes = data.attributes ?? {};
  const email = text(attributes.customer_email);
  const currency = text(attributes.currency_code);
  // The number is what the buyer quotes: without one there is nothing to show, and never the id (a bearer secret).
  const number = text(attributes.number);
  if (!number || !email.includes('@') || !/^[A-Z]{3}$/.test(currency)) return null;
  const language = text(attributes.language_code);
  const locale = isLocale(language) ? language : 'en';
  const lines = included
    .filter((line) => line.type === 'line_items' && line.attributes?.item_type === 'skus')
    .map(({ attributes: line = {} }) => ({
      skuCode: text(line.sku_code),
      name: skuName(text(line.sku_code), text(line.name), locale),
      quantity: cents(line.quantity),
      totalCents: cents(line.total_amount_cents),
    }));
  if (!lines.length) return null;
  return { id: data.id, number, email, locale, currency, totalCents: cents(attributes.total_amount_cents), lines };
}

const confirmationId = (orderId: string) => createHash('sha256').update(`order-confirmation\n${orderId}`).digest('hex');

/**
 * Queues the buyer's confirmation in their language with a new opaque link to the order page, stored with the mail,
 * once per order however often the platform retries; the checkout's return link gets the buyer's address too.
 */
export async function queueOrderConfirmation(db: Kysely<Database>, order: PlacedOrder): Promise<boolean> {
  const money = new Intl.NumberFormat(intlLocale(order.locale), { style: 'currency', currency: order.currency });
  const amount = (value: number) => money.format(value / 100);
  return inTransaction(db, async (trx) => {
    if (!(await firstTime(trx, confirmationId(order.id), 'orders.place'))) return false;
    await claimOrderLinks(order.id, order.email, trx);
    const token = await mintOrderLink(order, 'confirmation', trx);
    await enqueueMail(trx, {
      template: 'order-confirmation',
      locale: order.locale,
      to: order.email,
      data: {
        number: order.number,
        lines: order.lines.map((line) => `${line.quantity} × ${line.name}: ${amount(line.totalCents)}`).join('\n'),
        total: amount(order.totalCents),
        statusUrl: orderStatusUrl(order.locale, token),
      },
    });
    return true;
  });
}
