import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { documentPaths } from '@/lib/seo/document';
import { contentStaticParams } from '@/lib/content/queries/static-params';
import { firstText, plainText } from '@/lib/content/text';
import { ContactPrompt } from '@/components/faq/ContactPrompt';
import { FaqLinks } from '@/components/faq/FaqLinks';
import { crumbs } from '@/lib/navigation/crumbs';
import { PageShell } from '@/components/layout/PageShell';
import { resolveLink } from '@/lib/content/links';
import { getFaqArticles, getFaqProduct, getFaqSection } from '@/lib/content/queries/faq';
import { pageMetadata } from '@/lib/seo/metadata';
import { pathFor } from '@/lib/routes/paths';
import { pageLocale } from '@/lib/i18n/server';
import { decodeSegment } from '@/lib/http/decode';

type Props = PageProps<'/[locale]/faq/[product]/[section]'>;

// Unknown slugs fall through to [...rest] (a dynamic 404) instead of each being cached as a page (issue 9).
export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return contentStaticParams('faq_section', params.locale, '/faq/[product]/[section]');
}

async function load(params: Props['params']) {
  const { product, section } = await params;
  const locale = await pageLocale(params);
  const [productDoc, sectionDoc] = await Promise.all([
    getFaqProduct(locale, decodeSegment(product)),
    getFaqSection(locale, decodeSegment(product), decodeSegment(section)),
  ]);
  return { locale, product: productDoc, section: productDoc ? sectionDoc : null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, product, section } = await load(params);
  if (!product || !section) return {};
  const title = `${section.data.title ?? section.uid} – ${firstText(product.data.product_name, product.data.title)}`;
  return pageMetadata({
    locale,
    title,
    description: plainText(section.data.description) || undefined,
    paths: await documentPaths(section),
  });
}

export default async function FaqSectionPage({ params }: Props) {
  const { locale, product, section } = await load(params);
  if (!product || !section) notFound();
  const [t, faq, articles] = await Promise.all([
    getTranslations({ locale, namespace: 'pages.faq' }),
    getTranslations({ locale, namespace: 'faq' }),
    getFaqArticles(locale, section.id),
  ]);
  const title = section.data.title ?? section.uid;
  const trail = await crumbs(
    locale,
    { label: t('title'), href: pathFor(locale, { pathname: '/faq' }) },
    { label: product.data.title ?? product.uid, href: resolveLink(product) },
    { label: title, href: resolveLink(section) },
  );
  const description = plainText(section.data.description);
  return (
    <PageShell title={title} breadcrumbs={trail} lead={description ? <p>{description}</p> : undefined}>
      <h2>{faq('questions')}</h2>
      <FaqLinks
        variant="list"
        label={faq('questions')}
        items={articles.map((article) => ({ href: resolveLink(article), title: article.data.question ?? article.uid }))}
      />
      <ContactPrompt locale={locale} />
    </PageShell>
  );
}
