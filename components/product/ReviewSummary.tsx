import { useTranslations } from 'next-intl';
import type { ReviewSummary as Summary } from '@/lib/content/reviews';
import styles from './ReviewSummary.module.css';

/** Average stars and review count beside a product's title. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const t = useTranslations('product.rating');
  const full = Math.round(summary.average);
  return (
    <p className={styles.rating}>
      <span aria-hidden="true" className={styles.stars}>
        {'★'.repeat(full)}
        {'☆'.repeat(5 - full)}
      </span>{' '}
      {t('summary', { average: summary.average, count: summary.count })}
    </p>
  );
}
