import 'server-only';
import type { LineItem, Order, Parcel, Shipment } from '@commercelayer/sdk';
import { integrationClient } from '@/lib/commerce/integration-client';
import { taxAdded, type TaxLabel } from '@/lib/mail/templates';
import { amountsOf, taxLabel } from './amounts';

/** What the order page shows of one placed order, read from the platform at each visit. */
export interface OrderStatusView {
  number: string;
  status: 'placed' | 'approved' | 'cancelled';
  fulfillmentStatus: string;
  placedAt: string | null;
  currency: string;
  lines: Array<{ skuCode: string; name: string; quantity: number; totalCents: number }>;
  /** The parts add up to the total, the tax only when added to the prices (`taxAdded`), as in the mail. */
  totals: { subtotal: number; discount: number; shipping: number; tax: number; giftCard: number; total: number };
  taxLabel: TaxLabel;
  taxAdded: boolean;
  shipments: Array<{ number: string; status: Shipment['status']; tracking: string | null }>;
}

const shownStatuses = ['placed', 'approved', 'cancelled'] as const;
const shownStatus = (status: string) => shownStatuses.find((shown) => shown === status);
const cents = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

// The sandbox writes a purchased label's tracking number on the shipment, the platform on its parcels.
function trackingOf(shipment: Shipment & { tracking_number?: string | null }): string | null {
  const parcel = (shipment.parcels ?? []).find((candidate: Parcel) => candidate.tracking_number);
  return shipment.tracking_number || parcel?.tracking_number || null;
}

function viewOf(order: Order): OrderStatusView | undefined {
  const status = shownStatus(order.status);
  if (!status) return undefined;
  const skuLines = (order.line_items ?? []).filter((line: LineItem) => line.item_type === 'skus');
  const amounts = amountsOf(order, order.line_items ?? []);
  const label = taxLabel(order.shipping_address?.country_code, amounts.taxIncluded);
  return {
    number: String(order.number ?? ''),
    status,
    fulfillmentStatus: order.fulfillment_status,
    placedAt: order.placed_at ?? null,
    currency: order.currency_code ?? 'EUR',
    lines: skuLines.map((line) => ({
      skuCode: line.sku_code ?? '',
      name: line.name ?? '',
      quantity: line.quantity,
      totalCents: cents(line.total_amount_cents),
    })),
    totals: {
      subtotal: amounts.subtotal,
      discount: (amounts.coupon?.cents ?? 0) + amounts.promotions,
      shipping: amounts.shipping,
      tax: amounts.tax,
      giftCard: amounts.giftCard,
      total: amounts.total,
    },
    taxLabel: label,
    taxAdded: taxAdded(label),
    shipments: (order.shipments ?? []).map((shipment) => ({
      number: shipment.number,
      status: shipment.status,
      tracking: trackingOf(shipment),
    })),
  };
}

/** A placed, approved or cancelled order as its buyer may see it; undefined for a draft or an unknown id. */
export async function readOrderStatus(orderId: string): Promise<OrderStatusView | undefined> {
  const client = await integrationClient();
  const [order] = await client.orders.list({
    filters: { id_eq: orderId },
    include: ['line_items', 'shipments', 'shipments.parcels', 'shipping_address'],
    pageSize: 1,
  });
  return order && viewOf(order);
}

/** The id of the placed order with this number when it was placed with this address (any letter case). */
export async function findOrderId(number: string, email: string): Promise<string | undefined> {
  const client = await integrationClient();
  const found = await client.orders.list({
    filters: { number_eq: number },
    fields: { orders: ['id', 'number', 'customer_email', 'status'] },
    pageSize: 5,
  });
  const match = found.find(
    (order) =>
      String(order.number) === number &&
      order.customer_email?.toLowerCase() === email.toLowerCase() &&
      shownStatus(order.status),
  );
  return match?.id;
}
