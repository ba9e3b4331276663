// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/health/route';
import * as sdk from '@/lib/commerce/sdk';
import * as content from '@/lib/content/instance';
import * as probes from '@/lib/health/probes';

const withMarketClient = vi.fn();
const getContentClient = vi.fn();
const databaseCheck = vi.fn();
const mailCheck = vi.fn();
const cacheState = vi.fn();

const contentUp = () => getContentClient.mockResolvedValue({ client: { getRepository: async () => ({}) } });
const stores = { database: 'up', mail: 'up', cache: 'local' } as const;
const instance = expect.stringMatching(/^[0-9a-f]{12}$/);

describe('GET /api/health', () => {
  beforeEach(() => {
    withMarketClient.mockReset();
    getContentClient.mockReset();
    databaseCheck.mockReset().mockResolvedValue(undefined);
    mailCheck.mockReset().mockResolvedValue(undefined);
    cacheState.mockReset().mockResolvedValue('local');
    vi.spyOn(sdk, 'withMarketClient').mockImplementation((...args) => withMarketClient(...args));
    vi.spyOn(content, 'getContentClient').mockImplementation((...args) => getContentClient(...args));
    vi.spyOn(probes, 'databaseCheck').mockImplementation((...args) => databaseCheck(...args));
    vi.spyOn(probes, 'mailCheck').mockImplementation((...args) => mailCheck(...args));
    vi.spyOn(probes, 'cacheState').mockImplementation((...args) => cacheState(...args));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('answers 200 when content and commerce answer', async () => {
    contentUp();
    withMarketClient.mockResolvedValue([]);
    const response = await GET(new Request('http://localhost/api/health'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      instance,
      dependencies: { content: 'up', commerce: 'up', ...stores },
    });
  });

  it('answers 503 naming commerce when the platform refuses the connection', async () => {
    contentUp();
    withMarketClient.mockRejectedValue(new TypeError('fetch failed'));
    const response = await GET(new Request('http://localhost/api/health'));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'degraded',
      instance,
      dependencies: { content: 'up', commerce: 'down', ...stores },
    });
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
      instance,
      dependencies: { content: 'down', commerce: 'down', ...stores },
    });
  });

  it('answers 503 when the shared cache or the database is down, naming this instance only by an opaque id', async () => {
    contentUp();
    withMarketClient.mockResolvedValue([]);
    cacheState.mockResolvedValue('down');
    databaseCheck.mockRejectedValue(new Error('ECONNREFUSED'));
    const response = await GET(new Request('http://localhost/api/health'));
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body.dependencies).toMatchObject({ cache: 'down', database: 'down', mail: 'up' });
    expect(JSON.stringify(body)).not.toContain(String(process.pid));
  });
});
