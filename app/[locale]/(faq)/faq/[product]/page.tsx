import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { documentPaths } from '@/lib/seo/document';
import { contentStaticParams } from '@/lib/content/queries/static-params';
import { plainText } from '@/lib/content/text';
import { ContactPrompt } from '@/components/faq/ContactPrompt';
import styles from '@/components/faq/Faq.module.css';
import { FaqLinks } from '@/components/faq/FaqLinks';
import { crumbs } from '@/lib/navigation/crumbs';
import { PageShell } from '@/components/layout/PageShell';
import { PlainLink } from '@/components/layout/PlainLink';
import { resolveLink } from '@/lib/content/links';
import { getFaqArticles, getFaqProduct, getFaqSections } from '@/lib/content/queries/faq';
import { pageMetadata } from '@/lib/seo/metadata';
import { pathFor } from '@/lib/routes/paths';
import { pageLocale } from '@/lib/i18n/server';
import { decodeSegment } from '@/lib/http/decode';

type Props = PageProps<'/[locale]/faq/[product]'>;

// Unknown slugs fall through to [...rest] (a dynamic 404) instead of each being cached as a page (issue 9).
export const dynamicParams = false;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return contentStaticParams('faq_product', params.locale, '/faq/[product]');
}

async function load(params: Props['params']) {
  const { product } = await params;
  const locale = await pageLocale(params);
  return { locale, product: await getFaqProduct(locale, decodeSegment(product)) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, product } = await load(params);
  if (!product) return {};
  const t = await getTranslations({ locale, namespace: 'pages.faqProduct' });
  const name = product.data.product_name ?? product.data.title ?? product.uid;
  return pageMetadata({
    locale,
    title: t('title', { product: name }),
    description: plainText(product.data.description) || t('description', { product: name }),
    paths: await documentPaths(product),
  });
}

export default async function FaqProductPage({ params }: Props) {
  const { locale, product } = await load(params);
  if (!product) notFound();
  const [t, faq, sections] = await Promise.all([
    getTranslations({ locale, namespace: 'pages.faq' }),
    getTranslations({ locale, namespace: 'faq' }),
    getFaqSections(locale, product.id),
  ]);
  const articles = await Promise.all(sections.map((section) => getFaqArticles(locale, section.id)));
  const title = product.data.title ?? product.uid;
  const trail = await crumbs(
    locale,
    { label: t('title'), href: pathFor(locale, { pathname: '/faq' }) },
    { label: title, href: resolveLink(product) },
  );
  const description = plainText(product.data.description);
  return (
    <PageShell title={title} breadcrumbs={trail} lead={description ? <p>{description}</p> : undefined}>
      {sections.map((section, index) => (
        <section key={section.id} className={styles.section} aria-labelledby={`section-${section.uid}`}>
          <h2 id={`section-${section.uid}`}>
            <PlainLink href={resolveLink(section)}>{section.data.title ?? section.uid}</PlainLink>
          </h2>
          {plainText(section.data.description) && <p className="muted">{plainText(section.data.description)}</p>}
          <FaqLinks
            variant="list"
            label={faq('questions')}
            items={articles[index].map((article) => ({
              href: resolveLink(article),
              title: article.data.question ?? article.uid,
            }))}
          />
        </section>
      ))}
      <ContactPrompt locale={locale} />
    </PageShell>
  );
}
