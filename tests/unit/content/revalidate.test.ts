// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
const revalidatePath = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag, revalidatePath }));
vi.mock('@/lib/content/instance', () => ({ clearContentResponses: vi.fn(async () => undefined) }));

const { POST } = await import('@/app/api/revalidate/route');
const { isValidWebhookSecret } = await import('@/lib/content/webhook');

const post = (body: unknown, init: RequestInit = {}, query = '') =>
  POST(new Request(`http://localhost/api/revalidate${query}`, { method: 'POST', body: JSON.stringify(body), ...init }));

describe('POST /api/revalidate', () => {
  beforeEach(() => {
    vi.stubEnv('PRISMIC_WEBHOOK_SECRET', 's3cret-value');
    revalidateTag.mockClear();
    revalidatePath.mockClear();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('revalidates the content tag with the right secret in the webhook body', async () => {
    const response = await post({ type: 'api-update', secret: 's3cret-value' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ revalidated: true });
    expect(revalidateTag).toHaveBeenCalledWith('prismic', { expire: 0 });
    expect(revalidatePath).toHaveBeenCalledWith('/[locale]', 'layout');
  });

  it('accepts the secret as a header or query for manual calls', async () => {
    expect((await post({}, { headers: { 'x-webhook-secret': 's3cret-value' } })).status).toBe(200);
    expect((await post(null, {}, '?secret=s3cret-value')).status).toBe(200);
  });

  it('answers 401 JSON for a wrong or missing secret and revalidates nothing', async () => {
    for (const response of [await post({ secret: 's3cret-valuX' }), await post({ secret: 's3cret' }), await post({})]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ revalidated: false, message: 'Invalid secret' });
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 401 when no secret is configured', async () => {
    vi.stubEnv('PRISMIC_WEBHOOK_SECRET', '');
    expect((await post({ secret: '' })).status).toBe(401);
    expect(isValidWebhookSecret(undefined, 'anything')).toBe(false);
    expect(isValidWebhookSecret('a', 42)).toBe(false);
  });
});
