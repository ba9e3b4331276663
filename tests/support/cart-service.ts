// The cart service with its platform steps as vi.fn handles over the real ones; a test swaps some with `fakeCart`.
import { vi } from 'vitest';
import { fakeable } from './fakeable';
// Relative: '@/lib/cart/server' is this file in the unit projects.
import * as real from '../../lib/cart/server';

export type { CartRequest, CartResult } from '../../lib/cart/server';
export const { currentCartRequest, saveCartCookies, placeOf, orderCreationSteps } = real;

export const getCart = vi.fn(real.getCart);
export const addToCart = vi.fn(real.addToCart);
export const changeQuantity = vi.fn(real.changeQuantity);
export const updateCartOrder = vi.fn(real.updateCartOrder);
export const changePlace = vi.fn(real.changePlace);
export const startCheckout = vi.fn(real.startCheckout);
export const fastCheckout = vi.fn(real.fastCheckout);

/** Replaces the given steps for the running test (call it in a test or beforeEach); all are real again at its end. */
export const fakeCart = fakeable({
  getCart,
  addToCart,
  changeQuantity,
  updateCartOrder,
  changePlace,
  startCheckout,
  fastCheckout,
});
