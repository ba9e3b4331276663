'use client';

import { useEffect, useState } from 'react';
import { ErrorPageFailure } from '@/components/layout/ErrorPageFailure';
import { recordAppError } from '@/lib/browser/app-error';
import { loadErrorTexts } from '@/lib/browser/error-texts';

/** Replaces the root layout when it fails, so nothing but the URL is known. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const [texts, setTexts] = useState<Awaited<ReturnType<typeof loadErrorTexts>>>();
  const locale = typeof window === 'undefined' ? 'en' : (window.location.pathname.split('/')[1] ?? 'en');
  useEffect(() => {
    recordAppError(error);
  }, [error]);
  useEffect(() => {
    let current = true;
    loadErrorTexts(locale).then(
      (loaded) => current && setTexts(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale]);
  return (
    <html lang={['de', 'it'].includes(locale) ? locale : 'en'}>
      <body>
        <ErrorPageFailure locale={locale} title={texts?.errorPageFailed} goHome={texts?.goHome} />
      </body>
    </html>
  );
}
