import type { Content } from '@prismicio/client';
import { PostCard } from '@/components/blog/PostCard';
import { PlainLink } from '@/components/layout/PlainLink';
import { Section } from '@/components/slices/Section';
import type { Locale } from '@/lib/i18n/locales';
import styles from './Onboarding.module.css';

/** The latest posts of the guide's blog category. */
export function GuideBlog({
  locale,
  title,
  posts,
  more,
}: {
  locale: Locale;
  title: string;
  posts: Content.PostDocument[];
  more: { label: string; href: string };
}) {
  return (
    <Section sliceType="onboarding_blog" title={title}>
      <div className={styles.posts}>
        {posts.map((post) => (
          <PostCard key={post.id} post={post} locale={locale} headingLevel={3} />
        ))}
      </div>
      <p>
        <PlainLink href={more.href} className="btn btn-secondary">
          {more.label}
        </PlainLink>
      </p>
    </Section>
  );
}
