import { getTranslations } from 'next-intl/server';
import { AssistantPanel } from '@/components/assistant/AssistantPanel';
import { FaqLinks } from '@/components/faq/FaqLinks';
import { FaqSearch } from '@/components/faq/FaqSearch';
import { assistantEnabled } from '@/lib/assistant/config';
import { ContactForm } from '@/components/forms/ContactForm';
import { PageShell } from '@/components/layout/PageShell';
import { resolveLink } from '@/lib/content/links';
import { getFaqProducts, getFaqSections } from '@/lib/content/queries/faq';
import { plainText } from '@/lib/content/text';
import { formProps, legalLinks } from '@/lib/forms/server';
import { NextIntlClientProvider } from 'next-intl';
import { clientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/server';
import { pathFor } from '@/lib/routes/paths';
import { routePage } from '@/lib/pages/server';
import { routeMetadata } from '@/lib/seo/route-metadata';
import styles from '@/components/forms/Forms.module.css';

type Props = PageProps<'/[locale]/contact'>;

export async function generateMetadata({ params }: Props) {
  return routeMetadata(await pageLocale(params), 'contact', '/contact');
}

/** Self-help first (the FAQ by product, then the slot for search and assistant), support hours, then the form. */
export default async function ContactPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const raw = (await searchParams).message;
  const message = typeof raw === 'string' ? raw.slice(0, 2000) : '';
  const [{ title, description, breadcrumbs }, t, products] = await Promise.all([
    routePage(locale, 'contact', '/contact'),
    getTranslations({ locale, namespace: 'forms.contact' }),
    getFaqProducts(locale),
  ]);
  const sections = await Promise.all(products.map((product) => getFaqSections(locale, product.id)));
  const links = legalLinks(locale);
  const contactPath = pathFor(locale, { pathname: '/contact' });
  const faqPath = pathFor(locale, { pathname: '/faq' });
  return (
    <PageShell title={title} breadcrumbs={breadcrumbs} lead={<p>{description}</p>}>
      <section aria-labelledby="contact-faq" className={styles.pageBlock}>
        <h2 id="contact-faq">{t('selfHelpTitle')}</h2>
        <p>{t('selfHelpIntro')}</p>
        {products.map((product, index) => (
          <div key={product.id}>
            <h3>
              <a href={resolveLink(product)}>{product.data.title ?? product.uid}</a>
            </h3>
            <FaqLinks
              variant="list"
              label={product.data.title ?? product.uid}
              items={sections[index].map((section) => ({
                href: resolveLink(section),
                title: section.data.title ?? section.uid,
                description: plainText(section.data.description) || undefined,
              }))}
            />
          </div>
        ))}
      </section>
      <section id="self-help" className={styles.pageBlock}>
        <NextIntlClientProvider locale={locale} messages={await clientMessages(locale, ['assistant', 'faqSearch'])}>
          <FaqSearch locale={locale} searchPath={pathFor(locale, { pathname: '/search' })} />
          <AssistantPanel locale={locale} enabled={assistantEnabled()} contactPath={contactPath} faqPath={faqPath} />
        </NextIntlClientProvider>
      </section>
      <aside aria-labelledby="contact-hours" className={`card ${styles.hours}`}>
        <h2 id="contact-hours">{t('hoursTitle')}</h2>
        <p>{t('hours')}</p>
        <p>{t('replyTime')}</p>
      </aside>
      <section aria-labelledby="contact-form" className={styles.pageBlock}>
        <h2 id="contact-form">{t('formTitle')}</h2>
        <NextIntlClientProvider locale={locale} messages={await clientMessages(locale, ['forms.contact'])}>
          <ContactForm {...formProps(locale)} links={links} message={message} />
        </NextIntlClientProvider>
      </section>
    </PageShell>
  );
}
