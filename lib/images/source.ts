import path from 'node:path';

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
