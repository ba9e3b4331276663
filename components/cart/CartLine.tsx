'use client';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import type { CartItemView } from '@/lib/commerce/cart-types';
import { skuImage } from '@/lib/commerce/products';
import styles from './Cart.module.css';
import { StockNotice } from './StockNotice';

type Props = {
  item: CartItemView;
  name: string;
  disabled: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
};

export function CartLine({ item, name, disabled, onQuantity, onRemove }: Props) {
  const t = useTranslations('cart');
  const [draft, setDraft] = useState(String(item.quantity));
  const [shown, setShown] = useState(item.quantity);
  if (shown !== item.quantity) {
    setShown(item.quantity);
    setDraft(String(item.quantity));
  }
  const max = Math.min(99, item.stock ?? 99);
  const image = skuImage(item.skuCode);

  function commit() {
    const next = Math.min(max, Math.max(1, Math.trunc(Number(draft)) || item.quantity));
    setDraft(String(next));
    if (next !== item.quantity) onQuantity(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  }

  return (
    <li className={styles.line} data-testid="cart-line" data-sku={item.skuCode}>
      <div className={styles.lineHead}>
        {image ? <Image className={styles.lineImage} src={image} alt="" width={64} height={64} sizes="64px" /> : null}
        <h3>{name}</h3>
      </div>
      <p className={styles.muted}>{t('unitPrice', { price: item.unitPrice })}</p>
      <Field label={t('quantity', { name })} hideLabel>
        {(control) => (
          <div className={styles.quantity} role="group" aria-label={t('quantity', { name })}>
            <button
              type="button"
              className={styles.stepper}
              aria-label={t('decrease', { name })}
              disabled={disabled || item.quantity <= 1}
              onClick={() => onQuantity(item.quantity - 1)}
            >
              −
            </button>
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              value={draft}
              disabled={disabled}
              onChange={(event) => setDraft(event.target.value)}
              onBlur={commit}
              onKeyDown={onKeyDown}
              data-testid="line-quantity"
            />
            <button
              type="button"
              className={styles.stepper}
              aria-label={t('increase', { name })}
              disabled={disabled || item.quantity >= max}
              onClick={() => onQuantity(item.quantity + 1)}
            >
              +
            </button>
          </div>
        )}
      </Field>
      <p className={styles.total} data-testid="line-total">
        {item.total}
      </p>
      <Button variant="link" onClick={onRemove} disabled={disabled}>
        {t('remove', { name })}
      </Button>
      <p className={styles.muted}>{t('returns', { days: 14 })}</p>
      <StockNotice
        state={item.stockState}
        stock={item.stock}
        labels={{ outOfStock: t('outOfStock'), scarcity: t('scarcity', { stock: item.stock ?? 0 }) }}
      />
    </li>
  );
}
