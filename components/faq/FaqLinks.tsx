import { PlainLink } from '@/components/layout/PlainLink';
import styles from './Faq.module.css';

export interface FaqLinkItem {
  href: string;
  title: string;
  description?: string;
  meta?: string;
}

/** A list of FAQ destinations (products, sections or questions) as large, keyboard-friendly cards. */
export function FaqLinks({
  items,
  label,
  variant = 'cards',
}: {
  items: FaqLinkItem[];
  label: string;
  variant?: 'cards' | 'list';
}) {
  return (
    <ul className={variant === 'cards' ? styles.cards : styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.href} className={variant === 'cards' ? `card ${styles.card}` : styles.row}>
          <PlainLink href={item.href} className={styles.link}>
            {item.title}
          </PlainLink>
          {item.description && <p className="muted">{item.description}</p>}
          {item.meta && <p className={styles.meta}>{item.meta}</p>}
        </li>
      ))}
    </ul>
  );
}
