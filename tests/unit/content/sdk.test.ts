// @vitest-environment node
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createContentClient, embeddedEndpoint, hostedRepositoryName } from '@/lib/content/sdk';
import { embeddedFetchFor } from '@/lib/content/embedded/fetch';
import { configureContentClient } from '@/lib/content/instance';
import { getPage } from '@/lib/content/queries/pages';
import { visit } from '@/tests/support/next-headers';
import { fixtureRoot, json } from './support';

const repository = {
  refs: [{ id: 'master', ref: 'MASTER', label: 'Master', isMasterRef: true }],
  forms: { everything: { action: 'x', fields: {} } },
  tags: [],
  experiments: { draft: [], running: [] },
};

// The client is shared by the files of a worker: the next one starts from the default again.
afterAll(() => configureContentClient({}));

describe('content client factory', () => {
  it('talks to the hosted repository when PRISMIC_REPOSITORY is set, with the access token', async () => {
    const send = vi.fn<(url: string) => Promise<Response>>(async () => json(200, repository));
    const content = createContentClient({
      env: { PRISMIC_REPOSITORY: 'purifiers', PRISMIC_ACCESS_TOKEN: 'tok' },
      send,
    });
    expect(content.mode).toBe('hosted');
    expect(hostedRepositoryName({ PRISMIC_REPOSITORY: ' purifiers ' })).toBe('purifiers');
    await content.client.getRepository();
    const url = new URL(send.mock.calls[0]![0]);
    expect(url.hostname).toBe('purifiers.cdn.prismic.io');
    expect(url.pathname).toBe('/api/v2');
    expect(url.searchParams.get('access_token')).toBe('tok');
  });

  it('keeps the repository document about 5 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const send = vi.fn<(url: string) => Promise<Response>>(async () => json(200, repository));
    const { client } = createContentClient({ env: { PRISMIC_REPOSITORY: 'purifiers' }, send });
    await client.getRepository();
    vi.advanceTimersByTime(4_900);
    await client.getRepository();
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    await client.getRepository();
    expect(send).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('uses the embedded source otherwise, through the same client', async () => {
    const content = createContentClient({ env: {}, contentRoot: fixtureRoot });
    expect(content.mode).toBe('embedded');
    expect(hostedRepositoryName({})).toBeNull();
    expect(content.client.documentAPIEndpoint).toBe(embeddedEndpoint);
    expect((await content.client.getByUID('page', 'technology')).url).toBe('/technology');
  });

  it('sends the routes and brokenRoute, and no fetch cache options: the cached read is the cache', async () => {
    const embedded = embeddedFetchFor(fixtureRoot);
    const send = vi.fn(embedded);
    configureContentClient({ env: {}, send });
    await getPage('en', 'technology');
    const [url, init] = send.mock.calls.find(([called]) => called.includes('/documents/search'))!;
    const params = new URL(url).searchParams;
    expect(JSON.parse(params.get('routes')!)).toContainEqual({ type: 'page', lang: 'en-gb', path: '/:uid' });
    expect(params.get('brokenRoute')).toBe('/not-found');
    expect(params.get('lang')).toBe('en-gb');
    expect(init).not.toHaveProperty('next');
    configureContentClient({ env: {}, contentRoot: fixtureRoot });
  });

  it("reads a cached query at the request's ref: the preview's in draft mode, else the master's", async () => {
    const send = vi.fn(embeddedFetchFor(fixtureRoot));
    configureContentClient({ env: {}, send });
    // The ref of the read's first search (an unknown ref is then retried at the master's, as the platform answers).
    const refOfRead = async () => {
      send.mockClear();
      await getPage('en', 'technology');
      const [url] = send.mock.calls.find(([called]) => called.includes('/documents/search'))!;
      return new URL(url).searchParams.get('ref');
    };
    visit({ cookies: { 'io.prismic.preview': 'PREVIEW-REF' } });
    expect(await refOfRead()).toMatch(/^(?!PREVIEW-REF$)./);
    visit({ draft: true, cookies: { 'io.prismic.preview': 'PREVIEW-REF' } });
    expect(await refOfRead()).toBe('PREVIEW-REF');
    configureContentClient({ env: {}, contentRoot: fixtureRoot });
  });
});
