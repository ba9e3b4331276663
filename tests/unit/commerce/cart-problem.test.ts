import { describe, expect, it } from 'vitest';
import { asCartProblem, CartProblem } from '@/lib/commerce/cart-problem';
import { CommerceApiError, CommerceError } from '@/lib/commerce/errors';

const couponError = (detail: string) =>
  new CommerceApiError(422, 'Unprocessable Entity', [
    { code: 'VALIDATION_ERROR', detail, source: { pointer: '/data/attributes/coupon_code' } },
  ]);

describe('asCartProblem', () => {
  it('tells the 99 € threshold from an unknown code', () => {
    expect(
      asCartProblem(couponError('coupon_code - not applicable: order total must be over 99'), 'couponInvalid'),
    ).toMatchObject({
      code: 'couponThreshold',
      status: 422,
    });
    expect(asCartProblem(couponError('coupon_code - is invalid'), 'couponInvalid')).toMatchObject({
      code: 'couponInvalid',
    });
  });

  it('turns other 4xx answers into the given problem', () => {
    const problem = asCartProblem(
      new CommerceApiError(422, 'Unprocessable Entity', [{ detail: 'quantity - out of stock' }]),
      'unavailable',
    );
    expect(problem).toBeInstanceOf(CartProblem);
    expect(problem).toMatchObject({ code: 'unavailable', status: 422 });
  });

  it('leaves server failures, expired tokens and transport errors alone', () => {
    const down = new CommerceApiError(503, 'Service Unavailable');
    expect(asCartProblem(down, 'unavailable')).toBe(down);
    const expired = new CommerceApiError(401, 'Unauthorized');
    expect(asCartProblem(expired, 'unavailable')).toBe(expired);
    const network = new CommerceError('request', 'fetch failed');
    expect(asCartProblem(network, 'unavailable')).toBe(network);
  });

  it('maps problems to 4xx statuses', () => {
    expect(new CartProblem('invalidInput').status).toBe(400);
    expect(new CartProblem('lineNotFound').status).toBe(404);
    expect(new CartProblem('empty').status).toBe(409);
    expect(new CartProblem('notShipped').status).toBe(422);
  });
});
