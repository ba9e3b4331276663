import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/content/RichText';
import { SmartLink } from '@/components/content/SmartLink';
import { pathFor } from '@/lib/routes/paths';
import styles from './NewsletterBlock.module.css';
import { Section } from './Section';
import type { Content } from '@prismicio/client';
import type { SliceProps } from './types';

/**
 * The newsletter block's copy from content. Integration point: the sign-up form (email, country, privacy
 * consent, lib/forms) renders in the `form` slot once the forms work lands; until then a pointer to contact.
 */
export async function NewsletterBlock({ slice, locale }: SliceProps<Content.NewsletterBlockSlice>) {
  const t = await getTranslations({ locale, namespace: 'content' });
  const { title, description, discount, privacy_note } = slice.primary;
  return (
    <Section sliceType="newsletter_block" theme="dark" narrow>
      <div className={styles.block}>
        {discount && <p className={styles.discount}>{discount}</p>}
        {title && <h2>{title}</h2>}
        <RichText field={description} />
        <div className={styles.form} data-integration="newsletter-form">
          <p>{t('newsletterSoon')}</p>
          <SmartLink href={pathFor(locale, { pathname: '/contact' })} className="btn">
            {t('contactUs')}
          </SmartLink>
        </div>
        <RichText field={privacy_note} className={styles.privacy} />
      </div>
    </Section>
  );
}
