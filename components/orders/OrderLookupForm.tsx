'use client';

import { SharedField, TextField } from '@/components/forms/FormFields';
import { FormShell } from '@/components/forms/FormShell';
import { useFormAction } from '@/components/forms/use-form-action';
import type { Locale } from '@/lib/i18n/locales';
import { orderLookupAction } from '@/lib/orders/action';

const schema = () => import('@/lib/orders/schema').then((module) => module.orderLookupSchema);

type Props = {
  locale: Locale;
  idempotencyKey: string;
  /** The number the checkout's confirmation page hands over (`?number=`), so only the address is left to type. */
  number?: string;
  labels: { orderId: string; submit: string };
};

/** Order number and address: a match opens the order page, anything else gets one answer. */
export function OrderLookupForm({ locale, idempotencyKey, number, labels }: Props) {
  const form = useFormAction(orderLookupAction, {
    locale,
    idempotencyKey,
    schema,
    anchor: 'order-lookup',
    initial: number ? { orderId: number } : {},
  });
  return (
    <FormShell form={form} submitLabel={labels.submit} testId="order-lookup-form">
      <TextField form={form} name="orderId" label={labels.orderId} required inputMode="numeric" autoComplete="off" />
      <SharedField form={form} name="email" />
    </FormShell>
  );
}
