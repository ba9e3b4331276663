// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/revalidate/route';
import * as content from '@/lib/content/instance';
import { isValidWebhookSecret } from '@/lib/content/webhook';
import { fakeCache } from '@/tests/support/next-cache';

const revalidateTag = vi.fn();
const revalidatePath = vi.fn();
const published = [
  { id: 'page-technology-en', type: 'page', lang: 'en-gb', alternate_languages: [{ id: 'page-technology-de' }] },
];
const getByIDs = vi.fn(async (ids: string[]) => ({ results: published.filter((doc) => ids.includes(doc.id)) }));
const refreshContent = vi.fn(async () => undefined);
const contentClient = vi.fn().mockResolvedValue({ client: { getByIDs } });

const post = (body: unknown, init: RequestInit = {}, query = '') =>
  POST(new Request(`http://localhost/api/revalidate${query}`, { method: 'POST', body: JSON.stringify(body), ...init }));

describe('POST /api/revalidate', () => {
  beforeEach(() => {
    vi.stubEnv('PRISMIC_WEBHOOK_SECRET', 's3cret-value');
    revalidateTag.mockClear();
    revalidatePath.mockClear();
    refreshContent.mockClear();
    fakeCache({ revalidateTag, revalidatePath });
    vi.spyOn(content, 'refreshContent').mockImplementation(refreshContent);
    vi.spyOn(content, 'getContentClient').mockImplementation(() => contentClient());
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('expires only the changed document, its listings and its translations', async () => {
    const response = await post({ type: 'api-update', secret: 's3cret-value', documents: ['page-technology-en'] });
    expect(response.status).toBe(200);
    const tags = [
      'prismic:doc:page-technology-de',
      'prismic:doc:page-technology-en',
      'prismic:list:page:*',
      'prismic:list:page:en-gb',
    ];
    expect(await response.json()).toMatchObject({ revalidated: true, tags });
    expect(revalidateTag.mock.calls).toEqual(tags.map((tag) => [tag, { expire: 0 }]));
    expect(revalidatePath).not.toHaveBeenCalled();
    expect(refreshContent).toHaveBeenCalledTimes(1);
    expect(refreshContent.mock.invocationCallOrder[0]).toBeLessThan(getByIDs.mock.invocationCallOrder.at(-1)!);
  });

  it('expires everything when the payload names no documents or one that is gone', async () => {
    for (const body of [
      { type: 'api-update', secret: 's3cret-value' },
      { type: 'api-update', secret: 's3cret-value', documents: ['page-technology-en', 'unpublished'] },
    ]) {
      revalidateTag.mockClear();
      const response = await post(body);
      expect(await response.json()).toMatchObject({ revalidated: true, tags: 'everything' });
      expect(revalidateTag.mock.calls).toEqual([['prismic', { expire: 0 }]]);
    }
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
    expect(refreshContent).not.toHaveBeenCalled();
  });

  it('answers 401 when no secret is configured', async () => {
    vi.stubEnv('PRISMIC_WEBHOOK_SECRET', '');
    expect((await post({ secret: '' })).status).toBe(401);
    expect(isValidWebhookSecret(undefined, 'anything')).toBe(false);
    expect(isValidWebhookSecret('a', 42)).toBe(false);
  });
});
