import { RichText } from '@/components/content/RichText';
import { NewsletterForm } from '@/components/forms/NewsletterForm';
import { formProps, legalLinks } from '@/lib/forms/server';
import styles from './NewsletterBlock.module.css';
import { Section } from './Section';
import type { Content } from '@prismicio/client';
import type { SliceProps } from './types';

/** The newsletter block: its copy (and the offer, e.g. 5 % in German) from content, then the sign-up form. */
export function NewsletterBlock({ slice, locale }: SliceProps<Content.NewsletterBlockSlice>) {
  const { title, description, discount, privacy_note } = slice.primary;
  return (
    <Section sliceType="newsletter_block" theme="dark" narrow>
      <div className={styles.block}>
        {discount && <p className={styles.discount}>{discount}</p>}
        {title && <h2>{title}</h2>}
        <RichText field={description} />
        <div className={`card ${styles.form}`}>
          <NewsletterForm {...formProps(locale)} privacyHref={legalLinks(locale).privacy} variant="block" />
        </div>
        <RichText field={privacy_note} className={styles.privacy} />
      </div>
    </Section>
  );
}
