import { getTranslations } from 'next-intl/server';
import { SearchResults } from '@/components/search/SearchResults';
import type { Locale } from '@/lib/i18n/locales';
import { productHits } from '@/lib/search/server';
import { AppLink } from './AppLink';

/** The 404 page's content, inside the site's header and footer: what happened, the way home, the products. */
export async function NotFound({ locale }: { locale: Locale }) {
  const [t, products] = await Promise.all([
    getTranslations({ locale, namespace: 'errors' }),
    productHits(locale).catch(() => []),
  ]);
  return (
    <div className="container error-page" data-testid="not-found">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound')}</h1>
      <p className="muted">{t('notFoundHint')}</p>
      <AppLink href="/" className="btn">
        {t('goHome')}
      </AppLink>
      {products.length > 0 && (
        <div className="error-page__products">
          <SearchResults groups={[{ kind: 'product', hits: products }]} kinds={{ product: t('popularProducts') }} />
        </div>
      )}
    </div>
  );
}
