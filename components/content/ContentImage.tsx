import type { ImageField } from '@prismicio/client';
import { PrismicNextImage } from '@prismicio/next';
import Image from 'next/image';
import { blurDataUrl } from '@/lib/images/server';
import { isPrismicImageUrl, neutralBlurDataUrl } from '@/lib/images/source';

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
  if (isPrismicImageUrl(field.url)) {
    return (
      <PrismicNextImage
        field={field}
        sizes={sizes}
        priority={priority}
        className={className}
        placeholder="blur"
        blurDataURL={neutralBlurDataUrl}
        fallbackAlt=""
        {...(decorative ? { alt: '' as const } : {})}
      />
    );
  }
  return (
    <Image
      src={field.url}
      alt={decorative ? '' : (field.alt ?? '')}
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
