import { CartIndicator } from '@/components/cart/CartIndicator';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { PageTransition } from '@/components/layout/PageTransition';
import { NewsletterPopupTrigger } from '@/components/layout/InBrowser';
import { formKey, legalLinks } from '@/lib/forms/server';
import { pathFor } from '@/lib/routes/paths';
import type { AppPathname } from '@/lib/routes/table';
import { siteNavigation } from '@/lib/navigation/server';
import { pageLocale } from '@/lib/i18n/server';

/** Where the newsletter popup never opens: the cart, checkout and the pages that are forms themselves. */
const popupFree: AppPathname[] = [
  '/cart',
  '/fast-checkout',
  '/contact',
  '/account/product-registration',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/your-data',
  '/referral',
];

export default async function DefaultLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const { menu, footer } = await siteNavigation(locale);
  return (
    <>
      <Header
        items={menu}
        cart={<CartIndicator href={pathFor(locale, { pathname: '/cart' })} className="site-header__cart" />}
      />
      <main id="main" tabIndex={-1}>
        <PageTransition>{children}</PageTransition>
      </main>
      <Footer groups={footer} />
      <NewsletterPopupTrigger
        locale={locale}
        idempotencyKey={formKey()}
        privacyHref={legalLinks(locale).privacy}
        cartHref={pathFor(locale, { pathname: '/cart' })}
        excludedPaths={popupFree.map((pathname) => pathFor(locale, { pathname }))}
      />
    </>
  );
}
