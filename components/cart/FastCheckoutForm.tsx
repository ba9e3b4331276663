'use client';

import { useActionState } from 'react';
import { fastCheckoutAction } from '@/lib/cart/action';
import { Button } from '@/components/ui/Button';

type Props = { locale: string; skuCode: string; quantity: number; labels: { submit: string; pending: string } };

/** The one control of the fast-checkout page: posts itself without JavaScript too; a refusal shows above it. */
export function FastCheckoutForm({ locale, skuCode, quantity, labels }: Props) {
  const [refusal, formAction, pending] = useActionState(fastCheckoutAction, undefined);
  return (
    <form action={formAction} data-testid="fast-checkout-form">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="skuCode" value={skuCode} />
      <input type="hidden" name="quantity" value={quantity} />
      {refusal ? <p role="alert">{refusal}</p> : null}
      <Button type="submit" pending={pending} pendingLabel={labels.pending}>
        {labels.submit}
      </Button>
    </form>
  );
}
