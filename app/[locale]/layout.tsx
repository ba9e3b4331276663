import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { cookie, getToolbarSrc } from '@prismicio/client';
import { cacheLife } from 'next/cache';
import { draftMode } from 'next/headers';
import { TagManager } from '@/components/consent/TagManager';
import { ContentPreview } from '@/components/layout/ContentPreviewLazy';
import { HydratedMark } from '@/components/layout/HydratedMark';
import { NavigationEffects } from '@/components/layout/InBrowser';
import { OfflineIndicator } from '@/components/layout/OfflineIndicator';
import { consentModeDefaultsScript } from '@/lib/consent/consent-mode';
import { ConsentProvider } from '@/lib/consent/client';
import { ConsentBannerHost } from '@/components/consent/ConsentBannerHost';
import { consentPolicyRevision } from '@/lib/consent/policy';
import { configuredVendors } from '@/lib/consent/vendors';
import { hostedRepositoryName } from '@/lib/content/sdk';
import { clientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/server';
import { siteUrl } from '@/lib/seo/metadata';
import { routing } from '@/lib/routes/routing';
import '../globals.css';
import { inter } from '../fonts/inter';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: new URL(siteUrl),
    title: { default: t('siteName'), template: `%s | ${t('siteName')}` },
    description: t('defaultDescription'),
    applicationName: t('siteName'),
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = { themeColor: '#1f6b4f', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  // Every cached page is at most as old as this layout's profile, or what it reads says less (ADR 0058).
  'use cache';
  cacheLife('content');
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'layout' });
  const previewRepository = hostedRepositoryName();
  return (
    <html lang={locale} className={inter.variable}>
      <body>
        {/* Consent Mode defaults (all denied) run before any tag can load; the policy carries its hash (ADR 0023). */}
        <script dangerouslySetInnerHTML={{ __html: consentModeDefaultsScript }} />
        <NextIntlClientProvider locale={locale} messages={await clientMessages(locale)}>
          <ConsentProvider revision={consentPolicyRevision()} vendors={configuredVendors()} nonce={undefined}>
            <ConsentBannerHost />
            <a href="#main" className="skip-link">
              {t('skipToContent')}
            </a>
            {children}
            <TagManager />
            <NavigationEffects locale={locale} />
          </ConsentProvider>
          <OfflineIndicator />
          <HydratedMark />
          {previewRepository && (
            <ContentPreview
              repositoryName={previewRepository}
              toolbarSrc={getToolbarSrc(previewRepository)}
              cookieName={cookie.preview}
              draftMode={(await draftMode()).isEnabled}
            />
          )}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
