// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blurDataUrl } from '@/lib/images/server';
import { neutralBlurDataUrl } from '@/lib/images/source';

describe('blurred placeholders', () => {
  it('renders a 10×10 webp data url from the local file, once per file', async () => {
    const first = blurDataUrl('/content/blog/fridge-hacks.webp');
    expect(blurDataUrl('/content/blog/fridge-hacks.webp')).toBe(first);
    const url = await first;
    expect(url.startsWith('data:image/webp;base64,')).toBe(true);
    const meta = await sharp(Buffer.from(url.split(',')[1], 'base64')).metadata();
    expect([meta.width, meta.height]).toEqual([10, 10]);
  });

  it('falls back to the neutral placeholder for missing or foreign images', async () => {
    expect(await blurDataUrl('/content/missing.webp')).toBe(neutralBlurDataUrl);
    expect(await blurDataUrl('https://images.prismic.io/repo/a.png')).toBe(neutralBlurDataUrl);
  });
});
