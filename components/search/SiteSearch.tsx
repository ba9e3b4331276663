import { getLocale, getTranslations } from 'next-intl/server';
import { pathFor } from '@/lib/routes/paths';
import { HeaderSearch } from './HeaderSearch';

/** The header search with its texts from the server; the results page is its form's action. */
export async function SiteSearch() {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'search' });
  const texts = {
    label: t('label'),
    placeholder: t('placeholder'),
    submit: t('submit'),
    open: t('open'),
    hint: t('hint'),
    loading: t('loading'),
    unavailable: t('unavailable'),
    allResults: t('allResults', { query: '{query}' }),
    kinds: { product: t('kinds.product'), faq: t('kinds.faq'), post: t('kinds.post') },
  };
  return <HeaderSearch locale={locale} action={pathFor(locale, { pathname: '/search' })} texts={texts} />;
}
