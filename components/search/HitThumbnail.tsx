import { fixedSizeImage } from '@/lib/images/fixed-size';
import type { HitImage } from '@/lib/search/documents';

type Props = { image?: HitImage; size: number; className?: string };

/**
 * A product result's picture at one small size, whose double is also one of the image optimizer's widths (32, 48,
 * 64 or 128; it refuses others); decorative, as the product's name stands beside it.
 */
export function HitThumbnail({ image, size, className }: Props) {
  if (!image) return null;
  // eslint-disable-next-line @next/next/no-img-element -- the optimizer's URLs, without next/image's code
  return <img className={className} alt="" {...fixedSizeImage(image.url, size, size)} />;
}
