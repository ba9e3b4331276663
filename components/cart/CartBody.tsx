import { getCart } from '@/lib/commerce/cart-service';
import { currentCartRequest } from '@/lib/commerce/server';
import type { CartView } from '@/lib/commerce/cart-types';
import type { Locale } from '@/lib/i18n/locales';
import { CartFaq } from './CartFaq';
import { CartScreen } from './CartScreen';
import { PaymentMethods } from './PaymentMethods';

/** The cart page below its heading: rendered with the visitor's cart when the platform answers, else filled in by swr. */
export async function CartBody({ locale }: { locale: Locale }) {
  let initial: CartView | undefined;
  let unavailable = false;
  try {
    initial = (await getCart(await currentCartRequest(locale))).view;
  } catch (error) {
    console.error('[cart] server render without cart data', error);
    unavailable = true;
  }
  return (
    <>
      <CartScreen initial={initial} unavailable={unavailable} />
      <PaymentMethods />
      <CartFaq />
    </>
  );
}
