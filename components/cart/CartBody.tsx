import { cartCountries } from '@/lib/cart/countries';
import { currentCartRequest, getCart } from '@/lib/cart/server';
import type { CartView } from '@/lib/cart/types';
import type { Locale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';
import { logger } from '@/lib/telemetry/log';
import { DeliveryDateNow } from '@/components/delivery/DeliveryDateNow';
import { CartFaq } from './CartFaq';
import { CartScreen } from './CartScreen';
import { CartUnavailable } from './CartUnavailable';
import { PaymentMethods } from './PaymentMethods';
import { SearchResults } from '@/components/search/SearchResults';
import { productHits } from '@/lib/search/server';
import { getTranslations } from 'next-intl/server';

/** The cart page below its heading, rendered with the visitor's cart (or what to do when the shop is unreachable). */
export async function CartBody({ locale }: { locale: Locale }) {
  let cart: CartView | undefined;
  try {
    cart = (await getCart(await currentCartRequest(locale))).view;
  } catch (error) {
    logger.error({ err: error }, '[cart] server render without cart data');
  }
  const empty = cart !== undefined && cart.items.length === 0;
  const products = empty ? await emptyCartProducts(locale) : undefined;
  const arrival =
    cart?.shipped && cart.deliveryDays ? (
      <DeliveryDateNow locale={locale} country={cart.country} days={cart.deliveryDays} />
    ) : undefined;
  return (
    <>
      {cart ? (
        <CartScreen
          cart={cart}
          countries={cartCountries(locale)}
          arrival={arrival}
          home={pathFor(locale, { pathname: '/' })}
          cartHref={pathFor(locale, { pathname: '/cart' })}
          products={products}
        />
      ) : (
        <CartUnavailable />
      )}
      {empty ? null : <PaymentMethods />}
      <CartFaq />
    </>
  );
}

/** The products an empty cart offers the way to, as the site's search lists them (picture, price). */
async function emptyCartProducts(locale: Locale) {
  const [t, hits] = await Promise.all([
    getTranslations({ locale, namespace: 'cart' }),
    productHits(locale).catch(() => []),
  ]);
  return hits.length ? <SearchResults groups={[{ kind: 'product', hits }]} kinds={{ product: t('products') }} /> : null;
}
