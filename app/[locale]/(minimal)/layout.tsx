import { BrandBar } from '@/components/layout/BrandBar';
import { pageLocale } from '@/lib/i18n/server';

/** Minimal layout: hand-off and in-app pages (fast checkout, app privacy) with only the way home. */
export default async function MinimalLayout({ children, params }: LayoutProps<'/[locale]'>) {
  await pageLocale(params);
  return (
    <>
      <BrandBar />
      <main id="main" tabIndex={-1} className="layout-minimal">
        {children}
      </main>
    </>
  );
}
