/**
 * `<img>` props for a small image at one fixed size through Next's image optimizer (1x and 2x), as next/image
 * would render them: a client component gets them without shipping the image component (~5 kB of JavaScript).
 */
export function fixedSizeImage(src: string, width: number, height: number, quality = 75) {
  const url = (w: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${w}&q=${quality}`;
  return {
    src: url(width * 2),
    srcSet: `${url(width)} 1x, ${url(width * 2)} 2x`,
    width,
    height,
    loading: 'lazy' as const,
    decoding: 'async' as const,
  };
}
