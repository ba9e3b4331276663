import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/layout/AppLink';
import styles from './Cart.module.css';

/** The cart when the shop cannot be reached: what happened, in the visitor's language, and a way to try again. */
export function CartUnavailable() {
  const t = useTranslations();
  return (
    <div className={styles.cart} data-testid="cart-unavailable">
      <p role="alert" className={styles.error}>
        {t('cart.errors.service')}
      </p>
      <AppLink href="/cart" className="btn">
        {t('errors.retry')}
      </AppLink>
    </div>
  );
}
