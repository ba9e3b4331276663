import type { ImageField } from '@prismicio/client';
import { ContentImage } from '@/components/content/ContentImage';
import styles from './ProductGallery.module.css';

/**
 * Several views of a product without JavaScript: a row that snaps one view at a time (swipe, scroll, or the arrow
 * keys once focused) and thumbnails that jump to a view.
 */
export function ProductGallery({
  id,
  images,
  label,
  viewLabel,
  priority,
}: {
  id: string;
  images: ImageField[];
  label: string;
  viewLabel: (index: number, alt: string) => string;
  priority: boolean;
}) {
  return (
    <div className={styles.gallery} data-testid="product-gallery">
      {/* Focusable so keyboard users can scroll it (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus */}
      <div className={styles.track} role="region" aria-label={label} tabIndex={0}>
        <ul className={styles.slides}>
          {images.map((image, index) => (
            <li key={image.url} id={`${id}-view-${index + 1}`} className={styles.slide}>
              <ContentImage field={image} priority={priority && index === 0} sizes="(min-width: 1024px) 560px, 100vw" />
            </li>
          ))}
        </ul>
      </div>
      <ul className={styles.thumbs}>
        {images.map((image, index) => (
          <li key={image.url}>
            <a href={`#${id}-view-${index + 1}`} aria-label={viewLabel(index + 1, image.alt ?? '')}>
              <ContentImage field={image} sizes="64px" decorative />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
