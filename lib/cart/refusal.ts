import { CommerceApiError } from '@/lib/commerce/errors';

/**
 * Why a cart operation was refused: the cart's own codes and those the coupon rules registered with the cart add
 * (`lib/cart/coupon-rules`). Each has a message under `cart.errors`.
 */
export type CartRefusalCode =
  | 'empty'
  | 'lineNotFound'
  | 'notShipped'
  | 'unavailable'
  | 'couponInvalid'
  | 'couponThreshold'
  | 'invalidInput'
  | 'referralOwnCode'
  | 'referralNotFirstOrder'
  | 'referralInactive'
  | 'referralOtherMarket';

const statusOf: Partial<Record<CartRefusalCode, number>> = { invalidInput: 400, lineNotFound: 404, empty: 409 };

/** Amounts in cents the message states in the cart's currency (a threshold, what is missing, a discount). */
export type RefusalAmounts = Partial<Record<'amount' | 'missing', number>>;

/** The one error a cart operation is refused with; everything else is a failure of the service. */
export class CartRefusal extends Error {
  readonly status: number;

  constructor(
    readonly code: CartRefusalCode,
    readonly amounts: RefusalAmounts = {},
  ) {
    super(code);
    this.name = 'CartRefusal';
    this.status = statusOf[code] ?? 422;
  }
}

/**
 * A 4xx from the platform while the visitor changed something becomes a refusal they can act on, told apart by the
 * platform's error code and the attribute it points at, never by its wording.
 */
export function asCartRefusal(error: unknown, fallback: CartRefusalCode): unknown {
  if (!(error instanceof CommerceApiError) || error.status >= 500 || error.status === 401) return error;
  const onCoupon = error.errors.some((item) => item.source?.pointer === '/data/attributes/coupon_code');
  return new CartRefusal(onCoupon ? 'couponInvalid' : fallback);
}
