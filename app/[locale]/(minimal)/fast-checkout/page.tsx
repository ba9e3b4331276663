import { setRequestLocale } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { z } from 'zod';
import { staticRoute } from '@/components/layout/static-route';
import { cartCookieName } from '@/lib/commerce/cart-cookie';
import { quantityParam, skuCode } from '@/lib/commerce/cart-input';
import { CartProblem } from '@/lib/commerce/cart-problem';
import { buildCartRequest } from '@/lib/commerce/cart-request';
import { fastCheckout } from '@/lib/commerce/cart-service';
import type { Locale } from '@/lib/i18n/locales';

const route = staticRoute('/fast-checkout', 'fastCheckout');
export const generateMetadata = route.generateMetadata;
export const dynamic = 'force-dynamic';

const query = z.object({ sku: skuCode, quantity: quantityParam.default(1) });

/** `/fast-checkout?sku=…&quantity=…`: a fresh order with that item, straight to the checkout host. */
export default async function FastCheckoutPage({ params, searchParams }: PageProps<'/[locale]/fast-checkout'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const search = await searchParams;
  const parsed = query.safeParse({
    sku: typeof search.sku === 'string' ? search.sku : undefined,
    quantity: typeof search.quantity === 'string' && search.quantity !== '' ? search.quantity : undefined,
  });
  // An invalid link renders this segment's not-found page: a localized message with a 404, never a 500.
  if (!parsed.success) notFound();
  let url: string;
  try {
    const request = buildCartRequest(locale, (await cookies()).get(cartCookieName)?.value, await headers());
    url = await fastCheckout(request, parsed.data.sku, parsed.data.quantity);
  } catch (error) {
    if (error instanceof CartProblem) notFound();
    throw error;
  }
  redirect(url);
}
