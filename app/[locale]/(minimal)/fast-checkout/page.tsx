import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { FastCheckoutForm } from '@/components/cart/FastCheckoutForm';
import { parseFastCheckoutQuery } from '@/lib/cart/input';
import { currentCartRequest, placeOf } from '@/lib/cart/server';
import { getOffers } from '@/lib/catalogue/server';
import { formatMoney } from '@/lib/markets/money';
import { pageLocale } from '@/lib/i18n/server';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const dynamic = 'force-dynamic';

/**
 * `/fast-checkout?sku=…&quantity=…`: the item and one button that creates the order and goes to the checkout host.
 * Opening the link creates nothing (a cross-site image or a prefetch could); the button posts.
 */
export default async function FastCheckoutPage({ params, searchParams }: PageProps<'/[locale]/fast-checkout'>) {
  const locale = await pageLocale(params);
  const search = await searchParams;
  const parsed = parseFastCheckoutQuery(search.sku, search.quantity);
  // The proxy sends a malformed link to the site's 404 (ADR 0064); an item that cannot be sold gets not-found.tsx.
  if (!parsed.success) notFound();
  const { sku, quantity } = parsed.data;
  const place = placeOf(await currentCartRequest(locale));
  const offer = (await getOffers(place.market.code, [sku])).get(sku);
  if (!place.shipped || !offer || (offer.stock !== null && offer.stock < quantity)) notFound();
  const t = await getTranslations('checkout.fastCheckout');
  return (
    <div className="page-shell container" data-testid="fast-checkout">
      <h1>{t('title')}</h1>
      <p>
        {t('summary', {
          quantity,
          name: offer.name,
          total: formatMoney(offer.amountCents * quantity, offer.currency, locale),
        })}
      </p>
      <FastCheckoutForm
        locale={locale}
        skuCode={sku}
        quantity={quantity}
        labels={{ submit: t('continue'), pending: t('continuing') }}
      />
    </div>
  );
}

export async function generateMetadata({ params }: PageProps<'/[locale]/fast-checkout'>) {
  return routeMetadata(await pageLocale(params), 'fastCheckout', '/fast-checkout');
}
