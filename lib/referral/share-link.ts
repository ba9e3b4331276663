import type { NextRequest, NextResponse } from 'next/server';
import { writeCartCookies } from '@/lib/cart/cookie';
import { normalizeReferralCode } from './codes';

/**
 * A share link (`/?ref=MARIA-7K2Q`, or any page with `?ref=`) saves the member's code where the cart looks for a
 * saved code; a value that cannot be a code is ignored, so the page renders as if the parameter were not there.
 */
export function rememberSharedCode(request: NextRequest, response: NextResponse): void {
  if (request.method !== 'GET') return;
  const shared = request.nextUrl.searchParams.get('ref');
  const code = shared && shared.length <= 40 ? normalizeReferralCode(shared) : undefined;
  if (code) writeCartCookies(response.cookies, { savedCoupon: code });
}
