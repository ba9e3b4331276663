'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { PlainLink } from '@/components/layout/PlainLink';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import type { CartItemView } from '@/lib/cart/types';
import { fixedSizeImage } from '@/lib/images/fixed-size';
import styles from './Cart.module.css';
import { CartForm } from './CartForm';
import { StockNotice } from './StockNotice';

type Props = { item: CartItemView };

/**
 * One product line: − and + are forms of their own, the typed quantity posts with its button (or Enter, or blur).
 * Its name, link and picture come with the line from the server (lib/catalogue/sku-display.ts).
 */
export function CartLine({ item }: Props) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const [draft, setDraft] = useState(String(item.quantity));
  const [shown, setShown] = useState(item.quantity);
  if (shown !== item.quantity) {
    setShown(item.quantity);
    setDraft(String(item.quantity));
  }
  const { name, href, image } = item;
  const max = Math.min(99, item.stock ?? 99);
  const pendingLine = item.id.startsWith('pending-');
  const updated = t('updated');
  const toQuantity = (data: FormData) => {
    const quantity = Math.min(max, Math.max(0, Math.trunc(Number(data.get('quantity'))) || 0));
    return quantity ? { kind: 'quantity' as const, lineId: item.id, quantity, locale } : undefined;
  };
  const step = (quantity: number, label: string, symbol: string, disabled: boolean) => (
    <CartForm
      intent="quantity"
      fields={{ lineId: item.id, quantity }}
      variant={symbol}
      optimistic={toQuantity}
      done={updated}
    >
      <button type="submit" className={styles.stepper} aria-label={label} disabled={disabled || pendingLine}>
        {symbol}
      </button>
    </CartForm>
  );

  return (
    <li className={styles.line} data-testid="cart-line" data-sku={item.skuCode}>
      <div className={styles.lineHead}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the optimizer's URLs, without next/image's code */}
        {image ? <img className={styles.lineImage} alt="" {...fixedSizeImage(image, 64, 64)} /> : null}
        <h3>
          {href ? (
            <PlainLink href={href} prefetch={false} data-testid="line-link">
              {name}
            </PlainLink>
          ) : (
            name
          )}
        </h3>
      </div>
      <p className={styles.muted}>{t('unitPrice', { price: item.unitPrice })}</p>
      <div className={styles.quantity} role="group" aria-label={t('quantity', { name })}>
        {step(item.quantity - 1, t('decrease', { name }), '−', item.quantity <= 1)}
        <CartForm intent="quantity" fields={{ lineId: item.id }} optimistic={toQuantity} done={updated}>
          <Field label={t('quantity', { name })} hideLabel>
            {(control) => (
              <span className={styles.quantityEntry}>
                <input
                  {...control}
                  name="quantity"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={max}
                  value={draft}
                  disabled={pendingLine}
                  onChange={(event) => setDraft(event.target.value)}
                  onBlur={(event) => {
                    if (draft !== String(item.quantity)) event.currentTarget.form?.requestSubmit();
                  }}
                  data-testid="line-quantity"
                />
                <Button type="submit" variant="link" aria-label={t('updateQuantity', { name })} disabled={pendingLine}>
                  {t('place.update')}
                </Button>
              </span>
            )}
          </Field>
        </CartForm>
        {step(item.quantity + 1, t('increase', { name }), '+', item.quantity >= max)}
      </div>
      <p className={styles.total} data-testid="line-total">
        {item.total}
      </p>
      <CartForm
        intent="remove"
        fields={{ lineId: item.id }}
        optimistic={() => ({ kind: 'remove', lineId: item.id })}
        done={updated}
      >
        <Button type="submit" variant="link" disabled={pendingLine}>
          {t('remove', { name })}
        </Button>
      </CartForm>
      <p className={`${styles.muted} ${styles.lineNote}`}>{t('returns', { days: 14 })}</p>
      <StockNotice
        state={item.stockState}
        stock={item.stock}
        labels={{ outOfStock: t('outOfStock'), scarcity: t('scarcity', { stock: item.stock ?? 0 }) }}
      />
    </li>
  );
}
