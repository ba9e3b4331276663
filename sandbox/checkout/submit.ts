import { oneId, ref, type Rec } from '../db/store';
import type { Ctx } from '../engine/context';
import { createRecord, updateRecord } from '../engine/write';
import { ApiError } from '../http/errors';
import type { FieldError } from './render';
import type { Texts } from './texts';

const ADDRESS = ['first_name', 'last_name', 'line_1', 'city', 'zip_code', 'country_code', 'phone'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateForm(values: Record<string, string>, t: Texts): FieldError[] {
  const errors: FieldError[] = [];
  const need = (name: string, label: string) => {
    if (!values[name]?.trim()) errors.push({ field: name, message: `${label} ${t.required}` });
  };
  need('email', t.email);
  if (values.email?.trim() && !EMAIL.test(values.email.trim()))
    errors.push({ field: 'email', message: t.invalidEmail });
  const prefixes = values.same === 'off' ? ['shipping', 'billing'] : ['shipping'];
  for (const prefix of prefixes)
    for (const f of ADDRESS)
      need(`${prefix}_${f}`, `${prefix === 'shipping' ? t.shipping : t.billing}: ${t[f as keyof Texts]}`);
  need('shipping_method', t.delivery);
  need('payment_method', t.payment);
  return errors;
}

async function address(ctx: Ctx, values: Record<string, string>, prefix: string): Promise<Rec> {
  const attributes = Object.fromEntries(ADDRESS.map((f) => [f, values[`${prefix}_${f}`].trim()]));
  return createRecord(ctx, 'addresses', { attributes, flags: {}, relationships: {} });
}

/** Applies the form to the order through the same engine the API uses, then places it. */
export async function submitCheckout(ctx: Ctx, order: Rec, values: Record<string, string>): Promise<void> {
  const shipping = await address(ctx, values, 'shipping');
  const billing = values.same === 'off' ? await address(ctx, values, 'billing') : shipping;
  await updateRecord(ctx, 'orders', order.id, {
    attributes: { customer_email: values.email.trim() },
    flags: {},
    relationships: {
      shipping_address: ref(shipping),
      billing_address: ref(billing),
      payment_method: { type: 'payment_methods', id: values.payment_method },
    },
  });
  const shipments = (await ctx.store.all('shipments')).filter((s) => oneId(s, 'order') === order.id);
  for (const shipment of shipments)
    await updateRecord(ctx, 'shipments', shipment.id, {
      attributes: {},
      flags: {},
      relationships: { shipping_method: { type: 'shipping_methods', id: values.shipping_method } },
    });
  await updateRecord(ctx, 'orders', order.id, { attributes: {}, flags: { _place: true }, relationships: {} });
}

/** Platform errors shown next to the form field they concern. */
export function toFieldErrors(error: ApiError): FieldError[] {
  return error.toJSON().errors.map((e) => {
    const name = e.source?.pointer?.split('/').pop() ?? '';
    const field = name === 'customer_email' ? 'email' : name === 'shipments' ? 'shipping_method' : name;
    return { field, message: e.detail };
  });
}
