import path from 'node:path';
import type { ImageLoaderProps } from 'next/image';

const prismicImageHosts = new Set(['images.prismic.io', 'prismic-io.s3.amazonaws.com']);

/** Whether an image is served by Prismic's image CDN (hosted content) rather than from `public/`. */
export function isPrismicImageUrl(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'https:' && prismicImageHosts.has(hostname);
  } catch {
    return false;
  }
}

/** Prismic's image CDN (imgix) resizes by query: the width asked for, never cropped, the content's own params kept. */
export function prismicImageLoader({ src, width, quality }: ImageLoaderProps): string {
  const url = new URL(src);
  url.searchParams.set('w', String(width));
  url.searchParams.delete('h');
  if (!url.searchParams.has('fit')) url.searchParams.set('fit', 'max');
  if (quality) url.searchParams.set('q', String(quality));
  return url.toString();
}

/** The file under `publicDir` an embedded image url (`/content/…`) points at; null for anything else. */
export function localImageFile(url: string, publicDir: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const pathname = decodeURIComponent(url.split(/[?#]/)[0]);
  const root = path.resolve(publicDir);
  const file = path.resolve(root, `.${pathname}`);
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}

/** 10×10 light green square shown while a remote image loads (no request to the CDN at render time). */
export const neutralBlurDataUrl =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#e9f3ec"/></svg>',
  ).toString('base64');
