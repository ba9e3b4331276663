'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { Notice } from '@/components/ui/Notice';
import { couponInput } from '@/lib/commerce/cart-input';
import styles from './Cart.module.css';

type Props = {
  appliedCode?: string;
  disabled: boolean;
  onApply: (code: string) => Promise<string | undefined>;
  onRemove: () => Promise<string | undefined>;
};

/** Discount-code entry; the route handler's localized message shows under the field. */
export function CouponForm({ appliedCode, disabled, onApply, onRemove }: Props) {
  const t = useTranslations('cart');
  const [removeError, setRemoveError] = useState<string>();
  const { control, register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(couponInput),
    defaultValues: { code: '' },
  });
  const code = useWatch({ control, name: 'code' });
  const error = formState.errors.code;

  const apply = handleSubmit(async (input) => {
    const failure = await onApply(input.code);
    if (failure) setError('code', { type: 'server', message: failure });
    else reset();
  });

  if (appliedCode) {
    return (
      <div className={styles.form} data-testid="coupon-applied">
        <p>{t('coupon.applied', { code: appliedCode })}</p>
        <Button variant="link" disabled={disabled} onClick={async () => setRemoveError(await onRemove())}>
          {t('coupon.remove', { code: appliedCode })}
        </Button>
        {removeError ? <Notice tone="error">{removeError}</Notice> : null}
      </div>
    );
  }

  return (
    <form onSubmit={apply} noValidate>
      <Field
        label={t('coupon.label')}
        error={
          error ? (
            <span data-testid="coupon-error">
              {error.type === 'server' ? error.message : t('errors.couponInvalid')}
            </span>
          ) : undefined
        }
      >
        {(control) => (
          <>
            <input {...control} {...register('code')} autoComplete="off" maxLength={40} />
            <Button
              type="submit"
              variant="secondary"
              disabled={disabled || !code.trim()}
              pending={formState.isSubmitting}
            >
              {t('coupon.apply')}
            </Button>
          </>
        )}
      </Field>
    </form>
  );
}
