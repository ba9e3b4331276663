import { useTranslations } from 'next-intl';
import { BrandBar } from '@/components/layout/BrandBar';
import { AppLink } from '@/components/layout/AppLink';

export default function NotFound() {
  const t = useTranslations('errors');
  return (
    <>
      <BrandBar />
      <main id="main" tabIndex={-1} className="container error-page">
        <p className="error-page__code" aria-hidden="true">
          404
        </p>
        <h1>{t('notFound')}</h1>
        <p className="muted">{t('notFoundHint')}</p>
        <AppLink href="/" className="btn">
          {t('goHome')}
        </AppLink>
      </main>
    </>
  );
}
