'use client';

import { lazy, useEffect } from 'react';
import { ErrorBoundary } from '@/components/layout/ErrorBoundary';
import { ErrorPageFailure } from '@/components/layout/ErrorPageFailure';
import { recordAppError } from '@/lib/browser/app-error';
import { useErrorTexts } from '@/lib/browser/error-texts';
import { usePageLocale, withMessages } from '@/lib/i18n/client';

// Loaded when an error shows: this boundary is part of every page, its header, links and next-intl are not (React.lazy
// as next/dynamic does it, without next/dynamic's runtime in every page's chunks).
const ErrorScreen = lazy(async () => ({
  default: await withMessages(() => import('@/components/layout/ErrorScreen').then((module) => module.ErrorScreen)),
}));

export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = usePageLocale();
  const texts = useErrorTexts(locale);
  useEffect(() => {
    recordAppError(error);
    console.error(error);
  }, [error]);
  return (
    <ErrorBoundary
      fallback={<ErrorPageFailure locale={locale} title={texts?.errorPageFailed} goHome={texts?.goHome} />}
    >
      <ErrorScreen onRetry={reset} />
    </ErrorBoundary>
  );
}
