import type { Metadata } from 'next';
import Link from 'next/link';
import en from '@/messages/en.json';
import './globals.css';

export const metadata: Metadata = { title: en.errors.notFoundTitle };

/** 404 for paths outside the locale routes (e.g. a missing file); localized 404s render inside [locale]. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main id="main" className="container error-page">
          <p className="error-page__code" aria-hidden="true">
            404
          </p>
          <h1>{en.errors.notFound}</h1>
          <p>
            <Link href="/" className="btn">
              {en.errors.goHome}
            </Link>
          </p>
        </main>
      </body>
    </html>
  );
}
