// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPrismicImageUrl, localImageFile, neutralBlurDataUrl } from '@/lib/images/source';

describe('image sources (spec §7.5)', () => {
  it('recognises Prismic image CDN urls only over https', () => {
    expect(isPrismicImageUrl('https://images.prismic.io/repo/a.png?auto=format')).toBe(true);
    expect(isPrismicImageUrl('https://prismic-io.s3.amazonaws.com/repo/a.png')).toBe(true);
    expect(isPrismicImageUrl('http://images.prismic.io/repo/a.png')).toBe(false);
    expect(isPrismicImageUrl('/content/products/freshly.webp')).toBe(false);
    expect(isPrismicImageUrl('https://images.prismic.io.evil.test/a.png')).toBe(false);
  });

  it('maps embedded image urls to files under public and refuses to leave it', () => {
    const root = path.resolve('/srv/app/public');
    expect(localImageFile('/content/blog/a.webp', root)).toBe(path.join(root, 'content/blog/a.webp'));
    expect(localImageFile('/content/blog/a%20b.webp?x=1', root)).toBe(path.join(root, 'content/blog/a b.webp'));
    expect(localImageFile('/../secrets.txt', root)).toBeNull();
    expect(localImageFile('/content/%2e%2e/%2e%2e/etc/passwd', root)).toBeNull();
    expect(localImageFile('//evil.test/a.png', root)).toBeNull();
    expect(localImageFile('https://images.prismic.io/a.png', root)).toBeNull();
  });

  it('has a 10×10 neutral placeholder for remote images', () => {
    const svg = Buffer.from(neutralBlurDataUrl.split(',')[1], 'base64').toString();
    expect(neutralBlurDataUrl.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(svg).toContain('width="10"');
    expect(svg).toContain('height="10"');
  });
});
