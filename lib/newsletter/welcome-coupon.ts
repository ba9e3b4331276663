import 'server-only';
import { cookies } from 'next/headers';
import { cartCookieName, cartCookieOptions, encodeCartCookie } from '@/lib/commerce/cart-cookie';
import { CartProblem } from '@/lib/commerce/cart-problem';
import { updateCartOrder } from '@/lib/commerce/cart-service';
import { savedCouponCookieName } from '@/lib/commerce/saved-coupon';
import { currentCartRequest } from '@/lib/commerce/server';
import type { Locale } from '@/lib/i18n/locales';
import { newsletterCouponCode } from '@/lib/newsletter/server';

/**
 * Puts the newsletter code (WELCOME10) on the cart; true when it is on now. An empty cart, one under the threshold
 * or an unreachable platform keeps it in a cookie, and the cart applies it once it qualifies.
 */
export async function applyWelcomeCoupon(locale: Locale): Promise<boolean> {
  const code = newsletterCouponCode();
  const store = await cookies();
  try {
    const { cookie } = await updateCartOrder(await currentCartRequest(locale), { couponCode: code });
    store.set(cartCookieName, encodeCartCookie(cookie), cartCookieOptions);
    store.delete({ name: savedCouponCookieName, path: '/' });
    return true;
  } catch (error) {
    if (!(error instanceof CartProblem)) console.error('[newsletter] applying the welcome coupon failed', error);
    store.set(savedCouponCookieName, code, cartCookieOptions);
    return false;
  }
}
