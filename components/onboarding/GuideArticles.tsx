import type { Content } from '@prismicio/client';
import { PlainLink } from '@/components/layout/PlainLink';
import { RichText } from '@/components/content/RichText';
import { Section } from '@/components/slices/Section';
import { resolveLink } from '@/lib/content/links';
import faqStyles from '@/components/slices/FaqList.module.css';

/** FAQ articles of one section as native disclosures, each linking its own page, then the whole section. */
export function GuideArticles({
  part,
  title,
  intro,
  articles,
  readLabel,
  more,
}: {
  part: string;
  title: string;
  intro?: string;
  articles: Content.FaqArticleDocument[];
  readLabel: string;
  more: { label: string; href: string } | null;
}) {
  return (
    <Section sliceType={part} narrow title={title} intro={intro ? <p>{intro}</p> : undefined}>
      <div className={faqStyles.list}>
        {articles.map((article) => (
          <details key={article.id} className={faqStyles.item}>
            <summary className={faqStyles.question}>{article.data.question}</summary>
            <div className={faqStyles.answer}>
              <RichText field={article.data.answer} />
              <p>
                <PlainLink href={resolveLink(article)}>{readLabel}</PlainLink>
              </p>
            </div>
          </details>
        ))}
      </div>
      {more && (
        <p>
          <PlainLink href={more.href} className="btn btn-secondary">
            {more.label}
          </PlainLink>
        </p>
      )}
    </Section>
  );
}
