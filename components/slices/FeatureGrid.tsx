import { RichText } from '@/components/content/RichText';
import { FeatureIcon } from './FeatureIcon';
import styles from './FeatureGrid.module.css';
import { Section } from './Section';
import type { Content } from '@prismicio/client';
import type { SliceProps } from './types';

export function FeatureGrid({ slice }: SliceProps<Content.FeatureGridSlice>) {
  const columns = ['2', '3', '4'].includes(slice.primary.columns ?? '') ? slice.primary.columns : '3';
  return (
    <Section sliceType="feature_grid" title={slice.primary.title} intro={<RichText field={slice.primary.intro} />}>
      <ul className={styles.grid} data-columns={columns}>
        {slice.items.map((item, index) => (
          <li key={index} className={`card ${styles.feature}`}>
            <FeatureIcon name={item.icon} className={styles.icon} />
            {item.title && <h3>{item.title}</h3>}
            {item.description && <p className="muted">{item.description}</p>}
          </li>
        ))}
      </ul>
    </Section>
  );
}
