import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { ContentBody } from '@/components/content/ContentBody';
import { JsonLd } from '@/components/content/JsonLd';
import { ProductBody } from '@/components/content/ProductBody';
import { documentMetadata } from '@/lib/seo/document';
import { absoluteUrl, productJsonLd } from '@/lib/seo/json-ld';
import { staticPathForUid } from '@/lib/routes/paths';
import { firstText } from '@/lib/content/text';
import { crumbs } from '@/lib/navigation/crumbs';
import { getAllPageUids, getPageOrProduct } from '@/lib/content/queries/pages';
import { localePrefix } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/seo/metadata';
import { pageLocale } from '@/lib/i18n/server';
import { decodeSegment } from '@/lib/http/decode';
import { pathnames } from '@/lib/routes/table';
import { placeOffer } from '@/lib/market-variants/server';
import { getReviews } from '@/lib/content/queries/globals';
import { reviewSummary } from '@/lib/content/reviews';

type Props = PageProps<'/[locale]/[uid]'>;

// Market variants (`en_GB-consumer`) render on demand; proxy.ts sends unknown slugs to the 404 before they get here.
export const dynamicParams = true;

/** Every page uid, home and those of static routes prerendered as their redirects, unless a route has that path. */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const all = await getAllPageUids();
  return all
    .filter(({ locale, uid }) => locale === params.locale && !(`/${uid}` in pathnames))
    .map(({ uid }) => ({ uid }));
}

async function load(params: Props['params']) {
  const { uid } = await params;
  const locale = await pageLocale(params);
  return { locale, uid: decodeSegment(uid), doc: await getPageOrProduct(locale, decodeSegment(uid)) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, doc } = await load(params);
  return doc ? documentMetadata(locale, doc) : {};
}

export default async function ContentPage({ params }: Props) {
  const { locale, uid, doc } = await load(params);
  if (uid === 'home') permanentRedirect(localePrefix(locale) || '/');
  const elsewhere = staticPathForUid(locale, uid);
  if (elsewhere) permanentRedirect(elsewhere);
  if (!doc) notFound();
  const path = `${localePrefix(locale)}/${uid}`;
  const title = firstText(doc.type === 'product_page' ? doc.data.product_name : '', doc.data.title, uid);
  const trail = await crumbs(locale, { label: title, href: path });
  if (doc.type !== 'product_page') {
    return <ContentBody locale={locale} title={title} breadcrumbs={trail} slices={doc.data.slices} />;
  }
  const meta = await getTranslations({ locale, namespace: 'meta' });
  const sku = doc.data.sku_code ?? undefined;
  const reviews = reviewSummary(await getReviews(locale), doc.tags);
  const product = productJsonLd({
    name: title,
    description: firstText(doc.data.meta_description, doc.data.tagline) || undefined,
    url: `${siteUrl}${path}`,
    image: doc.data.image?.url ? absoluteUrl(siteUrl, doc.data.image.url) : undefined,
    sku,
    brand: meta('siteName'),
    offer: sku ? (await placeOffer(locale, sku))?.offer : undefined,
    rating: reviews ?? undefined,
  });
  return (
    <>
      <JsonLd data={product} />
      <ProductBody locale={locale} doc={doc} breadcrumbs={trail} reviews={reviews} />
    </>
  );
}
