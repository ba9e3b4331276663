import { ContentImage } from '@/components/content/ContentImage';
import { SmartLink } from '@/components/content/SmartLink';
import { resolveLink } from '@/lib/content/links';
import type { Content } from '@prismicio/client';
import type { Locale } from '@/lib/i18n/locales';
import styles from './Blog.module.css';
import { PostMeta } from './PostMeta';

/** A post teaser; the whole card is one link target through its title. */
export function PostCard({
  post,
  locale,
  headingLevel = 2,
}: {
  post: Content.PostDocument;
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`card ${styles.card}`}>
      <ContentImage
        field={post.data.image}
        sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
        decorative
        className={styles.cardImage}
      />
      <Heading className={styles.cardTitle}>
        <SmartLink href={resolveLink(post)} className={styles.cardLink}>
          {post.data.title}
        </SmartLink>
      </Heading>
      <PostMeta post={post} locale={locale} />
      {post.data.excerpt && <p className={styles.excerpt}>{post.data.excerpt}</p>}
    </article>
  );
}
