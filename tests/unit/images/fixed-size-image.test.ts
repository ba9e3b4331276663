import { getImageProps } from 'next/image';
import { describe, expect, it } from 'vitest';
import { fixedSizeImage } from '@/lib/images/fixed-size';

describe('fixedSizeImage', () => {
  it("gives the optimizer URLs next/image renders for a fixed-size image, so the cart's thumbnails stay cached alike", () => {
    const src = '/content/products/freshly.webp';
    const { props } = getImageProps({ src, alt: '', width: 64, height: 64 });
    const ours = fixedSizeImage(src, 64, 64);
    expect(ours.src).toBe(props.src);
    expect(ours.srcSet).toBe(props.srcSet);
    expect(ours.loading).toBe(props.loading);
  });
});
