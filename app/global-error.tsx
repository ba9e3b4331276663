'use client';

import { useEffect } from 'react';
import { ErrorPageFailure } from '@/components/layout/ErrorPageFailure';
import { recordAppError } from '@/lib/browser/app-error';

/** Replaces the root layout when it fails, so nothing but the URL is known. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    recordAppError(error);
  }, [error]);
  const locale = typeof window === 'undefined' ? 'en' : (window.location.pathname.split('/')[1] ?? 'en');
  return (
    <html lang={['de', 'it'].includes(locale) ? locale : 'en'}>
      <body>
        <ErrorPageFailure locale={locale} />
      </body>
    </html>
  );
}
