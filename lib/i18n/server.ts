import 'server-only';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { isLocale, type Locale } from './locales';

// The part of this render's `[locale]` segment after the language (a market variant, ADR 0023); one per request.
const segmentStore = cache((): { variant?: string } => ({}));

/** Splits a `[locale]` segment: `en`, or `en_GB-consumer` (language and the variant proxy.ts rewrote to). */
export function splitLocaleSegment(segment: string): { locale: Locale; variant?: string } | undefined {
  const [locale, variant, ...rest] = segment.split('_');
  if (!isLocale(locale) || rest.length || (variant !== undefined && !/^[A-Za-z0-9-]{1,40}$/.test(variant))) {
    return undefined;
  }
  return { locale, variant };
}

/**
 * The `[locale]` segment of a page or layout, validated (anything else is a 404) and set for next-intl; a
 * variant after the language is kept for the render (`pageVariant`).
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale: segment } = await params;
  const parsed = splitLocaleSegment(segment);
  if (!parsed) notFound();
  setRequestLocale(parsed.locale);
  segmentStore().variant = parsed.variant;
  return parsed.locale;
}

/** The variant part of this render's `[locale]` segment, once `pageLocale` has read it. */
export function pageVariant(): string | undefined {
  return segmentStore().variant;
}
