import { revalidateTag } from 'next/cache';
import { cacheTags } from '@/lib/cache';
import { CommerceError } from '@/lib/commerce/errors';
import { parseWebhookDocument, type WebhookDocument, type WebhookResource } from '@/lib/commerce/webhook-payload';
import { db } from '@/lib/db/server';
import { readText } from '@/lib/http/body';
import { guardRoute } from '@/lib/http/guard';
import { placedOrderOf } from '@/lib/orders/confirmation';
import { queueOrderConfirmation } from '@/lib/orders/server';
import { backInStockOf, queueBackInStock } from '@/lib/stock-alerts/notify';
import { systemClock } from '@/lib/referral/clock';
import { fraudPolicy, shippingAddressKey } from '@/lib/referral/fraud';
import { platformOrderHistory } from '@/lib/referral/platform';
import { orderFacts, recordOrderEvent, timestampOr, type OrderEvent } from '@/lib/referral/ledger-store';
import { eventId, topicMatches, validSignature } from '@/lib/referral/webhook';
import { changedSkuOf } from './product-change';

const relatedId = (resource: WebhookResource, name: string): string | null => {
  const data = (resource.relationships[name] as { data?: { id?: unknown } } | undefined)?.data;
  return typeof data?.id === 'string' ? data.id : null;
};

/** The ledger event a topic stands for; undefined for topics the programme does not follow. */
function eventOf(topic: string, data: WebhookResource, included: WebhookResource[]): OrderEvent | undefined {
  const attributes = data.attributes;
  if (topic === 'orders.place') {
    const addressId = relatedId(data, 'shipping_address');
    const address = included.find((resource) => resource.type === 'addresses' && resource.id === addressId)?.attributes;
    const key = address ? shippingAddressKey(address) : null;
    return { type: 'placed', order: orderFacts(data.id, attributes, relatedId(data, 'customer'), key) };
  }
  if (topic === 'orders.cancel') return { type: 'cancelled', orderId: data.id };
  const orderId = relatedId(data, 'order');
  if (!orderId) return undefined;
  if (topic === 'shipments.deliver')
    return { type: 'delivered', orderId, at: timestampOr(attributes.delivered_at, new Date()) };
  if (topic === 'returns.receive') return { type: 'returned', orderId };
  return undefined;
}

/**
 * The platform's payloads are one resource and its includes: an order is about 7 KB and each line item 2.3 KB in the
 * sandbox, so this holds about 200 line items (ADR 0051). A larger body is refused before its signature is checked.
 */
const webhookBodyLimit = 512 * 1024;

/**
 * Commerce platform webhooks: signature checked; a placed order's confirmation mail, a back-in-stock mail and each
 * referral event are recorded once, and the answer is 2xx only after they committed.
 */
async function receive(request: Request): Promise<Response> {
  const body = await readText(request, webhookBodyLimit);
  const secret = process.env.COMMERCE_WEBHOOK_SECRET?.trim() ?? '';
  if (!validSignature(body, request.headers.get('x-commercelayer-signature'), secret))
    return Response.json({ error: 'invalid signature' }, { status: 401 });
  const topic = request.headers.get('x-commercelayer-topic') ?? '';
  let document: WebhookDocument;
  try {
    document = parseWebhookDocument(body);
  } catch (error) {
    if (error instanceof CommerceError) return Response.json({ error: error.message }, { status: 400 });
    throw error;
  }
  const { data, included } = document;
  if (!topicMatches(topic, data)) return Response.json({ error: 'topic does not match the payload' }, { status: 422 });
  const placed = topic === 'orders.place' ? placedOrderOf(data, included) : null;
  if (placed) await queueOrderConfirmation(db(), placed);
  const backInStock = topic === 'in_stock_subscriptions.notify' ? backInStockOf(data) : null;
  if (backInStock) await queueBackInStock(db(), backInStock);
  const changedSku = changedSkuOf(topic, data);
  // Cached pages with this product's buy box regenerate now rather than within their 60 s (ADR 0035).
  if (changedSku) revalidateTag(cacheTags.product(changedSku), { expire: 0 });
  const event = eventOf(topic, data, included);
  if (!event) return new Response(null, { status: 204 });
  const delivery = { eventId: eventId(topic, data), topic };
  const recorded = await recordOrderEvent(db(), delivery, event, systemClock, fraudPolicy(), platformOrderHistory);
  return Response.json({ recorded, replay: !recorded });
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute({ POST: receive }, { crossOrigin: true });
