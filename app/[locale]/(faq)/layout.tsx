import { getTranslations } from 'next-intl/server';
import { BrandBar } from '@/components/layout/BrandBar';
import { Footer } from '@/components/layout/Footer';
import { PageTransition } from '@/components/layout/PageTransition';
import { siteNavigation } from '@/lib/navigation/server';
import { NextIntlClientProvider } from 'next-intl';
import { clientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/server';
import { AssistantLauncher } from '@/components/assistant/AssistantLauncher';
import { FaqSearch } from '@/components/faq/FaqSearch';
import { assistantEnabled } from '@/lib/assistant/config';
import { pathFor } from '@/lib/routes/paths';

/** The help-centre layout: slim header, FAQ framing, the site footer. */
export default async function FaqLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'layout' });
  const contactPath = pathFor(locale, { pathname: '/contact' });
  const faqPath = pathFor(locale, { pathname: '/faq' });
  const { footer } = await siteNavigation(locale);
  return (
    <NextIntlClientProvider locale={locale} messages={await clientMessages(locale, ['assistant', 'faqSearch'])}>
      <BrandBar label={t('faqHeader')} />
      <main id="main" tabIndex={-1} className="layout-faq">
        <div className="container">
          <FaqSearch locale={locale} searchPath={pathFor(locale, { pathname: '/search' })} />
          <AssistantLauncher locale={locale} enabled={assistantEnabled()} contactPath={contactPath} faqPath={faqPath} />
        </div>
        <PageTransition>{children}</PageTransition>
      </main>
      <Footer groups={footer} />
    </NextIntlClientProvider>
  );
}
