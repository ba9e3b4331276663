'use client';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import styles from './StickyBuyBar.module.css';

/**
 * The buy box's name, price and add button, fixed to the bottom of the screen while the buy box is out of view.
 * Fixed (no layout shift); the page gets room below its end while it shows; it stays while it holds focus.
 */
export function StickyBuyBar({
  visible,
  label,
  name,
  price,
  canBuy,
  adding,
  addLabel,
  addingLabel,
  onAdd,
}: {
  visible: boolean;
  label: string;
  name: string;
  price?: string;
  canBuy: boolean;
  adding: boolean;
  addLabel: string;
  addingLabel: string;
  onAdd: () => void;
}) {
  const [focused, setFocused] = useState(false);
  return (
    <div
      role="region"
      aria-label={label}
      className={styles.bar}
      hidden={!visible && !focused && !adding}
      data-testid="sticky-buy-bar"
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      <p className={styles.summary}>
        <span className={styles.name}>{name}</span>
        {price ? <span className={styles.price}>{price}</span> : null}
      </p>
      <Button onClick={onAdd} disabled={!canBuy} pending={adding} pendingLabel={addingLabel}>
        {addLabel}
      </Button>
    </div>
  );
}
