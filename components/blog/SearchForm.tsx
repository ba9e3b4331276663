import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';
import styles from './Blog.module.css';

/** A plain GET form to the search page: works without script, Enter submits, the label names the field. */
export async function SearchForm({ locale, query = '' }: { locale: Locale; query?: string }) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <form role="search" method="get" action={pathFor(locale, { pathname: '/blog/search' })} className={styles.search}>
      <label htmlFor="blog-search-q">{t('searchLabel')}</label>
      <div className={styles.searchRow}>
        <input
          id="blog-search-q"
          type="search"
          name="q"
          defaultValue={query}
          placeholder={t('searchPlaceholder')}
          maxLength={100}
          autoComplete="off"
        />
        <button type="submit" className="btn">
          {t('searchButton')}
        </button>
      </div>
    </form>
  );
}
