'use client';
import { useLocale, useTranslations } from 'next-intl';
import { startTransition, useActionState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { cartAction } from '@/lib/cart/action';

type Props = {
  /** What the cart says of codes while none is held (a link's code that is nobody's, one a move dropped). */
  notice?: { text: string; testId: string };
  /** Where the form posts without JavaScript: the cart at this form, so the answer lands by the field. */
  permalink: string;
};

/**
 * The code entry, with an action state of its own so that without JavaScript its answer comes back at its own
 * fragment; a refusal shows under the field (the one message there) and the typed code stays in it.
 */
export function CouponEntry({ notice, permalink }: Props) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const [state, dispatch] = useActionState(cartAction, undefined, permalink);
  const refusal = state?.status === 'refused' ? state : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    data.set('script', '1');
    startTransition(() => dispatch(data));
  }

  return (
    <form action={dispatch} onSubmit={submit}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="intent" value="coupon" />
      <input type="hidden" name="target" value="coupon::" />
      <Field
        label={t('coupon.label')}
        error={refusal ? <span data-testid="coupon-error">{refusal.message}</span> : undefined}
        hint={!refusal && notice ? <span data-testid={notice.testId}>{notice.text}</span> : undefined}
      >
        {(control) => (
          <>
            <input
              {...control}
              name="code"
              autoComplete="off"
              maxLength={40}
              required
              defaultValue={refusal?.entered}
            />
            <Button type="submit" variant="secondary">
              {t('coupon.apply')}
            </Button>
          </>
        )}
      </Field>
    </form>
  );
}
