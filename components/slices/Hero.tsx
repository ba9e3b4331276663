import type { ImageField, Content } from '@prismicio/client';
import type { ReactNode } from 'react';
import { ContentImage } from '@/components/content/ContentImage';
import { RichText } from '@/components/content/RichText';
import { Actions } from './Actions';
import styles from './Hero.module.css';
import type { SliceProps } from './types';

/** Page opener; the first slice of a page carries the page's h1. Product pages add the buy box as children. */
export function Hero({
  slice,
  index,
  children,
  fallbackImage,
  titleAside,
  gallery,
}: SliceProps<Content.HeroSlice> & {
  children?: ReactNode;
  fallbackImage?: ImageField;
  titleAside?: ReactNode;
  /** Replaces the single image (product pages with several views). */
  gallery?: ReactNode;
}) {
  const { eyebrow, title, description, theme } = slice.primary;
  const image = slice.primary.image?.url ? slice.primary.image : fallbackImage;
  const Heading = index === 0 ? 'h1' : 'h2';
  return (
    <section className={`${styles.hero} ${styles[theme ?? 'green'] ?? styles.green}`} data-slice-type="hero">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          {title && <Heading className={styles.title}>{title}</Heading>}
          {titleAside}
          <RichText field={description} className={styles.description} />
          <Actions
            links={[
              { label: slice.primary.cta_label, link: slice.primary.cta_link },
              { label: slice.primary.secondary_cta_label, link: slice.primary.secondary_cta_link },
            ]}
          />
          {children && <div className={styles.extra}>{children}</div>}
        </div>
        {gallery ? (
          <div className={styles.media}>{gallery}</div>
        ) : image?.url ? (
          <div className={styles.media}>
            <ContentImage field={image} priority={index === 0} sizes="(min-width: 1024px) 560px, 100vw" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
