import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import styles from './Savings.module.css';

const sourceLinks = {
  sourceUnep: 'https://www.unep.org/resources/publication/food-waste-index-report-2024',
  sourceFao: 'https://www.fao.org/3/i3347e/i3347e.pdf',
} as const;

/** How the estimate is made and the sources of its factors. */
export async function SavingsSources({ locale, method = true }: { locale: Locale; method?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'savings' });
  return (
    <div className={styles.sources} data-savings-sources>
      {method && (
        <>
          <h2>{t('methodHeading')}</h2>
          <p>{t('method')}</p>
        </>
      )}
      <h2>{t('sourcesHeading')}</h2>
      <ol>
        <li>{t('sourceClaims')}</li>
        {(Object.keys(sourceLinks) as (keyof typeof sourceLinks)[]).map((key) => (
          <li key={key}>
            <a href={sourceLinks[key]} rel="noopener noreferrer">
              {t(key)}
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}
