import type { Content } from '@prismicio/client';
import { getTranslations } from 'next-intl/server';
import styles from './ComparisonTable.module.css';
import { Section } from './Section';
import type { SliceProps } from './types';

type Row = Content.ComparisonTableSlice['items'][number];

/** Two products side by side: a real table (caption, column and row headers) that fits a 320 px screen. */
export async function ComparisonTable({ slice, locale }: SliceProps<Content.ComparisonTableSlice>) {
  const t = await getTranslations({ locale, namespace: 'comparison' });
  const { title, intro, caption, first_label, second_label } = slice.primary;
  const cell = (has: Row['first_has'], detail: Row['first_detail']) => (
    <td className={has === 'no' ? styles.without : styles.with}>
      {has ? (
        <span aria-hidden="true" className={styles.mark}>
          {has === 'no' ? '–' : '✓'}
        </span>
      ) : null}
      {detail ? (
        <span>{detail}</span>
      ) : has ? (
        <span className="visually-hidden">{has === 'no' ? t('notIncluded') : t('included')}</span>
      ) : null}
    </td>
  );
  return (
    <Section sliceType="comparison_table" title={title} intro={intro ? <p>{intro}</p> : undefined}>
      <table className={styles.table}>
        {caption && <caption className={styles.caption}>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col" className={styles.feature}>
              {t('feature')}
            </th>
            <th scope="col">{first_label}</th>
            <th scope="col">{second_label}</th>
          </tr>
        </thead>
        <tbody>
          {slice.items.map((row, index) => (
            <tr key={index}>
              <th scope="row" className={styles.feature}>
                {row.feature}
              </th>
              {cell(row.first_has, row.first_detail)}
              {cell(row.second_has, row.second_detail)}
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
