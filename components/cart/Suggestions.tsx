'use client';
import { useTranslations } from 'next-intl';
import type { OfferView } from '@/lib/commerce/cart-types';
import styles from './Cart.module.css';

type Props = {
  offers: OfferView[];
  disabled: boolean;
  nameOf: (offer: OfferView) => string;
  onAdd: (offer: OfferView) => void;
};

/** Frequently-bought-together items, each added with one click. */
export function Suggestions({ offers, disabled, nameOf, onAdd }: Props) {
  const t = useTranslations('cart.suggestions');
  const available = offers.filter((offer) => offer.stockState !== 'out-of-stock');
  if (!available.length) return null;
  return (
    <section className={styles.wide} aria-labelledby="suggestions-title">
      <h2 id="suggestions-title">{t('title')}</h2>
      <ul className={styles.list}>
        {available.map((offer) => (
          <li key={offer.skuCode} className={styles.suggestion} data-testid="suggestion" data-sku={offer.skuCode}>
            <span>{nameOf(offer)}</span> <span>{offer.price}</span>{' '}
            <button
              type="button"
              className="btn btn-secondary"
              disabled={disabled}
              aria-label={t('addNamed', { name: nameOf(offer) })}
              onClick={() => onAdd(offer)}
            >
              {t('add')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
