'use client';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import styles from './Cart.module.css';

type Props = {
  appliedCode?: string;
  disabled: boolean;
  onApply: (code: string) => Promise<string | undefined>;
  onRemove: () => Promise<string | undefined>;
};

/** Discount-code entry; the route handler's localized message shows under the field. */
export function CouponForm({ appliedCode, disabled, onApply, onRemove }: Props) {
  const t = useTranslations('cart.coupon');
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return;
    const failure = await onApply(code.trim());
    setError(failure);
    if (!failure) setCode('');
  }

  if (appliedCode) {
    return (
      <div className={styles.form} data-testid="coupon-applied">
        <p>{t('applied', { code: appliedCode })}</p>
        <button
          type="button"
          className={styles.linkButton}
          disabled={disabled}
          onClick={async () => setError(await onRemove())}
        >
          {t('remove', { code: appliedCode })}
        </button>
        {error ? (
          <p role="alert" className={styles.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={inputId}>{t('label')}</label>
      <input
        id={inputId}
        className={styles.input}
        name="coupon"
        autoComplete="off"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        maxLength={40}
      />
      <button type="submit" className="btn btn-secondary" disabled={disabled || !code.trim()}>
        {t('apply')}
      </button>
      {error ? (
        <p id={errorId} role="alert" className={styles.fieldError} data-testid="coupon-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
