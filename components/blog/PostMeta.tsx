import { getTranslations } from 'next-intl/server';
import type { Content } from '@prismicio/client';
import type { Locale } from '@/lib/i18n/locales';
import { formatDate } from '@/lib/i18n/formats';
import styles from './Blog.module.css';

/** Publication date and author of a post. */
export async function PostMeta({ post, locale }: { post: Content.PostDocument; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  const date = post.data.publication_date ?? post.first_publication_date;
  return (
    <p className={styles.meta}>
      {date && <time dateTime={date.slice(0, 10)}>{t('publishedOn', { date: formatDate(date, locale) })}</time>}
      {post.data.author && <span>{t('byAuthor', { author: post.data.author })}</span>}
    </p>
  );
}
