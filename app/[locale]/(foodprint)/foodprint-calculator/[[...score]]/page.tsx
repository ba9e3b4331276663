import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageShell } from '@/components/layout/PageShell';
import { PlainLink } from '@/components/layout/PlainLink';
import { QuizForm } from '@/components/quiz/QuizForm';
import { ResultComparison, ResultSections } from '@/components/quiz/ResultSections';
import { ResultNext } from '@/components/quiz/ResultNext';
import { ResultProfile } from '@/components/quiz/ResultProfile';
import { ShareActions } from '@/components/quiz/ShareActions';
import { ShareLinks } from '@/components/quiz/ShareLinks';
import { Notice } from '@/components/ui/Notice';
import { submitFoodprint } from '@/lib/foodprint/action';
import { parsePeople } from '@/lib/foodprint/household';
import { foodprintImagePath, quizPath, resultPath, savingsPath } from '@/lib/foodprint/paths';
import { allScores, maxScore, parseScore } from '@/lib/foodprint/scoring';
import { compareWithOthers, getResultProfile, getSurvey } from '@/lib/foodprint/server';
import { pageLocale } from '@/lib/i18n/server';
import { crumbs } from '@/lib/navigation/crumbs';
import { pathFor, pathsFor } from '@/lib/routes/paths';
import { pageMetadata, siteUrl } from '@/lib/seo/metadata';
import { routeMetadata } from '@/lib/seo/route-metadata';

type Props = PageProps<'/[locale]/foodprint-calculator/[[...score]]'>;

const route = '/foodprint-calculator/[[...score]]';

// Only the calculator and its 41 result paths are pages: any other score is a 404 and is not cached (ADR 0007).
export const dynamicParams = false;

/** The calculator and the 41 result paths of each language. */
export function generateStaticParams() {
  return [{ score: [] }, ...allScores.map((score) => ({ score: [String(score)] }))];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { score: segments } = await params;
  const locale = await pageLocale(params);
  const score = parseScore(segments);
  if (score === null) return {};
  if (score === undefined) return routeMetadata(locale, 'foodprint', route);
  const profile = await getResultProfile(locale, score);
  const t = await getTranslations({ locale, namespace: 'foodprint.meta' });
  const pages = await getTranslations({ locale, namespace: 'pages' });
  return pageMetadata({
    locale,
    title: profile?.data.title
      ? t('resultTitle', { profile: profile.data.title, score })
      : pages('foodprintScore.title', { score: String(score) }),
    description: profile?.data.shareable_thought || pages('foodprintScore.description'),
    paths: pathsFor(route, { score: [String(score)] }),
    image: `${siteUrl}${foodprintImagePath(locale, score)}`,
  });
}

export default async function FoodprintPage({ params, searchParams }: Props) {
  const { score: segments } = await params;
  const locale = await pageLocale(params);
  const score = parseScore(segments);
  if (score === null) notFound();
  const query = await searchParams;
  return score === undefined ? (
    <Quiz locale={locale} notice={query.notice} />
  ) : (
    <Result locale={locale} score={score} people={parsePeople(query.people)} />
  );
}

type Locale = Awaited<ReturnType<typeof pageLocale>>;

async function Quiz({ locale, notice }: { locale: Locale; notice: string | string[] | undefined }) {
  const [survey, t, pages] = await Promise.all([
    getSurvey(locale),
    getTranslations({ locale, namespace: 'foodprint.quiz' }),
    getTranslations({ locale, namespace: 'pages' }),
  ]);
  const title = survey?.title || pages('foodprint.title');
  const total = survey?.questions.length ?? 0;
  return (
    <PageShell
      title={title}
      breadcrumbs={await crumbs(locale, { label: title, href: quizPath(locale) })}
      lead={
        <>
          <p>{survey?.intro || pages('foodprint.description')}</p>
          <p>{t('intro')}</p>
        </>
      }
    >
      {notice === 'missing' && <Notice tone="error">{t('missing')}</Notice>}
      {notice === 'changed' && <Notice tone="error">{t('changed')}</Notice>}
      {survey?.questions.length ? (
        <QuizForm
          survey={survey}
          locale={locale}
          action={submitFoodprint}
          labels={{
            back: t('back'),
            next: t('next'),
            submit: t('submit'),
            submitting: t('submitting'),
            required: t('required'),
            restart: t('restart'),
            resumed: t('resumed'),
            progress: survey.questions.map((_, index) => t('progress', { current: index + 1, total })),
          }}
        />
      ) : (
        <Notice tone="error">{t('unavailable')}</Notice>
      )}
    </PageShell>
  );
}

async function Result({ locale, score, people }: { locale: Locale; score: number; people: number | undefined }) {
  const [profile, comparison, t, share, pages] = await Promise.all([
    getResultProfile(locale, score),
    compareWithOthers(score),
    getTranslations({ locale, namespace: 'foodprint.result' }),
    getTranslations({ locale, namespace: 'foodprint.share' }),
    getTranslations({ locale, namespace: 'pages' }),
  ]);
  const scoreTitle = pages('foodprintScore.title', { score: String(score) });
  const title = profile?.data.title || scoreTitle;
  const path = resultPath(locale, score);
  const url = `${siteUrl}${path}`;
  const thought = profile?.data.shareable_thought || pages('foodprintScore.description');
  const profileName = profile?.data.title ?? '';
  return (
    <PageShell title={title} breadcrumbs={await crumbs(locale, { label: scoreTitle, href: path })}>
      <ResultSections>
        {profile && (
          <ResultProfile profile={profile} scoreLabel={t('scoreLabel')} score={t('score', { score, max: maxScore })} />
        )}
        {comparison && (
          <ResultComparison kind={comparison.kind}>
            {comparison.kind === 'few'
              ? t('compareFew')
              : comparison.lessWasteThan === 0
                ? t('compareLowest')
                : t('comparePercent', { percent: comparison.lessWasteThan / 100 })}
          </ResultComparison>
        )}
        <ShareLinks
          heading={share('title')}
          url={url}
          text={thought}
          subject={share('emailSubject', { profile: profileName })}
          networks={{
            whatsapp: { name: share('whatsapp'), label: share('networkLabel', { network: share('whatsapp') }) },
            facebook: { name: share('facebook'), label: share('networkLabel', { network: share('facebook') }) },
            x: { name: share('x'), label: share('networkLabel', { network: share('x') }) },
            email: { name: share('email'), label: share('emailLabel') },
          }}
          actions={
            <ShareActions
              url={url}
              text={thought}
              title={profileName || title}
              labels={{
                native: share('native'),
                copy: share('copy'),
                copied: share('copied'),
                copyFailed: share('copyFailed'),
              }}
            />
          }
        />
        <ResultNext
          cards={[
            {
              testId: 'foodprint-freshly',
              title: t('helpsTitle'),
              text: t('helpsText'),
              href: pathFor(locale, { pathname: '/[uid]', params: { uid: 'freshly' } }),
              link: t('helpsLink'),
            },
            {
              testId: 'foodprint-savings',
              title: t('savingsTitle'),
              text: t('savingsText'),
              href: savingsPath(locale, people),
              link: t('savingsLink'),
            },
          ]}
        />
        <p>
          <PlainLink href={quizPath(locale)}>{t('retake')}</PlainLink>
        </p>
      </ResultSections>
    </PageShell>
  );
}
