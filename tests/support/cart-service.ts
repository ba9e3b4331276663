// The cart service with its platform steps as vi.fn handles over the real ones; a test swaps some with `fakeCart`.
import { onTestFinished, vi } from 'vitest';
// Relative: '@/lib/commerce/cart-service' is this file in the unit projects.
import * as real from '../../lib/commerce/cart-service';

export type { CartRequest, CartResult } from '../../lib/commerce/cart-service';
export const { placeOf, orderCreationSteps } = real;

export const getCart = vi.fn(real.getCart);
export const addToCart = vi.fn(real.addToCart);
export const changeQuantity = vi.fn(real.changeQuantity);
export const updateCartOrder = vi.fn(real.updateCartOrder);
export const changePlace = vi.fn(real.changePlace);
export const startCheckout = vi.fn(real.startCheckout);
export const fastCheckout = vi.fn(real.fastCheckout);

const steps = { getCart, addToCart, changeQuantity, updateCartOrder, changePlace, startCheckout, fastCheckout };
type Steps = { [Name in keyof typeof steps]?: (typeof real)[Name] };

function reset() {
  for (const step of Object.values(steps)) step.mockReset();
}

/** Replaces the given steps for the running test (call it in a test or beforeEach); all are real again at its end. */
export function fakeCart(fakes: Steps) {
  onTestFinished(reset);
  reset();
  getCart.mockImplementation(fakes.getCart ?? real.getCart);
  addToCart.mockImplementation(fakes.addToCart ?? real.addToCart);
  changeQuantity.mockImplementation(fakes.changeQuantity ?? real.changeQuantity);
  updateCartOrder.mockImplementation(fakes.updateCartOrder ?? real.updateCartOrder);
  changePlace.mockImplementation(fakes.changePlace ?? real.changePlace);
  startCheckout.mockImplementation(fakes.startCheckout ?? real.startCheckout);
  fastCheckout.mockImplementation(fakes.fastCheckout ?? real.fastCheckout);
}
