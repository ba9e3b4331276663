import 'server-only';
import { cookies } from 'next/headers';
import { writeCartCookies } from '@/lib/commerce/cart-cookie';
import { CartRefusal } from '@/lib/commerce/cart-refusal';
import { updateCartOrder } from '@/lib/commerce/cart-service';
import { currentCartRequest } from '@/lib/commerce/server';
import type { Locale } from '@/lib/i18n/locales';
import { newsletterCouponCode } from '@/lib/newsletter/server';

/**
 * Puts the newsletter code (WELCOME10) on the cart; true when it is on now. An empty cart, one under the threshold
 * or an unreachable platform keeps it saved, and the cart applies it once it qualifies.
 */
export async function applyWelcomeCoupon(locale: Locale): Promise<boolean> {
  const code = newsletterCouponCode();
  const store = await cookies();
  try {
    const { cookie } = await updateCartOrder(await currentCartRequest(locale), { couponCode: code });
    writeCartCookies(store, { cookie, savedCoupon: null });
    return true;
  } catch (error) {
    if (!(error instanceof CartRefusal)) console.error('[newsletter] applying the welcome coupon failed', error);
    writeCartCookies(store, { savedCoupon: code });
    return false;
  }
}
