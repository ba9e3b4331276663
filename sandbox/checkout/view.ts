import { oneId, type Rec } from '../db/store';
import type { Ctx } from '../engine/context';
import { related } from '../engine/relations';
import { isSkuLine, linesOf } from '../domain/orders/lines';
import { shipmentsOf } from '../domain/shipments/sync';
import type { CheckoutView, FieldError } from './render';
import type { Lang, Texts } from './texts';

async function shippingMethods(ctx: Ctx, order: Rec): Promise<Rec[]> {
  const market = oneId(order, 'market');
  return (await ctx.store.all('shipping_methods')).filter(
    (m) => !m.attributes.disabled_at && (!oneId(m, 'market') || oneId(m, 'market') === market),
  );
}

async function defaults(ctx: Ctx, order: Rec, countries: string[]): Promise<Record<string, string>> {
  const values: Record<string, string> = {
    email: String(order.attributes.customer_email ?? ''),
    shipping_country_code: countries[0] ?? '',
    billing_country_code: countries[0] ?? '',
  };
  for (const prefix of ['shipping', 'billing']) {
    const address = await ctx.store.find(oneId(order, `${prefix}_address`) ?? '');
    if (address) for (const [k, v] of Object.entries(address.attributes)) values[`${prefix}_${k}`] = String(v ?? '');
  }
  const shipment = (await shipmentsOf(ctx.store, order.id))[0];
  const method = shipment ? oneId(shipment, 'shipping_method') : undefined;
  if (method) values.shipping_method = method;
  const payment = oneId(order, 'payment_method');
  if (payment) values.payment_method = payment;
  return values;
}

export async function buildView(
  ctx: Ctx,
  order: Rec,
  lang: Lang,
  t: Texts,
  action: string,
  form?: Record<string, string>,
  errors: FieldError[] = [],
): Promise<CheckoutView> {
  const market = await ctx.store.find(oneId(order, 'market') ?? '');
  const countries = (market?.attributes.shipping_country_codes as string[] | undefined) ?? [];
  const payments = await related(ctx.store, order, 'available_payment_methods');
  return {
    lang,
    t,
    order,
    lines: (await linesOf(ctx.store, order.id)).sort((a, b) => Number(isSkuLine(b)) - Number(isSkuLine(a))),
    shippingMethods: await shippingMethods(ctx, order),
    paymentMethods: Array.isArray(payments) ? payments : [],
    countries,
    values: form ?? (await defaults(ctx, order, countries)),
    errors,
    action,
  };
}
