// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const withMarketClient = vi.fn();
const getContentClient = vi.fn();
vi.mock('@/lib/commerce/sdk', () => ({ withMarketClient }));
vi.mock('@/lib/content/instance', () => ({ getContentClient }));

const { GET } = await import('@/app/api/health/route');

const contentUp = () => getContentClient.mockResolvedValue({ client: { getRepository: async () => ({}) } });

describe('GET /api/health', () => {
  beforeEach(() => {
    withMarketClient.mockReset();
    getContentClient.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('answers 200 when content and commerce answer', async () => {
    contentUp();
    withMarketClient.mockResolvedValue([]);
    const response = await GET(new Request('http://localhost/api/health'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', dependencies: { content: 'up', commerce: 'up' } });
  });

  it('answers 503 naming commerce when the platform refuses the connection', async () => {
    contentUp();
    withMarketClient.mockRejectedValue(new TypeError('fetch failed'));
    const response = await GET(new Request('http://localhost/api/health'));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'degraded', dependencies: { content: 'up', commerce: 'down' } });
  });

  it('answers 503 naming content when the content client could not start, and bounds a hanging probe', async () => {
    vi.useFakeTimers();
    getContentClient.mockResolvedValue(null);
    withMarketClient.mockReturnValue(new Promise(() => undefined));
    const pending = GET(new Request('http://localhost/api/health'));
    await vi.advanceTimersByTimeAsync(3_000);
    const response = await pending;
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'degraded',
      dependencies: { content: 'down', commerce: 'down' },
    });
  });
});
