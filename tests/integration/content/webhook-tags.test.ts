import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { configureContentClient } from '@/lib/content/instance';
import { changedTags } from '@/lib/content/queries/changed';
import { contentChangeOf } from '@/lib/content/webhook-tags';

// Prismic payloads against the real embedded repository (content/documents): what the webhook would expire.

const payload = (documents: string[]) => ({ type: 'api-update', secret: 'x', documents });

beforeAll(() => configureContentClient({ env: {}, contentRoot: path.join(process.cwd(), 'content') }));

describe('content webhook against the real repository', () => {
  it('reaches a post, the post listings and its translations, nothing wider', async () => {
    expect(await changedTags(contentChangeOf(payload(['post-bedroom-air-sleep-en'])))).toEqual([
      'prismic:doc:post-bedroom-air-sleep-de',
      'prismic:doc:post-bedroom-air-sleep-en',
      'prismic:doc:post-bedroom-air-sleep-it',
      'prismic:list:post:*',
      'prismic:list:post:en-gb',
    ]);
  });

  it('reaches every page of a language through its menu, and everything for an unpublished id', async () => {
    expect(await changedTags(contentChangeOf(payload(['menu-en'])))).toEqual(
      expect.arrayContaining(['prismic:doc:menu-en', 'prismic:list:menu:en-gb']),
    );
    expect(await changedTags(contentChangeOf(payload(['menu-en', 'no-such-document'])))).toBeNull();
    expect(await changedTags(contentChangeOf({ type: 'api-update', secret: 'x' }))).toBeNull();
  });
});
