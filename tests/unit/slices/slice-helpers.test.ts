// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { featureIconPaths, iconPaths } from '@/lib/slices/feature-icons';
import { pickLinked } from '@/lib/slices/pick';
import { videoSource } from '@/lib/slices/video-source';
import { isInternalHref, linkHref } from '@/lib/content/links';
import { firstText, plainText } from '@/lib/content/text';

describe('slice helpers', () => {
  it('has a drawing for every feature icon of the model', () => {
    const icons = [
      'leaf',
      'snowflake',
      'battery',
      'bolt',
      'shield',
      'clock',
      'drop',
      'wind',
      'app',
      'recycle',
      'truck',
      'heart',
      'sparkle',
      'home',
      'chat',
    ];
    expect(Object.keys(featureIconPaths).sort()).toEqual([...icons].sort());
    expect(iconPaths('unknown')).toBe(featureIconPaths.leaf);
    expect(iconPaths(null)).toBe(featureIconPaths.leaf);
  });

  it('picks linked documents in item order, or the first ones when no item is filled', () => {
    const docs = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const link = (id: string) =>
      ({ link_type: 'Document', id, type: 'review', tags: [], lang: 'en-gb', isBroken: false }) as never;
    expect(pickLinked(docs, [link('c'), link('a'), link('zzz')], 2)).toEqual([{ id: 'c' }, { id: 'a' }]);
    expect(pickLinked(docs, [{ link_type: 'Document' } as never], 2)).toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  it('plays files in <video>, a hosted YouTube id or YouTube url as a lite embed, anything else as a link', () => {
    expect(videoSource('/content/video/setup.mp4')).toEqual({ kind: 'file', url: '/content/video/setup.mp4' });
    expect(videoSource('https://www.youtube.com/watch?v=abc123')).toEqual({
      kind: 'youtube',
      id: 'abc123',
      url: 'https://www.youtube-nocookie.com/embed/abc123?autoplay=1',
    });
    expect(videoSource('https://youtu.be/abc123')?.kind).toBe('youtube');
    expect(videoSource(null, ' dQw4w9WgXcQ ')).toMatchObject({ kind: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(videoSource(null, 'a/../b"')).toBeNull();
    // Only youtube-nocookie may be framed (CSP): other players are linked.
    expect(videoSource('https://vimeo.com/12345')).toEqual({ kind: 'link', url: 'https://vimeo.com/12345' });
    expect(videoSource('https://example.test/watch')).toEqual({ kind: 'link', url: 'https://example.test/watch' });
    expect(videoSource('')).toBeNull();
  });

  it('resolves link fields and tells site paths from external ones', () => {
    expect(linkHref({ link_type: 'Any' } as never)).toBeNull();
    expect(linkHref({ link_type: 'Web', url: '/de/warenkorb' } as never)).toBe('/de/warenkorb');
    expect(
      linkHref({ link_type: 'Document', id: 'x', uid: 'technologie', type: 'page', lang: 'de-de', tags: [] } as never),
    ).toBe('/de/technologie');
    expect(isInternalHref('/faq')).toBe(true);
    expect(isInternalHref('//evil.test')).toBe(false);
    expect(isInternalHref('https://example.test')).toBe(false);
  });

  it('reads key text and rich text alike', () => {
    expect(plainText('Hello')).toBe('Hello');
    expect(plainText([{ type: 'paragraph', text: 'Rich', spans: [] }])).toBe('Rich');
    expect(plainText(null)).toBe('');
    expect(firstText('', '  ', null, 'B', 'C')).toBe('B');
  });
});
