import { oneId, type Rec } from '../db/store';
import type { Ctx } from '../engine/context';
import { related } from '../engine/relations';
import { isSkuLine, linesOf } from '../domain/orders/lines';
import { shipmentsOf } from '../domain/shipments/sync';
import { byCountryName, nameIn } from './localize';
import type { CheckoutView, FieldError } from './render';
import type { Lang, Texts } from './texts';

async function shippingMethods(ctx: Ctx, order: Rec): Promise<Rec[]> {
  const market = oneId(order, 'market');
  return (await ctx.store.all('shipping_methods')).filter(
    (m) => !m.attributes.disabled_at && (!oneId(m, 'market') || oneId(m, 'market') === market),
  );
}

async function defaults(ctx: Ctx, order: Rec, countries: string[]): Promise<Record<string, string>> {
  const lock = String(order.attributes.shipping_country_code_lock ?? '');
  const country = countries.includes(lock) ? lock : (countries[0] ?? '');
  const values: Record<string, string> = {
    email: String(order.attributes.customer_email ?? ''),
    shipping_country_code: country,
    billing_country_code: country,
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

/**
 * Each line's name in the order's language: the storefront's own name, else the SKU's or promotion's translation; a
 * coupon's discount is named by its code, as the shop's cart names it.
 */
async function lineNames(ctx: Ctx, order: Rec, lines: Rec[], lang: Lang, t: Texts): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const line of lines) {
    const name = String(line.attributes.name ?? '');
    const source = isSkuLine(line)
      ? (await ctx.store.all('skus')).find((sku) => sku.attributes.code === line.attributes.sku_code)
      : await ctx.store.find(String(line.attributes.promotion_id ?? ''));
    const code = order.attributes.coupon_code;
    if (source && oneId(source, 'coupon_codes_promotion_rule') && code) names.set(line.id, `${t.coupon} ${code}`);
    else names.set(line.id, source && source.attributes.name === name ? nameIn(source, lang, name) : name);
  }
  return names;
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
  const countries = byCountryName((market?.attributes.shipping_country_codes as string[] | undefined) ?? [], lang);
  const payments = await related(ctx.store, order, 'available_payment_methods');
  const lines = (await linesOf(ctx.store, order.id)).sort((a, b) => Number(isSkuLine(b)) - Number(isSkuLine(a)));
  return {
    lang,
    t,
    order,
    lines,
    lineNames: await lineNames(ctx, order, lines, lang, t),
    shippingMethods: await shippingMethods(ctx, order),
    paymentMethods: Array.isArray(payments) ? payments : [],
    countries,
    values: form ?? (await defaults(ctx, order, countries)),
    errors,
    action,
  };
}
