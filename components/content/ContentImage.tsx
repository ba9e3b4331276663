import type { ImageField } from '@prismicio/client';
import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';
import { blurDataUrl } from '@/lib/images/server';
import { isPrismicImageUrl, prismicImageLoader } from '@/lib/images/source';

interface Props {
  field: ImageField | null | undefined;
  sizes?: string;
  priority?: boolean;
  className?: string;
  /** Decorative images (the text beside them says it all). */
  decorative?: boolean;
}

/**
 * An image field: Prismic's CDN for hosted content, the optimizer for embedded content (blurred while loading).
 * Rendered to a plain <img> here, so no image component ships to the browser.
 */
export async function ContentImage({ field, sizes = '100vw', priority = false, className, decorative = false }: Props) {
  if (!field?.url) return null;
  const { width = 1200, height = 800 } = field.dimensions ?? {};
  const alt = decorative ? '' : (field.alt ?? '');
  const source: Partial<ImageProps> = isPrismicImageUrl(field.url)
    ? { loader: prismicImageLoader }
    : { placeholder: 'blur', blurDataURL: await blurDataUrl(field.url) };
  // The page's main image decodes with the frame that paints the text beside it, not one frame later, when the
  // first scripts may already hold the main thread (its LCP would then wait for them).
  const decoding = priority ? 'sync' : 'async';
  const { props } = getImageProps({
    src: field.url,
    alt,
    width,
    height,
    sizes,
    priority,
    className,
    decoding,
    ...source,
  });
  if (priority) {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- props from getImageProps carry alt
  return <img {...props} />;
}
