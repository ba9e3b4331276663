// @vitest-environment node
import { afterAll, describe, expect, it, vi } from 'vitest';
import { configureContentClient, getContentClient } from '@/lib/content/instance';
import { byUID, readQuery } from '@/lib/content/queries/run';
import { assertSearchable, bookmarkedId, getRepositoryTags } from '@/lib/content/repository';
import { fixtureClient, fixtureRoot, json } from './support';
import { logger } from '@/lib/telemetry/log';

// The client is shared by the files of a worker: the next one starts from the default again.
afterAll(() => configureContentClient({}));

describe('content errors of spec §8 raised by this layer', () => {
  it('refuses a uid lookup in every language', async () => {
    const { client } = fixtureClient();
    await expect(byUID(client, 'page', 'technology', '*')).rejects.toThrow(
      "FORBIDDEN. You can't use getByUID with *, use the predicates instead.",
    );
  });

  it('needs the everything and tags forms', async () => {
    expect(() => assertSearchable({ forms: {} })).toThrow('Missing everything form');
    const repository = {
      refs: [{ id: 'master', ref: 'M', label: 'Master', isMasterRef: true }],
      forms: { everything: {} },
      tags: [],
    };
    const { client } = fixtureClient({ send: async () => json(200, repository) });
    await expect(getRepositoryTags(client)).rejects.toThrow('Missing tags form');
    expect(await getRepositoryTags(fixtureClient().client)).toEqual(['blog', 'featured', 'tech']);
  });

  it('reports a missing bookmark', () => {
    expect(bookmarkedId({ bookmarks: { about: 'page-tech-en' } }, 'about')).toBe('page-tech-en');
    expect(() => bookmarkedId({ bookmarks: {} }, 'about')).toThrow('Error retrieving bookmarked id');
  });

  it('keeps serving when the client cannot start: logs, answers null, starts again later', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    configureContentClient({ env: {}, send: async () => json(200, { refs: [], forms: {} }) });
    expect(await getContentClient()).toBeNull();
    expect(error.mock.calls[0]?.[0]).toMatchObject({ err: { message: 'Missing everything form' } });
    error.mockRestore();
  });

  it('answers the fallback for a missing document without logging it, and logs any other failure', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    configureContentClient({ env: {}, contentRoot: fixtureRoot });
    const missing = (client: Parameters<Parameters<typeof readQuery>[2]>[0]) =>
      client.getByUID('page', 'no-such-page', { lang: 'en-gb' });
    expect(await readQuery('missing page', 'fallback', missing)).toBe('fallback');
    expect(error).not.toHaveBeenCalled();
    const content = await getContentClient();
    expect(content!.isNotFound(await missing(content!.client).catch((thrown: unknown) => thrown))).toBe(true);
    const broken = async () => Promise.reject(new Error('socket hang up'));
    expect(await readQuery('broken page', 'fallback', broken)).toBe('fallback');
    expect(error).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'socket hang up' }) },
      '[content] broken page failed',
    );
    error.mockRestore();
  });
});
