import { CartIndicator } from '@/components/cart/CartIndicator';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { PageTransition } from '@/components/layout/PageTransition';
import { siteNavigation } from '@/lib/navigation/server';
import { pageLocale } from '@/lib/i18n/server';

export default async function DefaultLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const { menu, footer } = await siteNavigation(locale);
  return (
    <>
      <Header items={menu} cart={<CartIndicator className="site-header__cart" />} />
      <main id="main" tabIndex={-1}>
        <PageTransition>{children}</PageTransition>
      </main>
      <Footer groups={footer} />
    </>
  );
}
