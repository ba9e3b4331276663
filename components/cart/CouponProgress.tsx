import { useTranslations } from 'next-intl';
import type { CouponProgressView } from '@/lib/cart/types';
import styles from './Cart.module.css';

/** The way to a code's threshold: a bar and the amounts, so "applied" is never said while nothing is taken off. */
export function CouponProgress({ progress }: { progress: CouponProgressView }) {
  const t = useTranslations('cart.coupon');
  const label = t('progress', { total: progress.total, threshold: progress.threshold, missing: progress.missing });
  return (
    <p className={styles.progress} data-testid="coupon-progress">
      <progress max={100} value={progress.percent} aria-label={label} />
      <span>{label}</span>
    </p>
  );
}
