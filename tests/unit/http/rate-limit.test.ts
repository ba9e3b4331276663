// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guardRoute } from '@/lib/http/guard';
import { HttpProblem } from '@/lib/http/problem';
import { clientKey, consumeLimit, limits, resetLimits } from '@/lib/http/rate-limit';
import { metricsRegistry } from '@/infra/in-process';

const refusals = async (limit: string) =>
  (await metricsRegistry().getSingleMetric('storefront_rate_limit_refusals_total')?.get())?.values.find(
    ({ labels }) => labels.limit === limit,
  )?.value ?? 0;

describe('rate limits', () => {
  beforeEach(() => {
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('RATE_LIMIT_SCALE', '');
    resetLimits();
  });
  afterEach(() => vi.unstubAllEnvs());

  it('lets the allowance through, then refuses with 429 and Retry-After within the window, counted in the metrics', async () => {
    const before = await refusals('coupon');
    for (let i = 0; i < limits.coupon.points; i++) await consumeLimit('coupon', '203.0.113.7');
    expect(await refusals('coupon')).toBe(before);
    const refused = await consumeLimit('coupon', '203.0.113.7').catch((error: unknown) => error);
    expect(await refusals('coupon')).toBe(before + 1);
    expect(refused).toBeInstanceOf(HttpProblem);
    expect(refused).toMatchObject({ status: 429, code: 'tooManyRequests' });
    const retryAfter = Number((refused as HttpProblem).headers['Retry-After']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(limits.coupon.duration);
    await expect(consumeLimit('coupon', '198.51.100.1')).resolves.toBeUndefined();
    await expect(consumeLimit('assistant', '203.0.113.7')).resolves.toBeUndefined();
  });

  it('scales every allowance with RATE_LIMIT_SCALE', async () => {
    vi.stubEnv('RATE_LIMIT_SCALE', '2');
    for (let i = 0; i < limits.coupon.points * 2; i++) await consumeLimit('coupon', 'scaled');
    await expect(consumeLimit('coupon', 'scaled')).rejects.toBeInstanceOf(HttpProblem);
  });

  it('counts against the last X-Forwarded-For hop, the one the nearest proxy saw', () => {
    expect(clientKey(new Headers({ 'x-forwarded-for': '1.2.3.4, 10.0.0.9' }))).toBe('10.0.0.9');
    expect(clientKey(new Headers({ 'x-forwarded-for': '::1' }))).toBe('0:0:0:0::/64');
    expect(clientKey(new Headers())).toBe('unknown');
  });

  it('answers the 429 through the guard, localized, with Retry-After', async () => {
    const route = guardRoute({
      PUT: async () => {
        await consumeLimit('coupon', 'guarded');
        return Response.json({ ok: true });
      },
    });
    const put = () => route.PUT(new Request('http://localhost:3000/api/cart/coupon?locale=it', { method: 'PUT' }));
    for (let i = 0; i < limits.coupon.points; i++) expect((await put()).status).toBe(200);
    const response = await put();
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await response.json()).toMatchObject({ code: 'tooManyRequests', error: expect.stringContaining('Troppi') });
  });
});
