import 'server-only';
import { cookies } from 'next/headers';
import { writeCartCookies } from '@/lib/cart/cookie';
import { CartRefusal } from '@/lib/cart/refusal';
import { currentCartRequest, updateCartOrder } from '@/lib/cart/server';
import type { Locale } from '@/lib/i18n/locales';
import { newsletterCouponCode } from '@/lib/newsletter/server';
import { logger } from '@/lib/telemetry/log';

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
    if (!(error instanceof CartRefusal))
      logger.error({ err: error }, '[newsletter] applying the welcome coupon failed');
    writeCartCookies(store, { savedCoupon: code });
    return false;
  }
}
