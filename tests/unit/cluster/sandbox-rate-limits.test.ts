import { describe, expect, it } from 'vitest';
import { createRateLimits, requestKind } from '@/sandbox/http/rate-limits';

describe('the sandbox’s platform limits (SANDBOX_RATE_LIMITS)', () => {
  it('counts tokens, cacheable reads and writes apart, and nothing else', () => {
    expect(requestKind('POST', '/oauth/token')).toBe('token');
    expect(requestKind('GET', '/api/skus')).toBe('read');
    expect(requestKind('PATCH', '/api/orders/x')).toBe('write');
    expect(requestKind('GET', '/checkout/abc')).toBeUndefined();
  });

  it('refuses the 16th token request of a minute from one address on test, with the seconds to wait', () => {
    let now = 0;
    const limits = createRateLimits('test', () => now);
    for (let i = 0; i < 15; i++) expect(limits.check('127.0.0.1', 'token')).toBeUndefined();
    now = 20_000;
    expect(limits.check('127.0.0.1', 'token')).toBe(40);
    expect(limits.check('10.0.0.2', 'token')).toBeUndefined();
    expect(limits.check('127.0.0.1', 'read')).toBeUndefined();
    now = 60_001;
    expect(limits.check('127.0.0.1', 'token')).toBeUndefined();
  });

  it('allows twice as much on live and limits nothing unless asked', () => {
    const live = createRateLimits('live', () => 0);
    for (let i = 0; i < 200; i++) expect(live.check('a', 'write')).toBeUndefined();
    expect(live.check('a', 'write')).toBe(60);
    const off = createRateLimits(undefined, () => 0);
    for (let i = 0; i < 2_000; i++) expect(off.check('a', 'read')).toBeUndefined();
    live.granted('viridea-storefront', 'market:code:eu-consumer');
    live.granted('viridea-storefront', 'market:code:eu-consumer');
    live.granted('viridea-integration', '');
    expect(live.counts()).toEqual({
      mode: 'live',
      token: 0,
      read: 0,
      write: 201,
      refused: 1,
      grants: { 'viridea-storefront market:code:eu-consumer': 2, 'viridea-integration': 1 },
    });
    expect(off.counts()).toMatchObject({ mode: 'off', read: 2_000, refused: 0 });
  });
});
