'use client';

import { useTranslations } from 'next-intl';
import { AppLink } from './AppLink';

/** The error page's content, shown inside the minimal frame instead of the page's own layout. */
export function ErrorPage({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('errors');
  return (
    <main id="main" tabIndex={-1} className="container error-page">
      <h1>{t('errorTitle')}</h1>
      <p className="muted">{t('errorBody')}</p>
      <p>
        <button type="button" className="btn" onClick={onRetry}>
          {t('retry')}
        </button>{' '}
        <AppLink href="/" className="btn btn-secondary">
          {t('goHome')}
        </AppLink>
      </p>
    </main>
  );
}
