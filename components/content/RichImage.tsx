import type { ImageField } from '@prismicio/client';
import { useTranslations } from 'next-intl';
import { ContentImage } from './ContentImage';
import styles from './RichText.module.css';

/** A rich-text image: url and alt on the image, the copyright as a small caption. */
export function RichImage({ field }: { field: ImageField }) {
  const t = useTranslations('content');
  return (
    <figure className={styles.figure}>
      <ContentImage field={field} sizes="(min-width: 768px) 720px, 100vw" />
      {field.copyright && (
        <figcaption className={styles.credit}>{t('imageCredit', { credit: field.copyright })}</figcaption>
      )}
    </figure>
  );
}
