import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { cache } from 'react';
import { cacheTags } from '@/lib/cache';
import { deliveryFor } from '@/lib/markets/regions';
import { offersFor } from '@/lib/cart/offers';
import type { Locale } from '@/lib/i18n/locales';
import { siteOrigin } from '@/lib/http/site-origin';
import { notFound, unstable_rethrow } from 'next/navigation';
import { pageVariant } from '@/lib/i18n/server';
import { defaultPlace, parseVariant, type Place } from './variant';
import { logger } from '@/lib/telemetry/log';

/** The place this page is rendered for: its variant segment's (ADR 0023), never a cookie (the page may be cached). */
export function renderPlace(locale: Locale): Place {
  const variant = pageVariant();
  if (variant === undefined) return defaultPlace(locale);
  return parseVariant(variant) ?? notFound();
}

type OffersView = Awaited<ReturnType<typeof offersFor>>;
type PlaceOffer = { view: OffersView; offer?: OffersView['offers'][number] };

/**
 * One SKU's offer for the render's place (shared by the buy box and the Product JSON-LD of one render); undefined
 * when the commerce API fails, and the buy box then asks from the browser.
 */
export const placeOffer = cache(async (locale: Locale, skuCode: string): Promise<PlaceOffer | undefined> => {
  const { country, customerType } = renderPlace(locale);
  return offerAt(country, customerType, locale, skuCode);
});

/** Cached for the priced-page lifetime, a failure too (retried then), and dropped at once by the commerce webhook. */
async function offerAt(
  country: string,
  customerType: Place['customerType'],
  locale: Locale,
  skuCode: string,
): Promise<PlaceOffer | undefined> {
  'use cache';
  cacheLife('pricedPage');
  cacheTag(cacheTags.product(skuCode));
  try {
    // Asked fresh: the memo of offers read seconds ago would cache the stock from before the change (ADR 0063).
    const view = await offersFor({ cookie: { country, customerType }, locale, origin: siteOrigin() }, [skuCode], {
      fresh: true,
    });
    return { view, offer: view.offers.find((candidate) => candidate.skuCode === skuCode) };
  } catch (error) {
    unstable_rethrow(error);
    // A build renders before the platform runs; those pages are never served (every rewrite names a variant).
    if (process.env.NEXT_PHASE !== 'phase-production-build')
      logger.error({ err: error, skuCode }, '[market] offer for the page render failed');
    return undefined;
  }
}

/** Working-day delivery range to the render's country. */
export function placeDelivery(locale: Locale): { country: string; days: string } | undefined {
  const { country } = renderPlace(locale);
  const delivery = deliveryFor(country);
  return delivery && { country, days: delivery.days };
}
