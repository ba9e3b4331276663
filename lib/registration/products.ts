import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { listingTags } from '@/lib/content/queries/reads';
import { atRequestRef, inLocale, orderBy, runQuery, type ContentRef } from '@/lib/content/queries/run';
import type { ContentApi } from '@/lib/content/sdk';
import type { RegistrableProduct } from '@/lib/forms/schemas/registration';

/**
 * The products a customer can register: every product page with a SKU in the content catalogue, named as the page
 * names it; the serial prefix is the SKU's first two letters (FRESHLY-01 → FR, VERDE-SMART → VE).
 */
export const registrableProducts = (locale: Locale) => atRequestRef(registrableAt, locale);

async function registrableAt(ref: ContentRef, locale: Locale): Promise<RegistrableProduct[]> {
  'use cache';
  const read = async (client: ContentApi) => {
    const pages = await client.getAllByType('product_page', {
      ...inLocale(locale),
      orderings: orderBy('my.product_page.product_name'),
    });
    return pages.flatMap(({ uid, data }) =>
      uid && data.sku_code && data.product_name
        ? [{ value: uid, label: data.product_name, serialPrefix: data.sku_code.slice(0, 2).toUpperCase() }]
        : [],
    );
  };
  return runQuery('registrableProducts', ref, [], read, () => listingTags('product_page')(locale));
}
