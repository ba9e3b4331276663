import type { Metadata } from 'next';
import { asText } from '@prismicio/client';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/content/JsonLd';
import { RichText } from '@/components/content/RichText';
import { documentPaths } from '@/lib/seo/document';
import { faqPageJsonLd } from '@/lib/seo/json-ld';
import { contentStaticParams } from '@/lib/content/queries/static-params';
import { ContactPrompt } from '@/components/faq/ContactPrompt';
import styles from '@/components/faq/Faq.module.css';
import { FaqLinks } from '@/components/faq/FaqLinks';
import { crumbs } from '@/lib/navigation/crumbs';
import { PageShell } from '@/components/layout/PageShell';
import { resolveLink } from '@/lib/content/links';
import { getFaqArticle, getFaqArticles, getFaqProduct, getFaqSection } from '@/lib/content/queries/faq';
import { pageMetadata } from '@/lib/seo/metadata';
import { pathFor } from '@/lib/routes/paths';
import { pageLocale } from '@/lib/i18n/server';
import { decodeSegment } from '@/lib/http/decode';

type Props = PageProps<'/[locale]/faq/[product]/[section]/[uid]'>;

// Unknown slugs fall through to [...rest] (a dynamic 404) instead of each being cached as a page (issue 9).
export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return contentStaticParams('faq_article', params.locale, '/faq/[product]/[section]/[uid]');
}

async function load(params: Props['params']) {
  const raw = await params;
  const locale = await pageLocale(params);
  const [product, section, uid] = [raw.product, raw.section, raw.uid].map(decodeSegment);
  const [productDoc, sectionDoc, article] = await Promise.all([
    getFaqProduct(locale, product),
    getFaqSection(locale, product, section),
    getFaqArticle(locale, product, section, uid),
  ]);
  return { locale, product: productDoc, section: sectionDoc, article: productDoc ? article : null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, article } = await load(params);
  if (!article) return {};
  const answer = asText(article.data.answer);
  return pageMetadata({
    locale,
    title: article.data.question ?? article.uid,
    description: answer.length > 160 ? `${answer.slice(0, 157).trimEnd()}…` : answer,
    paths: await documentPaths(article),
  });
}

export default async function FaqArticlePage({ params }: Props) {
  const { locale, product, section, article } = await load(params);
  if (!product || !section || !article) notFound();
  const [t, faq, siblings] = await Promise.all([
    getTranslations({ locale, namespace: 'pages.faq' }),
    getTranslations({ locale, namespace: 'faq' }),
    getFaqArticles(locale, section.id),
  ]);
  const question = article.data.question ?? article.uid;
  const sectionTitle = section.data.title ?? section.uid;
  const trail = await crumbs(
    locale,
    { label: t('title'), href: pathFor(locale, { pathname: '/faq' }) },
    { label: product.data.title ?? product.uid, href: resolveLink(product) },
    { label: sectionTitle, href: resolveLink(section) },
    { label: question, href: resolveLink(article) },
  );
  const others = siblings.filter((item) => item.id !== article.id);
  return (
    <PageShell title={question} breadcrumbs={trail}>
      <JsonLd data={faqPageJsonLd([{ question, answer: asText(article.data.answer) }])} />
      <RichText field={article.data.answer} className={styles.answer} />
      {others.length > 0 && (
        <section aria-labelledby="faq-more">
          <h2 id="faq-more">{faq('moreInSection', { section: sectionTitle })}</h2>
          <FaqLinks
            variant="list"
            label={faq('moreInSection', { section: sectionTitle })}
            items={others.map((item) => ({ href: resolveLink(item), title: item.data.question ?? item.uid }))}
          />
        </section>
      )}
      <ContactPrompt locale={locale} />
    </PageShell>
  );
}
