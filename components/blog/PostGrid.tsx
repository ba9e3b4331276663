import { getTranslations } from 'next-intl/server';
import type { Content } from '@prismicio/client';
import type { Locale } from '@/lib/i18n/locales';
import styles from './Blog.module.css';
import { PostCard } from './PostCard';

/** Post teasers, or the "No posts found." state. */
export async function PostGrid({
  posts,
  locale,
  headingLevel = 2,
}: {
  posts: Content.PostDocument[];
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  if (!posts.length) {
    const t = await getTranslations({ locale, namespace: 'blog' });
    return (
      <p className={`alert ${styles.empty}`} role="status" data-testid="no-posts">
        {t('noPosts')}
      </p>
    );
  }
  return (
    <ul className={styles.grid}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
