import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { crumbs } from '@/lib/navigation/crumbs';
import { PageShell } from '@/components/layout/PageShell';
import { pageLocale } from '@/lib/i18n/server';
import { pathFor } from '@/lib/routes/paths';
import { routeMetadata } from '@/lib/seo/route-metadata';

type Props = PageProps<'/[locale]/foodprint-calculator/[[...score]]'>;

const maxScore = 40;

/** `undefined` for the quiz, the score for a result, `null` for anything that is not a score. */
function parseScore(segments: string[] | undefined): number | undefined | null {
  if (!segments?.length) return undefined;
  if (segments.length > 1 || !/^\d{1,2}$/.test(segments[0])) return null;
  const score = Number(segments[0]);
  return score <= maxScore ? score : null;
}

export async function generateMetadata({ params }: Props) {
  const { score: segments } = await params;
  const locale = await pageLocale(params);
  const score = parseScore(segments);
  if (score === null) return {};
  return score === undefined
    ? routeMetadata(locale, 'foodprint', '/foodprint-calculator/[[...score]]')
    : routeMetadata(
        locale,
        'foodprintScore',
        '/foodprint-calculator/[[...score]]',
        { score: [String(score)] },
        { score: String(score) },
      );
}

export default async function FoodprintPage({ params }: Props) {
  const { score: segments } = await params;
  const locale = await pageLocale(params);
  const score = parseScore(segments);
  if (score === null) notFound();
  const t = await getTranslations({ locale, namespace: 'pages' });
  const title = score === undefined ? t('foodprint.title') : t('foodprintScore.title', { score: String(score) });
  const href = pathFor(locale, {
    pathname: '/foodprint-calculator/[[...score]]',
    params: score === undefined ? {} : { score: [String(score)] },
  });
  return (
    <PageShell
      title={title}
      breadcrumbs={await crumbs(locale, { label: title, href })}
      lead={<p>{t('foodprint.description')}</p>}
    />
  );
}
