import type { ImageField } from '@prismicio/client';
import Image, { getImageProps } from 'next/image';
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

/** An image field: Prismic's CDN for hosted content, the local file for embedded content; blurred while loading. */
export async function ContentImage({ field, sizes = '100vw', priority = false, className, decorative = false }: Props) {
  if (!field?.url) return null;
  const { width = 1200, height = 800 } = field.dimensions ?? {};
  const alt = decorative ? '' : (field.alt ?? '');
  if (isPrismicImageUrl(field.url)) {
    // Rendered here rather than through a client image component, so no loader code ships to the browser.
    const { props } = getImageProps({ src: field.url, alt, width, height, sizes, priority, className, loader: prismicImageLoader });
    if (priority) {
      preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
    }
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- props from getImageProps carry alt
    return <img {...props} />;
  }
  return (
    <Image
      src={field.url}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      priority={priority}
      className={className}
      placeholder="blur"
      blurDataURL={await blurDataUrl(field.url)}
    />
  );
}
