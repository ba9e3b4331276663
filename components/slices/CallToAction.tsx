import { ContentImage } from '@/components/content/ContentImage';
import { RichText } from '@/components/content/RichText';
import { Actions } from './Actions';
import styles from './CallToAction.module.css';
import { Section } from './Section';
import type { Content } from '@prismicio/client';
import type { SliceProps } from './types';

export function CallToAction({ slice }: SliceProps<Content.CallToActionSlice>) {
  const { title, description, image, theme } = slice.primary;
  return (
    <Section sliceType="call_to_action" theme={theme ?? 'green'}>
      <div className={styles.banner}>
        <div>
          {title && <h2>{title}</h2>}
          <RichText field={description} />
          <Actions
            links={[
              { label: slice.primary.button_label, link: slice.primary.button_link },
              { label: slice.primary.secondary_label, link: slice.primary.secondary_link },
            ]}
          />
        </div>
        {image?.url && (
          <div className={styles.media}>
            <ContentImage field={image} sizes="(min-width: 768px) 400px, 100vw" decorative />
          </div>
        )}
      </div>
    </Section>
  );
}
