import 'server-only';
import { cookies } from 'next/headers';
import { cartCookieName, cartCookieOptions, encodeCartCookie } from '@/lib/commerce/cart-cookie';
import { CartProblem } from '@/lib/commerce/cart-problem';
import { updateCartOrder } from '@/lib/commerce/cart-service';
import { currentCartRequest } from '@/lib/commerce/server';
import type { Locale } from '@/lib/i18n/locales';
import { newsletterCouponCode } from '@/lib/newsletter/server';

/** Puts the newsletter code (WELCOME10) on the cart; false when it is empty, under the threshold or unreachable. */
export async function applyWelcomeCoupon(locale: Locale): Promise<boolean> {
  try {
    const { cookie } = await updateCartOrder(await currentCartRequest(locale), { couponCode: newsletterCouponCode() });
    (await cookies()).set(cartCookieName, encodeCartCookie(cookie), cartCookieOptions);
    return true;
  } catch (error) {
    if (!(error instanceof CartProblem)) console.error('[newsletter] applying the welcome coupon failed', error);
    return false;
  }
}
