'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { ErrorPageFailure } from '@/components/layout/ErrorPageFailure';
import { recordAppError } from '@/lib/browser/app-error';

// Loaded only when the root layout fails: it carries the three catalogues' error texts.
const GlobalErrorPage = dynamic(
  () => import('@/components/layout/GlobalErrorPage').then((module) => module.GlobalErrorPage),
  { ssr: false, loading: () => <ErrorPageFailure locale="en" /> },
);

/** Replaces the root layout when it fails, so nothing but the URL is known. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const locale = typeof window === 'undefined' ? 'en' : (window.location.pathname.split('/')[1] ?? 'en');
  useEffect(() => {
    recordAppError(error);
  }, [error]);
  return (
    <html lang={['de', 'it'].includes(locale) ? locale : 'en'}>
      <body>
        <GlobalErrorPage locale={locale} />
      </body>
    </html>
  );
}
