'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { BrandBar } from '@/components/layout/BrandBar';
import { ErrorBoundary } from '@/components/layout/ErrorBoundary';
import { ErrorPage } from '@/components/layout/ErrorPage';
import { ErrorPageFailure } from '@/components/layout/ErrorPageFailure';
import { recordAppError } from '@/lib/browser/app-error';

export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = useLocale();
  const t = useTranslations('errors');
  useEffect(() => {
    recordAppError(error);
    console.error(error);
  }, [error]);
  return (
    <ErrorBoundary fallback={<ErrorPageFailure locale={locale} title={t('errorPageFailed')} goHome={t('goHome')} />}>
      <BrandBar />
      <ErrorPage onRetry={reset} />
    </ErrorBoundary>
  );
}
