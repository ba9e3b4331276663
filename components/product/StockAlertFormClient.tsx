'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { ConsentField, SharedField } from '@/components/forms/FormFields';
import { FormShell } from '@/components/forms/FormShell';
import { FormStatus } from '@/components/forms/FormStatus';
import { useFormAction } from '@/components/forms/use-form-action';
import type { Locale } from '@/lib/i18n/locales';
import { stockAlertAction } from '@/lib/stock-alerts/action';

const schema = () => import('@/lib/stock-alerts/schema').then((module) => module.stockAlertSchema);

type Props = {
  locale: Locale;
  idempotencyKey: string;
  skuCode: string;
  labels: { submit: string; consent: ReactNode };
};

/** The address and the consent; the answer is the same thanks whether the address asked before or not. */
export function StockAlertFormClient({ locale, idempotencyKey, skuCode, labels }: Props) {
  const page = usePathname();
  const form = useFormAction(stockAlertAction, {
    locale,
    idempotencyKey,
    schema,
    checkboxes: ['privacy'],
    anchor: `stock-alert-${skuCode.toLowerCase()}`,
  });
  if (form.state.status === 'success') return <FormStatus state={form.state} anchor={form.anchor} />;
  return (
    <FormShell form={form} submitLabel={labels.submit} testId="stock-alert-form">
      <input type="hidden" name="skuCode" value={skuCode} />
      <input type="hidden" name="page" value={page ?? ''} />
      <SharedField form={form} name="email" />
      <ConsentField form={form} name="privacy" label={labels.consent} />
    </FormShell>
  );
}
