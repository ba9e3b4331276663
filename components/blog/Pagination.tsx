import { getTranslations } from 'next-intl/server';
import { PlainLink } from '@/components/layout/PlainLink';
import type { Locale } from '@/lib/i18n/locales';
import styles from './Blog.module.css';
import { pageHref } from '@/lib/routes/paging';

/** Previous / next links for a paged listing; nothing when everything fits on one page. */
export async function Pagination({
  locale,
  basePath,
  page,
  totalPages,
  query,
}: {
  locale: Locale;
  basePath: string;
  page: number;
  totalPages: number;
  query?: Record<string, string>;
}) {
  if (totalPages <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      {page > 1 ? (
        <PlainLink href={pageHref(basePath, page - 1, query)} rel="prev" className="btn btn-secondary">
          {t('previousPage')}
        </PlainLink>
      ) : (
        <span />
      )}
      <span aria-current="page">{t('pageOf', { page, total: totalPages })}</span>
      {page < totalPages ? (
        <PlainLink href={pageHref(basePath, page + 1, query)} rel="next" className="btn btn-secondary">
          {t('nextPage')}
        </PlainLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
