// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentChangeOf, tagsOfChange } from '@/lib/content/webhook-tags';

const update = (extra: Record<string, unknown>) => ({ type: 'api-update', secret: 'x', ...extra });

describe('content webhook payload → change', () => {
  it('names the documents of an api-update, once each, with the new master ref', () => {
    expect(contentChangeOf(update({ documents: ['a', 'b', 'a'], masterRef: 'ref-2' }))).toEqual({
      documents: ['a', 'b'],
      ref: 'ref-2',
    });
    expect(contentChangeOf(update({ documents: ['a'], releases: {}, masks: { update: [] } }))).toEqual({
      documents: ['a'],
    });
  });

  it('falls back to everything when the tags cannot name what changed', () => {
    const reasons = [
      undefined,
      'text',
      { type: 'test-trigger' },
      update({}),
      update({ documents: [] }),
      update({ documents: ['a', 42] }),
      update({ documents: ['a'], releases: { update: [{ id: 'r1' }] } }),
      update({ documents: ['a'], masks: { addition: [{ id: 'page' }] } }),
      update({ documents: ['a'], experiments: { deletion: [{ id: 'e' }] } }),
      update({ documents: Array.from({ length: 101 }, (_, i) => `d${i}`) }),
    ].map((payload) => contentChangeOf(payload));
    expect(reasons.map((change) => ('everything' in change ? change.everything : 'documents'))).toEqual([
      'no payload',
      'no payload',
      'type "test-trigger"',
      'no document ids',
      'no document ids',
      'no document ids',
      'releases changed',
      'masks changed',
      'experiments changed',
      'more than 100 documents',
    ]);
  });
});

describe('changed documents → tags', () => {
  const post = { id: 'post-1-en', type: 'post', lang: 'en-gb', alternate_languages: [{ id: 'post-1-de' }] };
  const menu = { id: 'menu-it', type: 'menu', lang: 'it-it', alternate_languages: [] };

  it('reaches the document, its listings in its language and in all, and its translations', () => {
    expect(tagsOfChange(['post-1-en', 'menu-it'], [menu, post])).toEqual([
      'prismic:doc:menu-it',
      'prismic:doc:post-1-de',
      'prismic:doc:post-1-en',
      'prismic:list:menu:*',
      'prismic:list:menu:it-it',
      'prismic:list:post:*',
      'prismic:list:post:en-gb',
    ]);
  });

  it('gives up (everything) when a changed document is not published any more', () => {
    expect(tagsOfChange(['post-1-en', 'gone'], [post])).toBeNull();
  });
});
