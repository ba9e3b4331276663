'use client';

import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { ErrorBoundary } from '@/components/layout/ErrorBoundary';
import { ErrorPageFailure } from '@/components/layout/ErrorPageFailure';
import { recordAppError } from '@/lib/browser/app-error';

// Loaded when an error shows: this boundary is part of every page, the error screen's header and links are not.
const ErrorScreen = dynamic(() => import('@/components/layout/ErrorScreen').then((module) => module.ErrorScreen));

export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  const locale = useLocale();
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
