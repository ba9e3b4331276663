import { getTranslations } from 'next-intl/server';
import { BrandBar } from '@/components/layout/BrandBar';
import { PageTransition } from '@/components/layout/PageTransition';
import { pageLocale } from '@/lib/i18n/server';

/** The quiz layout: no menu or footer to leave by accident while answering. */
export default async function FoodprintLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'layout' });
  return (
    <>
      <BrandBar label={t('foodprintHeader')} />
      <main id="main" tabIndex={-1} className="layout-foodprint">
        <PageTransition>{children}</PageTransition>
      </main>
    </>
  );
}
