import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/content/RichText';
import { getReviews } from '@/lib/content/queries/globals';
import { Actions } from './Actions';
import { pickLinked } from '@/lib/slices/pick';
import styles from './Reviews.module.css';
import { Section } from './Section';
import type { Content } from '@prismicio/client';
import type { SliceProps } from './types';

export async function Reviews({ slice, locale }: SliceProps<Content.ReviewsSlice>) {
  const t = await getTranslations({ locale, namespace: 'content' });
  const reviews = pickLinked(
    await getReviews(locale),
    slice.items.map((item) => item.review),
    6,
  );
  const { title, intro, rating_summary } = slice.primary;
  return (
    <Section sliceType="reviews" title={title} intro={intro ? <p>{intro}</p> : undefined}>
      {rating_summary && <p className={styles.summary}>{rating_summary}</p>}
      <ul className={styles.list}>
        {reviews.map((review) => {
          const rating = Math.max(0, Math.min(5, Math.round(review.data.rating ?? 5)));
          return (
            <li key={review.id} className={`card ${styles.review}`}>
              <figure>
                <p className={styles.stars} role="img" aria-label={t('rating', { rating })}>
                  <span aria-hidden="true">
                    {'★'.repeat(rating)}
                    {'☆'.repeat(5 - rating)}
                  </span>
                </p>
                <blockquote className={styles.quote}>
                  <RichText field={review.data.content} />
                </blockquote>
                {review.data.author && <figcaption className={styles.author}>{review.data.author}</figcaption>}
              </figure>
            </li>
          );
        })}
      </ul>
      <Actions links={[{ label: slice.primary.cta_label, link: slice.primary.cta_link }]} />
    </Section>
  );
}
