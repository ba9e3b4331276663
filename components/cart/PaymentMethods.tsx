import { useTranslations } from 'next-intl';
import { PaymentLogos } from '@/components/product/PaymentLogos';
import styles from './Cart.module.css';

const methods = ['card', 'paypal', 'instalments', 'payLater', 'transfer'] as const;

export function PaymentMethods() {
  const t = useTranslations('cart.payments');
  return (
    <section className={styles.payments} aria-labelledby="payment-methods-title">
      <h2 id="payment-methods-title">{t('title')}</h2>
      <ul className={styles.list}>
        {methods.map((method) => (
          <li key={method} data-payment-method={method}>
            {t(method)}
          </li>
        ))}
      </ul>
      <PaymentLogos label={t('logos')} />
    </section>
  );
}
