import { getTranslations } from 'next-intl/server';
import { PlainLink } from '@/components/layout/PlainLink';
import type { Locale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';
import styles from './Faq.module.css';

/** The way out of self-help: the contact page with the support hours (spec §9). */
export async function ContactPrompt({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'faq' });
  return (
    <aside className={`card ${styles.contact}`} aria-labelledby="faq-contact">
      <h2 id="faq-contact">{t('stillNeedHelp')}</h2>
      <p>{t('contactPrompt')}</p>
      <PlainLink href={pathFor(locale, { pathname: '/contact' })} className="btn">
        {t('contactLink')}
      </PlainLink>
    </aside>
  );
}
