import styles from './Claims.module.css';
import { Section } from './Section';
import type { Content } from '@prismicio/client';
import type { SliceProps } from './types';

/** Key figures: value, label and an optional explanation; sources in the footnote. */
export function Claims({ slice }: SliceProps<Content.ClaimsSlice>) {
  const { title, intro, footnote } = slice.primary;
  return (
    <Section sliceType="claims" theme="green" title={title} intro={intro ? <p>{intro}</p> : undefined}>
      <dl className={styles.claims}>
        {slice.items.map((item, index) => (
          <div key={index} className={styles.claim}>
            <dt className={styles.label}>{item.label}</dt>
            <dd className={styles.value}>{item.value}</dd>
            {item.description && <dd className={styles.description}>{item.description}</dd>}
          </div>
        ))}
      </dl>
      {footnote && <p className={styles.footnote}>{footnote}</p>}
    </Section>
  );
}
