import { getTranslations } from 'next-intl/server';
import { PlainLink } from '@/components/layout/PlainLink';
import { resolveLink } from '@/lib/content/links';
import type { Content } from '@prismicio/client';
import type { Locale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';
import styles from './Blog.module.css';

/** "All posts" and one link per category; the current one is marked. */
export async function CategoryNav({
  locale,
  categories,
  current,
}: {
  locale: Locale;
  categories: Content.BlogCategoryDocument[];
  current?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  const links = [
    { key: '', label: t('allPosts'), href: pathFor(locale, { pathname: '/blog' }) },
    ...categories.map((category) => ({
      key: category.uid,
      label: category.data.name ?? category.uid,
      href: resolveLink(category),
    })),
  ];
  return (
    <nav aria-label={t('categories')} className={styles.categories}>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            <PlainLink href={link.href} aria-current={(current ?? '') === link.key ? 'page' : undefined}>
              {link.label}
            </PlainLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
