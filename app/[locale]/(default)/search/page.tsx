import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SearchPageForm } from '@/components/search/SearchPageForm';
import { SearchResults } from '@/components/search/SearchResults';
import { SearchSuggestions } from '@/components/search/SearchSuggestions';
import { PageShell } from '@/components/layout/PageShell';
import { pageLocale } from '@/lib/i18n/server';
import { crumbs } from '@/lib/navigation/crumbs';
import { pathFor, pathsFor } from '@/lib/routes/paths';
import { parseQuery } from '@/lib/routes/paging';
import { groupHits } from '@/lib/search/hits';
import { queryLength } from '@/lib/search/limits';
import { termProblem } from '@/lib/search/query';
import { hitPrices, productHits, searchSite } from '@/lib/search/server';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = PageProps<'/[locale]/search'>;

/** Results for arbitrary words are not worth indexing, nor is the empty form: noindex, and out of the sitemap. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'search' });
  const metadata = pageMetadata({
    locale,
    title: t('title'),
    description: t('description'),
    paths: pathsFor('/search'),
  });
  return { ...metadata, robots: { index: false, follow: true } };
}

export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const raw = (await searchParams).q;
  const query = parseQuery(raw, 1000);
  const problem = query ? termProblem(query) : null;
  const [t, { count, hits }, products] = await Promise.all([
    getTranslations({ locale, namespace: 'search' }),
    query && !problem ? searchSite(locale, query) : { count: 0, hits: [] },
    productHits(locale).catch(() => []),
  ]);
  const action = pathFor(locale, { pathname: '/search' });
  const trail = await crumbs(locale, { label: t('title'), href: action });
  const kinds = { product: t('kinds.product'), faq: t('kinds.faq'), post: t('kinds.post') };
  const links = [
    { href: pathFor(locale, { pathname: '/faq' }), label: t('links.faq') },
    { href: pathFor(locale, { pathname: '/blog' }), label: t('links.blog') },
    { href: pathFor(locale, { pathname: '/contact' }), label: t('links.contact') },
  ];
  const shown = query.slice(0, queryLength.max);
  const texts = { label: t('label'), placeholder: t('placeholder'), submit: t('submit') };
  return (
    <PageShell title={query && !problem ? t('resultsTitle', { query: shown }) : t('title')} breadcrumbs={trail}>
      <SearchPageForm action={action} query={shown} texts={texts} />
      {problem && (
        <p role="alert" data-testid="search-problem">
          {t(`errors.${problem}`, queryLength)}
        </p>
      )}
      {!query && <p className="muted">{t('prompt')}</p>}
      {query && !problem && (
        <p role="status" data-testid="search-summary">
          {count ? t('summary', { count, query: shown }) : t('empty', { query: shown })}
        </p>
      )}
      {hits.length > 0 ? (
        <SearchResults groups={groupHits(hits)} kinds={kinds} prices={await hitPrices(locale, hits)} />
      ) : (
        <>
          {query && !problem && <p>{t('emptyHint')}</p>}
          <SearchSuggestions heading={t('suggestions')} products={products} links={links} />
        </>
      )}
    </PageShell>
  );
}
