import { getFormatter, getTranslations } from 'next-intl/server';
import type { Content } from '@prismicio/client';
import type { Locale } from '@/lib/i18n/locales';
import styles from './Blog.module.css';

/** Publication date and author of a post. */
export async function PostMeta({ post, locale }: { post: Content.PostDocument; locale: Locale }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'blog' }), getFormatter({ locale })]);
  const date = post.data.publication_date ?? post.first_publication_date;
  return (
    <p className={styles.meta}>
      {date && (
        <time dateTime={date.slice(0, 10)}>
          {t('publishedOn', { date: format.dateTime(new Date(date), { dateStyle: 'long', timeZone: 'UTC' }) })}
        </time>
      )}
      {post.data.author && <span>{t('byAuthor', { author: post.data.author })}</span>}
    </p>
  );
}
