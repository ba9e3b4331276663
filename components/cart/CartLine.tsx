'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type KeyboardEvent } from 'react';
import type { CartItemView } from '@/lib/commerce/cart-types';
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
  useEffect(() => setDraft(String(item.quantity)), [item.quantity]);
  const max = Math.min(99, item.stock ?? 99);

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
    <li className="cart-line" data-testid="cart-line" data-sku={item.skuCode}>
      <h3 className="cart-line__name">{name}</h3>
      <p className="cart-line__unit">{t('unitPrice', { price: item.unitPrice })}</p>
      <div className="cart-line__quantity" role="group" aria-label={t('quantity', { name })}>
        <button
          type="button"
          aria-label={t('decrease', { name })}
          disabled={disabled || item.quantity <= 1}
          onClick={() => onQuantity(item.quantity - 1)}
        >
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          aria-label={t('quantity', { name })}
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          data-testid="line-quantity"
        />
        <button
          type="button"
          aria-label={t('increase', { name })}
          disabled={disabled || item.quantity >= max}
          onClick={() => onQuantity(item.quantity + 1)}
        >
          +
        </button>
      </div>
      <p className="cart-line__total" data-testid="line-total">
        {item.total}
      </p>
      <button type="button" className="cart-line__remove" onClick={onRemove} disabled={disabled}>
        {t('remove', { name })}
      </button>
      <p className="cart-line__returns">{t('returns', { days: 14 })}</p>
      <StockNotice
        state={item.stockState}
        stock={item.stock}
        labels={{ outOfStock: t('outOfStock'), scarcity: t('scarcity', { stock: item.stock ?? 0 }) }}
      />
    </li>
  );
}
