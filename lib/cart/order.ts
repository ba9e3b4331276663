import 'server-only';
import type { LineItem, Order, OrderUpdate } from '@commercelayer/sdk';
import { withMarketClient } from '@/lib/commerce/sdk';
import { CommerceApiError, isApiErrorStatus, toCommerceError } from '@/lib/commerce/errors';
import { integrationClient } from '@/lib/commerce/integration-client';
import { logger } from '@/lib/telemetry/log';

/** Orders the storefront may still change; anything placed or cancelled starts a new cart. */
const openStatuses = new Set(['draft', 'pending']);
const include = ['line_items'];

/** What every order is stamped with: language, return links and the shipping country (its VAT rate and checkout lock). */
export type OrderLinks = { languageCode: string; returnUrl?: string; cartUrl?: string; country?: string };

export function skuLines(order: Order | undefined): LineItem[] {
  return (order?.line_items ?? []).filter((item) => item.item_type === 'skus' && item.sku_code);
}

export async function retrieveOpenOrder(market: string, orderId: string): Promise<Order | undefined> {
  try {
    const order = await withMarketClient(market, (client) => client.orders.retrieve(orderId, { include }));
    return openStatuses.has(order.status) ? order : undefined;
  } catch (error) {
    if ([401, 403, 404].some((status) => isApiErrorStatus(error, status))) return undefined;
    throw error;
  }
}

export async function createOrder(market: string, links: OrderLinks, extra: Partial<OrderUpdate> = {}): Promise<Order> {
  return withMarketClient(market, (client) =>
    client.orders.create(
      {
        language_code: links.languageCode,
        return_url: links.returnUrl,
        cart_url: links.cartUrl,
        shipping_country_code_lock: links.country,
        customer_email: extra.customer_email,
        metadata: extra.metadata,
      },
      { include },
    ),
  );
}

export async function updateOrder(
  market: string,
  orderId: string,
  attributes: Omit<OrderUpdate, 'id'>,
): Promise<Order> {
  return withMarketClient(market, (client) => client.orders.update({ id: orderId, ...attributes }, { include }));
}

/** Adds a SKU; a SKU already in the order has its quantity raised instead of a second line. */
export async function addSku(market: string, orderId: string, skuCode: string, quantity: number): Promise<void> {
  await withMarketClient(market, (client) =>
    client.line_items.create({
      sku_code: skuCode,
      quantity,
      _update_quantity: true,
      order: client.orders.relationship(orderId),
    }),
  );
}

export async function setLineQuantity(market: string, lineItemId: string, quantity: number): Promise<void> {
  await withMarketClient(market, (client) => client.line_items.update({ id: lineItemId, quantity }));
}

export async function removeLine(market: string, lineItemId: string): Promise<void> {
  await withMarketClient(market, (client) => client.line_items.delete(lineItemId));
}

/** Deletes a draft whose items moved to another market (a sales channel may not delete orders); a refusal leaves it behind. */
export async function discardOrder(market: string, orderId: string): Promise<void> {
  try {
    await (await integrationClient()).orders.delete(orderId);
  } catch (error) {
    // Not the draft's id: an order id is a key to its owner's data (docs/adr/0048-order-ids-reach-only-their-owner.md).
    logger.error({ err: toCommerceError(error), market }, '[cart] the moved draft could not be deleted');
  }
}

export type MoveResult = { order?: Order; notMoved: string[]; couponDropped: boolean };

/**
 * Re-creates an order in another market (customer type or shipping country changed): same items, notes and
 * coupon (`couponCode`, the source's unless the caller carries it over itself); SKUs the new market does not sell
 * are left behind and reported.
 */
export async function moveOrder(
  source: Order | undefined,
  targetMarket: string,
  links: OrderLinks,
  couponCode: string | null | undefined = source?.coupon_code,
): Promise<MoveResult> {
  const lines = skuLines(source);
  if (!source || !lines.length) return { notMoved: [], couponDropped: false };
  const order = await createOrder(targetMarket, links, {
    metadata: source.metadata,
    customer_email: source.customer_email,
  });
  const notMoved: string[] = [];
  for (const line of lines) {
    try {
      await addSku(targetMarket, order.id, line.sku_code as string, line.quantity);
    } catch (error) {
      if (!(error instanceof CommerceApiError) || error.status >= 500) throw error;
      notMoved.push(line.sku_code as string);
    }
  }
  let couponDropped = false;
  if (couponCode) {
    try {
      await updateOrder(targetMarket, order.id, { coupon_code: couponCode });
    } catch (error) {
      if (!(error instanceof CommerceApiError) || error.status >= 500) throw error;
      couponDropped = true;
    }
  }
  return { order: await retrieveOpenOrder(targetMarket, order.id), notMoved, couponDropped };
}
