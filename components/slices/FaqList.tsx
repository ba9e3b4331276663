import { asText, type Content } from '@prismicio/client';
import { JsonLd } from '@/components/content/JsonLd';
import { RichText } from '@/components/content/RichText';
import { faqPageJsonLd } from '@/lib/seo/json-ld';
import { Actions } from './Actions';
import styles from './FaqList.module.css';
import { Section } from './Section';
import type { SliceProps } from './types';

/** Inline questions as native disclosures (keyboard and screen-reader friendly without script). */
export function FaqList({ slice }: SliceProps<Content.FaqListSlice>) {
  const entries = slice.items.filter((item) => item.question);
  return (
    <Section
      sliceType="faq_list"
      narrow
      title={slice.primary.title}
      intro={slice.primary.intro ? <p>{slice.primary.intro}</p> : undefined}
    >
      <div className={styles.list}>
        {entries.map((item, index) => (
          <details key={index} className={styles.item}>
            <summary className={styles.question}>{item.question}</summary>
            <div className={styles.answer}>
              <RichText field={item.answer} />
            </div>
          </details>
        ))}
      </div>
      <Actions links={[{ label: slice.primary.more_label, link: slice.primary.more_link }]} />
      {entries.length > 0 && (
        <JsonLd
          data={faqPageJsonLd(entries.map((item) => ({ question: item.question ?? '', answer: asText(item.answer) })))}
        />
      )}
    </Section>
  );
}
