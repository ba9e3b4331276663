'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import type { CouponProgressView } from '@/lib/cart/types';
import styles from './Cart.module.css';
import { CartForm } from './CartForm';
import { CouponProgress } from './CouponProgress';

type Props = { appliedCode?: string; progress?: CouponProgressView };

/**
 * Discount-code entry, or the code on the order with its remove button. A code that takes nothing off yet (under
 * its threshold) says from what amount it applies instead of "applied".
 */
export function CouponForm({ appliedCode, progress }: Props) {
  const t = useTranslations('cart');
  if (appliedCode) {
    const waiting = progress?.code === appliedCode ? progress : undefined;
    return (
      <div className={styles.form} data-testid={waiting ? 'coupon-waiting' : 'coupon-applied'}>
        <p>
          {waiting
            ? t('coupon.waiting', { code: appliedCode, threshold: waiting.threshold })
            : t('coupon.applied', { code: appliedCode })}
        </p>
        {waiting ? <CouponProgress progress={waiting} /> : null}
        <CartForm intent="couponRemove" optimistic={() => ({ kind: 'couponRemove' })} done={t('coupon.removed')}>
          <Button type="submit" variant="link">
            {t('coupon.remove', { code: appliedCode })}
          </Button>
        </CartForm>
      </div>
    );
  }
  return (
    <CartForm intent="coupon" done={t('updated')}>
      {({ refusal }) => (
        <Field
          label={t('coupon.label')}
          error={refusal ? <span data-testid="coupon-error">{refusal}</span> : undefined}
        >
          {(control) => (
            <>
              <input {...control} name="code" autoComplete="off" maxLength={40} required />
              <Button type="submit" variant="secondary">
                {t('coupon.apply')}
              </Button>
            </>
          )}
        </Field>
      )}
    </CartForm>
  );
}
