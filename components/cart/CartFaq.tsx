import { useTranslations } from 'next-intl';
import styles from './Cart.module.css';

const topics = ['shipping', 'delivery', 'returns', 'warranty', 'taxes'] as const;

/** Cart FAQ on shipping, delivery times, returns, warranty and taxes (strings in messages until content takes over). */
export function CartFaq() {
  const t = useTranslations('cart.faq');
  return (
    <section className={`${styles.wide} ${styles.faq}`} aria-labelledby="cart-faq-title">
      <h2 id="cart-faq-title">{t('title')}</h2>
      {topics.map((topic) => (
        <details key={topic}>
          <summary>{t(`${topic}Q`)}</summary>
          <p>{t(`${topic}A`)}</p>
        </details>
      ))}
    </section>
  );
}
