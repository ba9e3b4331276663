'use client';

import { useEffect } from 'react';
import { ErrorPageFailure } from '@/components/layout/ErrorPageFailure';
import { recordAppError } from '@/lib/browser/app-error';
import { useErrorTexts } from '@/lib/browser/error-texts';

/** Replaces the root layout when it fails, so nothing but the URL is known. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const locale = typeof window === 'undefined' ? 'en' : (window.location.pathname.split('/')[1] ?? 'en');
  const texts = useErrorTexts(locale);
  useEffect(() => {
    recordAppError(error);
  }, [error]);
  return (
    <html lang={['de', 'it'].includes(locale) ? locale : 'en'}>
      <body>
        <ErrorPageFailure locale={locale} title={texts?.errorPageFailed} goHome={texts?.goHome} />
      </body>
    </html>
  );
}
