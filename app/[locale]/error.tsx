'use client';

import { useLocale, useTranslations } from 'next-intl';
import { lazy, useEffect } from 'react';
import { ErrorBoundary } from '@/components/layout/ErrorBoundary';
import { ErrorPageFailure } from '@/components/layout/ErrorPageFailure';
import { recordAppError } from '@/lib/browser/app-error';

// Loaded when an error shows: this boundary is part of every page, its header and links are not (React.lazy as
// next/dynamic does it, without next/dynamic's runtime in every page's chunks).
const ErrorScreen = lazy(() =>
  import('@/components/layout/ErrorScreen').then((module) => ({ default: module.ErrorScreen })),
);

export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = useLocale();
  const t = useTranslations('errors');
  useEffect(() => {
    recordAppError(error);
    console.error(error);
  }, [error]);
  return (
    <ErrorBoundary fallback={<ErrorPageFailure locale={locale} title={t('errorPageFailed')} goHome={t('goHome')} />}>
      <ErrorScreen onRetry={reset} />
    </ErrorBoundary>
  );
}
