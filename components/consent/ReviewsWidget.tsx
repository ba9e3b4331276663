'use client';
import { useLocale, useTranslations } from 'next-intl';
import { LazyScript as Script } from './LazyScript';
import { useAwaitingConsent, useConsentedVendor, useOpenConsentSettings } from '@/lib/consent/client';
import { widgetLocale } from '@/lib/consent/widgets';

/**
 * The reviews provider's widget for one product, once configured and accepted; before consent a note offers the
 * settings (the page's own review summary stays either way); nothing when no provider is configured.
 */
export function ReviewsWidget({ sku }: { sku: string }) {
  const t = useTranslations('consent');
  const locale = useLocale();
  const vendor = useConsentedVendor('reviews');
  const awaiting = useAwaitingConsent('reviews');
  const open = useOpenConsentSettings();
  if (vendor) {
    return (
      <section aria-label={t('reviewsTitle')} className="third-party-reviews">
        <div
          className="trustpilot-widget"
          data-businessunit-id={vendor.id}
          data-sku={sku}
          data-locale={widgetLocale(locale)}
        />
        <Script src={vendor.scriptUrl} nonce={vendor.nonce} strategy="afterInteractive" />
      </section>
    );
  }
  if (!awaiting) return null;
  return (
    <p className="third-party-reviews" data-consent-fallback="reviews">
      {t('reviewsFallback')}{' '}
      <button type="button" className="link-button" onClick={open} aria-haspopup="dialog">
        {t('settingsLink')}
      </button>
    </p>
  );
}
