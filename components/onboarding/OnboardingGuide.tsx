import type { Content } from '@prismicio/client';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/layout/Breadcrumbs';
import { SliceZone } from '@/components/slices/SliceZone';
import type { ContentSlice } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import type { Crumb } from '@/lib/navigation/types';
import type { GuideFeeds } from '@/lib/onboarding/server';
import { guideLayout, guideParts, type GuidePart } from '@/lib/onboarding/parts';
import { GuideArticles } from './GuideArticles';
import { GuideBlog } from './GuideBlog';
import { OnboardingSteps } from './OnboardingSteps';

/** The onboarding guide: the document's editorial parts with the blog, FAQ and troubleshooting feeds between. */
export async function OnboardingGuide({
  locale,
  breadcrumbs,
  slices,
  feeds,
}: {
  locale: Locale;
  breadcrumbs: Crumb[];
  slices: ContentSlice[];
  feeds: GuideFeeds;
}) {
  const t = await getTranslations({ locale, namespace: 'onboarding' });
  const layout = guideLayout(slices.map((slice) => slice.slice_type));

  const feedParts: Partial<Record<GuidePart, ReactNode>> = {
    blog: feeds.posts.length > 0 && (
      <GuideBlog
        locale={locale}
        title={t('blogHeading')}
        posts={feeds.posts}
        more={{ label: t('blogMore'), href: feeds.blogPath }}
      />
    ),
    faq: feeds.guide.length > 0 && (
      <GuideArticles
        part="onboarding_faq"
        title={t('faqHeading')}
        articles={feeds.guide}
        readLabel={t('readArticle')}
        more={{ label: t('faqMore'), href: feeds.guidePath }}
      />
    ),
    troubleshooting: feeds.appErrors.length > 0 && (
      <GuideArticles
        part="onboarding_troubleshooting"
        title={t('troubleshootingHeading')}
        intro={t('troubleshootingIntro')}
        articles={feeds.appErrors}
        readLabel={t('readArticle')}
        more={{ label: t('troubleshootingMore'), href: feeds.appErrorsPath }}
      />
    ),
  };

  function content(part: GuidePart): ReactNode {
    const range = layout[part];
    if (!range) return null;
    if (part === 'steps') {
      const steps = slices.slice(range.start, range.end) as Content.ImageTextSlice[];
      return <OnboardingSteps locale={locale} steps={steps} firstIndex={range.start} />;
    }
    return <SliceZone slices={slices.slice(0, range.end)} from={range.start} locale={locale} />;
  }

  return (
    <>
      {breadcrumbs.length > 1 && (
        <div className="container">
          <Breadcrumbs items={breadcrumbs} />
        </div>
      )}
      {guideParts.map((part) => {
        const body = feedParts[part] ?? content(part);
        return body ? (
          <div key={part} id={part === 'steps' ? undefined : part} data-onboarding-part={part}>
            {body}
          </div>
        ) : null;
      })}
    </>
  );
}
