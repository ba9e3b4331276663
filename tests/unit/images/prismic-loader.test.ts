import { describe, expect, it } from 'vitest';
import { prismicImageLoader } from '@/lib/images/source';

describe('prismicImageLoader', () => {
  it('asks the CDN for the width, uncropped, keeping the content params', () => {
    const url = new URL(
      prismicImageLoader({ src: 'https://images.prismic.io/repo/a.png?auto=format,compress', width: 640 }),
    );
    expect(url.hostname).toBe('images.prismic.io');
    expect(url.searchParams.get('auto')).toBe('format,compress');
    expect(url.searchParams.get('w')).toBe('640');
    expect(url.searchParams.get('fit')).toBe('max');
    expect(url.searchParams.has('q')).toBe(false);
  });

  it('replaces a fixed size and keeps a chosen fit', () => {
    const src = 'https://images.prismic.io/repo/a.png?w=2000&h=1000&fit=crop';
    const url = new URL(prismicImageLoader({ src, width: 828, quality: 70 }));
    expect(url.searchParams.getAll('w')).toEqual(['828']);
    expect(url.searchParams.has('h')).toBe(false);
    expect(url.searchParams.get('fit')).toBe('crop');
    expect(url.searchParams.get('q')).toBe('70');
  });
});
