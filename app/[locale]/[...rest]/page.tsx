import { notFound, permanentRedirect } from 'next/navigation';
import { locales } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/server';
import { legacyFaqPath, legacyFaqSegments } from './legacy-faq-path';

// Only the listed paths are this route's: any other path matches no page, so Next answers it with its 404 route,
// app/global-not-found.tsx, rendered on the server (a notFound() thrown here would send an empty document, ADR 0064).
export const dynamicParams = false;

/**
 * The FAQ addresses with the English slugs in German and Italian, prerendered as their permanent redirects. Every
 * language's, each with its `locale`, whichever language Next asks for: a language that answered none (English)
 * would leave the route without any prerendered path.
 */
export async function generateStaticParams() {
  const lists = await Promise.all(
    locales.map(async (locale) => (await legacyFaqSegments(locale)).map((rest) => ({ locale, rest }))),
  );
  return lists.flat();
}

/** An FAQ address with the English slugs redirects to the page's localized address. */
export default async function LegacyFaqRoute({ params }: PageProps<'/[locale]/[...rest]'>) {
  const [locale, { rest }] = await Promise.all([pageLocale(params), params]);
  const moved = await legacyFaqPath(locale, rest);
  if (!moved) notFound();
  permanentRedirect(moved);
}
