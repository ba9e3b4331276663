/* eslint-disable @typescript-eslint/no-explicit-any -- tests index JSON answers freely in assertions */
import type { Order } from '@commercelayer/sdk';
import type { CommerceLayerBundle } from '@commercelayer/sdk/bundle';

type Cl = CommerceLayerBundle;

export const ADDRESS = {
  first_name: 'Ada',
  last_name: 'Verdi',
  line_1: 'Via Roma 1',
  city: 'Torino',
  zip_code: '10121',
  country_code: 'IT',
  phone: '+39 011 123456',
};

export async function newOrder(cl: Cl, attributes: Record<string, unknown> = {}): Promise<Order> {
  return cl.orders.create({
    customer_email: 'shopper@viridea.test',
    language_code: 'en',
    return_url: 'https://shop.test/thanks',
    cart_url: 'https://shop.test/cart',
    ...attributes,
  });
}

export async function addLine(
  cl: Cl,
  orderId: string,
  sku_code: string,
  quantity: number,
  extra: Record<string, unknown> = {},
) {
  return cl.line_items.create({ sku_code, quantity, order: cl.orders.relationship(orderId), ...extra });
}

/** Gives the order everything _place needs: addresses, a shipping method on its shipment, a payment method. */
export async function readyToPlace(cl: Cl, orderId: string): Promise<Order> {
  const address = await cl.addresses.create(ADDRESS);
  const order = await cl.orders.update(
    { id: orderId, shipping_address: cl.addresses.relationship(address.id), _billing_address_same_as_shipping: true },
    { include: ['shipments.available_shipping_methods', 'available_payment_methods'] },
  );
  for (const shipment of order.shipments ?? [])
    await cl.shipments.update({
      id: shipment.id,
      shipping_method: cl.shipping_methods.relationship(shipment.available_shipping_methods![0].id),
    });
  return cl.orders.update({
    id: orderId,
    payment_method: cl.payment_methods.relationship(order.available_payment_methods![0].id),
  });
}

/** Status and errors of a rejected SDK call. */
export async function failure(
  promise: Promise<unknown>,
): Promise<{ status: number; errors: Array<Record<string, any>> }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { status?: number; errors?: Array<Record<string, any>> };
    return { status: e.status ?? 0, errors: e.errors ?? [] };
  }
  throw new Error('expected the call to fail');
}
