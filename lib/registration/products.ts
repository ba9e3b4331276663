import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale, orderBy, runQuery } from '@/lib/content/queries/run';
import type { RegistrableProduct } from '@/lib/forms/schemas/registration';

/**
 * The products a customer can register: every product page with a SKU in the content catalogue, named as the page
 * names it; the serial prefix is the SKU's first two letters (FRESHLY-01 → FR, VERDE-SMART → VE).
 */
export function registrableProducts(locale: Locale): Promise<RegistrableProduct[]> {
  return runQuery('registrableProducts', [], async (client) => {
    const pages = await client.getAllByType('product_page', {
      ...inLocale(locale),
      orderings: orderBy('my.product_page.product_name'),
    });
    return pages.flatMap(({ uid, data }) =>
      uid && data.sku_code && data.product_name
        ? [{ value: uid, label: data.product_name, serialPrefix: data.sku_code.slice(0, 2).toUpperCase() }]
        : [],
    );
  });
}
