import type { StockState } from '@/lib/catalogue/products';
import styles from './Cart.module.css';

type Props = { state: StockState; stock: number | null; labels: { outOfStock: string; scarcity: string } };

/** "out of stock" label or the low-stock alert; nothing when stock is plentiful or unknown. */
export function StockNotice({ state, labels }: Props) {
  if (state === 'out-of-stock') {
    return (
      <p className={styles.out} data-testid="stock-label">
        {labels.outOfStock}
      </p>
    );
  }
  if (state === 'scarce') {
    return (
      <p className={styles.scarce} role="note" data-testid="scarcity-alert">
        {labels.scarcity}
      </p>
    );
  }
  return null;
}
