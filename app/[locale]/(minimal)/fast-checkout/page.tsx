import { notFound, redirect } from 'next/navigation';
import { z } from 'zod';
import { quantityParam, skuCode } from '@/lib/commerce/cart-input';
import { CartProblem } from '@/lib/commerce/cart-problem';
import { currentCartRequest } from '@/lib/commerce/server';
import { fastCheckout } from '@/lib/commerce/cart-service';
import { pageLocale } from '@/lib/i18n/server';
import { routeMetadata } from '@/lib/seo/route-metadata';

export const dynamic = 'force-dynamic';

const query = z.object({ sku: skuCode, quantity: quantityParam.default(1) });

/** `/fast-checkout?sku=…&quantity=…`: a fresh order with that item, straight to the checkout host. */
export default async function FastCheckoutPage({ params, searchParams }: PageProps<'/[locale]/fast-checkout'>) {
  const locale = await pageLocale(params);
  const search = await searchParams;
  const parsed = query.safeParse({
    sku: typeof search.sku === 'string' ? search.sku : undefined,
    quantity: typeof search.quantity === 'string' && search.quantity !== '' ? search.quantity : undefined,
  });
  // An invalid link renders this segment's not-found page: a localized message with a 404, never a 500.
  if (!parsed.success) notFound();
  let url: string;
  try {
    url = await fastCheckout(await currentCartRequest(locale), parsed.data.sku, parsed.data.quantity);
  } catch (error) {
    if (error instanceof CartProblem) notFound();
    throw error;
  }
  redirect(url);
}

export async function generateMetadata({ params }: PageProps<'/[locale]/fast-checkout'>) {
  return routeMetadata(await pageLocale(params), 'fastCheckout', '/fast-checkout');
}
