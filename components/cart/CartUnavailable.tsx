'use client';
import { useTranslations } from 'next-intl';
import styles from './Cart.module.css';

/** The cart when the shop cannot be reached: what happened, in the visitor's language, and a way to try again. */
export function CartUnavailable({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const t = useTranslations();
  return (
    <div className={styles.cart} data-testid="cart-unavailable">
      <p role="alert" className={styles.error}>
        {message ?? t('cart.errors.service')}
      </p>
      <button type="button" className="btn" onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
