'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { Notice } from '@/components/ui/Notice';
import styles from './Cart.module.css';

type Props = {
  appliedCode?: string;
  disabled: boolean;
  onApply: (code: string) => Promise<string | undefined>;
  onRemove: () => Promise<string | undefined>;
};

/** Discount-code entry; the route handler checks the code (cart-input's schema), its localized message shows. */
export function CouponForm({ appliedCode, disabled, onApply, onRemove }: Props) {
  const t = useTranslations('cart');
  const [removeError, setRemoveError] = useState<string>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    const failure = await onApply(code.trim().toUpperCase()).finally(() => setPending(false));
    setError(failure);
    if (!failure) setCode('');
  };

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
      <Field label={t('coupon.label')} error={error ? <span data-testid="coupon-error">{error}</span> : undefined}>
        {(control) => (
          <>
            <input
              {...control}
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              maxLength={40}
            />
            <Button type="submit" variant="secondary" disabled={disabled || !code.trim()} pending={pending}>
              {t('coupon.apply')}
            </Button>
          </>
        )}
      </Field>
    </form>
  );
}
