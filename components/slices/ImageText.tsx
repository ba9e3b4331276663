import { ContentImage } from '@/components/content/ContentImage';
import { RichText } from '@/components/content/RichText';
import { Actions } from './Actions';
import styles from './ImageText.module.css';
import { Section } from './Section';
import type { Content } from '@prismicio/client';
import type { SliceProps } from './types';

export function ImageText({ slice }: SliceProps<Content.ImageTextSlice>) {
  const { eyebrow, title, text, image, image_position } = slice.primary;
  return (
    <Section sliceType="image_text">
      <div className={`${styles.split} ${image_position === 'right' ? styles.imageRight : ''}`}>
        <div className={styles.media}>
          <ContentImage field={image} sizes="(min-width: 768px) 50vw, 100vw" />
        </div>
        <div>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          {title && <h2>{title}</h2>}
          <RichText field={text} />
          <Actions links={[{ label: slice.primary.cta_label, link: slice.primary.cta_link }]} />
        </div>
      </div>
    </Section>
  );
}
