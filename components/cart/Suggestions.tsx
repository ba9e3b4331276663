'use client';
import { useTranslations } from 'next-intl';
import type { OfferView } from '@/lib/cart/types';
import styles from './Cart.module.css';
import { CartForm } from './CartForm';

type Props = { offers: OfferView[]; disabled: boolean };

/** Frequently-bought-together items, each added with one click (a form of its own). */
export function Suggestions({ offers, disabled }: Props) {
  const t = useTranslations('cart.suggestions');
  const available = offers.filter((offer) => offer.stockState !== 'out-of-stock');
  if (!available.length) return null;
  return (
    <section className={styles.wide} aria-labelledby="suggestions-title">
      <h2 id="suggestions-title">{t('title')}</h2>
      <ul className={styles.list}>
        {available.map((offer) => (
          <li key={offer.skuCode} className={styles.suggestion} data-testid="suggestion" data-sku={offer.skuCode}>
            <span>{offer.name}</span> <span>{offer.price}</span>{' '}
            <CartForm
              intent="add"
              fields={{ skuCode: offer.skuCode, quantity: 1 }}
              optimistic={() => ({ kind: 'add', offer })}
              done={t('added', { name: offer.name })}
            >
              <button
                type="submit"
                className="btn btn-secondary"
                disabled={disabled}
                aria-label={t('addNamed', { name: offer.name })}
              >
                {t('add')}
              </button>
            </CartForm>
          </li>
        ))}
      </ul>
    </section>
  );
}
