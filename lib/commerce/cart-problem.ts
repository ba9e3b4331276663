import type { ReferralRefusal } from '@/lib/referral/friend';
import { CommerceApiError } from './errors';

/** Why a cart operation was refused; each code has a localized message under `cart.errors` (`referralCart`). */
export type CartProblemCode =
  | 'empty'
  | 'lineNotFound'
  | 'notShipped'
  | 'unavailable'
  | 'couponInvalid'
  | 'couponThreshold'
  | 'invalidInput'
  | ReferralRefusal;

const statusOf: Record<CartProblemCode, number> = {
  empty: 409,
  lineNotFound: 404,
  notShipped: 422,
  unavailable: 422,
  couponInvalid: 422,
  couponThreshold: 422,
  invalidInput: 400,
  referralOwnCode: 422,
  referralNotFirstOrder: 422,
  referralInactive: 422,
  referralOtherMarket: 422,
};

export class CartProblem extends Error {
  readonly code: CartProblemCode;
  readonly status: number;

  constructor(code: CartProblemCode) {
    super(code);
    this.name = 'CartProblem';
    this.code = code;
    this.status = statusOf[code];
  }
}

/** A 4xx from the platform while the visitor changed something becomes a problem they can act on. */
export function asCartProblem(error: unknown, fallback: CartProblemCode): unknown {
  if (!(error instanceof CommerceApiError) || error.status >= 500 || error.status === 401) return error;
  if (fallback === 'couponInvalid') {
    const detail = error.errors.map((item) => `${item.detail ?? ''} ${item.title ?? ''}`).join(' ');
    return new CartProblem(
      /not applicable|over \d+|minimum|threshold/i.test(detail) ? 'couponThreshold' : 'couponInvalid',
    );
  }
  return new CartProblem(fallback);
}
