import { describe, expect, it } from 'vitest';
import { decode, encode } from '@/lib/cache-handler/codec.mjs';
import { createLocalCache } from '@/lib/cache-handler/local.mjs';
import { entryTags, revalidation, tagVerdict } from '@/lib/cache-handler/tags.mjs';

describe('shared cache entries', () => {
  it('survive JSON with their buffers and segment maps intact', () => {
    const value = {
      kind: 'APP_PAGE',
      html: '<p>hi</p>',
      rscData: Buffer.from('rsc payload'),
      segmentData: new Map([['/_tree', Buffer.from([0, 1, 255])]]),
      headers: { 'x-next-cache-tags': 'prismic,_N_T_/layout' },
      postponed: undefined,
    };
    const back = decode(JSON.parse(JSON.stringify(encode(value))));
    expect(back.rscData.equals(value.rscData)).toBe(true);
    expect(back.segmentData.get('/_tree').equals(Buffer.from([0, 1, 255]))).toBe(true);
    expect(back).toMatchObject({ kind: 'APP_PAGE', html: '<p>hi</p>', headers: value.headers });
    expect('postponed' in back).toBe(false);
  });

  it('answer to a page’s tags header and to a fetch’s own and implicit tags', () => {
    expect(entryTags({ kind: 'APP_PAGE', headers: { 'x-next-cache-tags': 'a,b' } })).toEqual(['a', 'b']);
    expect(entryTags({ kind: 'APP_PAGE', headers: {} })).toEqual([]);
    expect(entryTags({ kind: 'FETCH', tags: ['prismic'] }, { softTags: ['_N_T_/en'] })).toEqual([
      'prismic',
      '_N_T_/en',
    ]);
  });
});

describe('tag revalidation', () => {
  it('expires entries made before an immediate revalidation, not those made after it', () => {
    const record = revalidation(undefined, 1_000, { expire: 0 });
    expect(tagVerdict([record], 900, 2_000)).toBe('expired');
    expect(tagVerdict([record], 1_100, 2_000)).toBe('fresh');
    expect(tagVerdict([revalidation(undefined, 1_000, undefined)], 999, 1_000)).toBe('expired');
  });

  it('marks entries stale while an expiry still lies ahead, and ignores unknown tags', () => {
    const record = revalidation({}, 1_000, { expire: 60 });
    expect(tagVerdict([undefined, record], 900, 2_000)).toBe('stale');
    expect(tagVerdict([undefined], 900, 2_000)).toBe('fresh');
  });
});

describe('the local fallback', () => {
  it('keeps the most recently used entries within its bound', () => {
    const local = createLocalCache();
    for (let i = 0; i < 600; i++) local.set(`k${i}`, { lastModified: i, value: null });
    expect(local.get('k0')).toBeUndefined();
    expect(local.get('k599')).toMatchObject({ lastModified: 599 });
  });
});
