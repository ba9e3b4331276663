import { setRequestLocale } from 'next-intl/server';
import { BrandBar } from '@/components/layout/BrandBar';

/** Minimal layout: hand-off and in-app pages (fast checkout, app privacy) with only the way home. */
export default async function MinimalLayout({ children, params }: LayoutProps<'/[locale]'>) {
  setRequestLocale((await params).locale);
  return (
    <>
      <BrandBar />
      <main id="main" tabIndex={-1} className="layout-minimal">
        {children}
      </main>
    </>
  );
}
