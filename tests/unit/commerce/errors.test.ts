import { describe, expect, it } from 'vitest';
import { CommerceApiError, CommerceError, CommerceGenericError, toCommerceError } from '@/lib/commerce/errors';

describe('toCommerceError', () => {
  it('maps an SDK response error with status, status text, code and errors', () => {
    // Shaped like the SDK's ApiError (the package does not export its error classes).
    const sdk = Object.assign(new Error('Unprocessable Entity'), {
      name: 'ApiError',
      type: 'response',
      status: 422,
      statusText: 'Unprocessable Entity',
    });
    const errors = [
      {
        code: 'VALIDATION_ERROR',
        title: 'is invalid',
        detail: 'coupon_code - is invalid',
        status: '422',
        source: { pointer: '/data/attributes/coupon_code' },
      },
    ];
    const error = toCommerceError(Object.assign(sdk, { errors }));
    expect(error).toBeInstanceOf(CommerceApiError);
    expect(error).toMatchObject({ kind: 'response', status: 422, statusText: 'Unprocessable Entity', code: '422' });
    expect((error as CommerceApiError).errors).toHaveLength(1);
    expect((error as CommerceApiError).first()?.source?.pointer).toBe('/data/attributes/coupon_code');
  });

  it.each([
    ['request', 'request'],
    ['cancel', 'cancel'],
    ['parse', 'parse'],
    ['client', 'client'],
    ['timeout', 'request'],
  ] as const)('maps SDK error type %s to %s', (type, kind) => {
    expect(toCommerceError(Object.assign(new Error('x'), { name: 'SdkError', type })).kind).toBe(kind);
  });

  it("maps the SDK's 'client' error for a refused connection to 'request' (answered 503, not 502)", () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const sdk = Object.assign(new Error('fetch failed'), { name: 'SdkError', type: 'client', source: refused });
    expect(toCommerceError(sdk).kind).toBe('request');
  });

  it('maps fetch and abort failures', () => {
    expect(toCommerceError(new TypeError('fetch failed')).kind).toBe('request');
    expect(toCommerceError(new DOMException('aborted', 'AbortError')).kind).toBe('cancel');
    expect(toCommerceError(new SyntaxError('Unexpected token')).kind).toBe('parse');
  });

  it('wraps anything else as a generic error with status code 500', () => {
    const error = toCommerceError(new Error('boom'));
    expect(error).toBeInstanceOf(CommerceGenericError);
    expect(error).toMatchObject({ kind: 'generic', message: 'boom', statusCode: 500 });
    expect(toCommerceError('odd')).toMatchObject({ kind: 'generic', statusCode: 500 });
    expect(new CommerceGenericError('gone', 404).statusCode).toBe(404);
  });

  it('passes our own errors through', () => {
    const own = new CommerceError('client', "Undefined 'organization' parameter");
    expect(toCommerceError(own)).toBe(own);
  });

  it('reads the first error of an API error, or nothing', () => {
    expect(new CommerceApiError(500, 'Server Error').first()).toBeUndefined();
    expect(new CommerceApiError(404, 'Not Found').message).toBe('Not Found');
  });
});
