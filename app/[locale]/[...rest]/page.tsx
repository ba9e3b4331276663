import { notFound, permanentRedirect } from 'next/navigation';
import { pageLocale } from '@/lib/i18n/server';
import { legacyFaqPath } from './legacy-faq-path';

// Rendered per request: an unknown path must add nothing to the page cache (ADR 0007).
export const dynamic = 'force-dynamic';

/** Any path no route claims answers 404 inside the localized layout; an FAQ address with English slugs redirects. */
export default async function UnknownRoute({ params }: PageProps<'/[locale]/[...rest]'>) {
  const [locale, { rest }] = await Promise.all([pageLocale(params), params]);
  const moved = await legacyFaqPath(locale, rest);
  if (moved) permanentRedirect(moved);
  notFound();
}
