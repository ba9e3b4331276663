import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it from '@/messages/it.json';
import type { SkuDisplay } from './types';
import { skuImage, skuRoute } from './products';

const skuNames: Record<Locale, Partial<Record<string, string>>> = {
  en: en.product.skus,
  de: de.product.skus,
  it: it.product.skus,
};

/** The SKU's name in the page language, else the platform's. */
export function skuName(skuCode: string, fallback: string, locale: Locale): string {
  return skuNames[locale][skuCode] ?? fallback;
}

/**
 * What a cart line or an offer shows of its SKU, resolved here so that the route, product and spare-part tables stay
 * on the server: the name, the localized link to where it is sold and its picture.
 */
export function skuDisplay(skuCode: string, fallback: string, locale: Locale): SkuDisplay {
  const route = skuRoute(skuCode);
  const image = skuImage(skuCode);
  return {
    name: skuName(skuCode, fallback, locale),
    ...(route ? { href: pathFor(locale, route) } : {}),
    ...(image ? { image } : {}),
  };
}
